import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { EventStore, NewEvent } from '@taller/event-store';
import { parseEventFileLine } from '../events/event-file.js';
import { sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import {
  ArchiveError,
  bytesOf,
  EVENTS_ENTRY,
  KEYS_ENTRY,
  linesOf,
  readArchive,
  SEQUENCES_ENTRY,
  TABLES_DIR,
  UPLOADS_DIR,
} from './backup-archive.js';
import { openKeys } from './backup-crypto.js';
import { rowFromArchive, type BackedUpTable } from './backup-tables.js';
import { archiveMessages, backupMessages } from './backup.messages.js';
import type { CheckedArchive } from './restore-check.js';
import type { RestorePlan } from './restore-plan.js';

/** Rows per INSERT (and transaction). */
const BATCH = 500;
/** Events of one stream written in one append, at most (as `events import`). */
const APPEND_BATCH = 500;

/** What the target holds already, in words, or undefined when it is empty. */
export async function whatTheTargetHolds(orm: ReadModels, tables: readonly BackedUpTable[], uploadsDir: string): Promise<string | undefined> {
  const em = orm.em.fork();
  const [{ count }] = await em.execute<[{ count: number | string }]>('select count(*) as count from events');
  if (Number(count) > 0) return `tiene ${count} eventos`;
  for (const table of tables) {
    const rows = await em.count(table.meta.class, {});
    if (rows > 0) return `la tabla ${table.table} tiene ${rows} filas`;
  }
  const files = (await readdir(uploadsDir).catch(() => [] as string[])).filter((name) => !name.startsWith('.incoming-'));
  if (files.length > 0) return `${uploadsDir} tiene ${files.length} archivos`;
  return undefined;
}

export interface Restored {
  events: number;
  rows: number;
  keys: number;
  withheldKeys: number;
  images: number;
}

/**
 * Writes a checked archive into an empty target, in the archive's order: the keys (less the
 * withheld subjects'), then the events through the server's own store, so that a log an older
 * version wrote with people's data in clear is sealed on the way in (see privacy/), keeping
 * their ids, order and metadata, each run of one stream in one append (as `events import`);
 * the sequences (never below a stream's number), the plain tables, PostgreSQL's id sequences
 * moved past the rows, and the images. The archive was checked whole before, so what can still
 * fail here is the target itself (a full disk, a lost connection): the message then says the
 * target is half-written.
 */
export async function writeArchiveInto(
  file: string,
  checked: CheckedArchive,
  plan: RestorePlan,
  orm: ReadModels,
  store: EventStore,
  tables: readonly BackedUpTable[],
  uploadsDir: string,
  onRead: (bytes: number) => void,
): Promise<Restored> {
  const sqlite = sqliteFileOf(orm) !== undefined;
  const byName = new Map(tables.map((t) => [t.table, t]));
  const restored: Restored = { events: 0, rows: 0, keys: 0, withheldKeys: 0, images: 0 };
  await mkdir(uploadsDir, { recursive: true });
  const em = orm.em.fork();
  try {
    const { failure } = await readArchive(
      file,
      async ({ name, body }) => {
        if (name === KEYS_ENTRY) {
          const clear = openKeys(checked.key, await bytesOf(body));
          if (!clear) throw new ArchiveError(archiveMessages.keysAltered);
          const rows = new Map<string, Record<string, unknown>[]>();
          for await (const { text } of linesOf([clear])) {
            const { table, row } = JSON.parse(text) as { table: string; row: Record<string, unknown> };
            if (typeof row.subject === 'string' && plan.withheldSubjects.has(row.subject)) {
              restored.withheldKeys += 1;
              continue;
            }
            rows.set(table, [...(rows.get(table) ?? []), row]);
          }
          for (const [table, list] of rows) {
            for (let i = 0; i < list.length; i += BATCH) restored.keys += await insertRows(em, byName.get(table)!, list.slice(i, i + BATCH));
          }
        } else if (name === EVENTS_ENTRY) {
          restored.events = await appendEvents(store, linesOf(body));
        } else if (name === SEQUENCES_ENTRY) {
          for await (const { text } of linesOf(body)) {
            const { kind, value } = JSON.parse(text) as { kind: string; value: number };
            await store.advanceSequence(kind, Math.max(value, checked.events.highestIds.get(kind) ?? 0));
          }
        } else if (name.startsWith(TABLES_DIR)) {
          const table = byName.get(name.slice(TABLES_DIR.length, -'.jsonl'.length))!;
          let page: Record<string, unknown>[] = [];
          for await (const { text } of linesOf(body)) {
            page.push(JSON.parse(text) as Record<string, unknown>);
            if (page.length >= BATCH) {
              restored.rows += await insertRows(em, table, page);
              page = [];
            }
          }
          restored.rows += await insertRows(em, table, page);
        } else if (name.startsWith(UPLOADS_DIR)) {
          const path = join(uploadsDir, name.slice(UPLOADS_DIR.length));
          await pipeline(body, createWriteStream(path, { flags: 'wx', mode: 0o640, flush: true }));
          restored.images += 1;
        }
      },
      onRead,
    );
    if (failure) throw failure;
    if (!sqlite) await moveSerialSequences(em, tables);
  } catch (error) {
    throw new Error(backupMessages.writeFailed((error as Error).message));
  }
  return restored;
}

async function insertRows(em: SqlEntityManager, table: BackedUpTable, rows: Record<string, unknown>[]): Promise<number> {
  if (rows.length === 0) return 0;
  // One transaction per page: a page is all or nothing, and SQLite pays one fsync for it.
  await em.transactional((tx) => tx.insertMany(table.meta.class, rows.map((row) => rowFromArchive(table, row))));
  return rows.length;
}

/** The log's events in their order, each run of one stream in one append (at most APPEND_BATCH). */
async function appendEvents(store: EventStore, lines: AsyncIterable<{ number: number; text: string }>): Promise<number> {
  let count = 0;
  let run: { streamId: string; firstRevision: number; events: NewEvent[] } | undefined;
  const write = async () => {
    if (!run) return;
    await store.append(run.streamId, run.events, run.firstRevision === 0 ? 'no_stream' : run.firstRevision - 1);
    count += run.events.length;
    run = undefined;
  };
  for await (const { number, text } of lines) {
    const line = parseEventFileLine(text, number);
    if (line.kind !== 'event') continue;
    const { streamId, revision, id, type, schemaVersion, data, metadata } = line.event;
    if (run && (run.streamId !== streamId || run.events.length >= APPEND_BATCH)) await write();
    run ??= { streamId, firstRevision: revision, events: [] };
    run.events.push({ id, type, schemaVersion, data, metadata });
  }
  await write();
  return count;
}

/** PostgreSQL hands out serial ids from a sequence the inserted ids did not move. */
async function moveSerialSequences(em: SqlEntityManager, tables: readonly BackedUpTable[]): Promise<void> {
  for (const table of tables) {
    if (table.primaryKeys.length !== 1) continue;
    const key = table.properties.find((p) => p.name === table.primaryKeys[0]);
    if (!key || !['integer', 'number', 'int'].includes(String(key.type).toLowerCase())) continue;
    const column = key.fieldNames[0]!;
    await em.execute(
      `select setval(seq, coalesce((select max("${column}") from "${table.table}"), 0) + 1, false)
         from (select pg_get_serial_sequence('"${table.table}"', '${column}') as seq) s where seq is not null`,
    );
  }
}
