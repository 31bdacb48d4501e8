import { createWriteStream, type WriteStream } from 'node:fs';
import { copyFile, link, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { IsolationLevel } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { RecordedEvent } from '@taller/event-store';
import { endLine, eventLine, headerLine } from '../events/event-file.js';
import { sqliteFileOf, type ReadModels } from '../persistence/orm.js';
import { UploadedImage } from '../uploads/uploaded-image.entity.js';
import { rowToArchive, type BackedUpTable } from './backup-tables.js';

const PAGE = 1000;

/** What the snapshot spooled, ready to be packed. */
export interface Snapshot {
  events: number;
  streams: number;
  eventsFile: string;
  sequences: { kind: string; value: number }[];
  tables: { table: BackedUpTable; rows: number; file: string }[];
  /** The sealed tables' rows, as JSON Lines, kept in memory until they are encrypted. */
  sealed: { table: string; rows: number; text: string }[];
  images: { storedName: string; file: string; bytes: number }[];
  /** Image rows whose file was gone by the time it was copied (removed after the snapshot). */
  missingImages: string[];
}

export interface SnapshotProgress {
  stage: 'events' | 'tables' | 'images';
  done: number;
  total: number;
}

type EventRow = [number | string, string, number, string, string, number, unknown, unknown];

/**
 * Reads the whole shop as it was at one instant, beside a running server: one read transaction
 * (SQLite: a deferred transaction on this process's own connection, which WAL lets read an
 * unchanging snapshot while the server writes; PostgreSQL: REPEATABLE READ, read only) holds
 * the event log, the sequences and every plain table. The image files the snapshot's rows name
 * are hard-linked (or copied) into `spool` inside the same transaction, so one removed later is
 * still copied; a later upload is not in the snapshot, so it is left out.
 */
export async function readSnapshot(
  orm: ReadModels,
  tables: BackedUpTable[],
  uploadsDir: string,
  spool: string,
  onProgress: (progress: SnapshotProgress) => void,
): Promise<Snapshot> {
  const sqlite = sqliteFileOf(orm) !== undefined;
  const options = sqlite ? {} : { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true };
  return orm.em.fork().transactional(async (em) => {
    const snapshot: Snapshot = {
      events: 0,
      streams: 0,
      eventsFile: join(spool, 'events.jsonl'),
      sequences: [],
      tables: [],
      sealed: [],
      images: [],
      missingImages: [],
    };
    // The first read fixes the snapshot: everything after sees the same instant.
    const [{ count }] = await em.execute<[{ count: number | string }]>('select count(*) as count from events');
    const total = Number(count);
    await spoolEvents(em, snapshot, total, (done) => onProgress({ stage: 'events', done, total }));
    snapshot.sequences = (await em.execute<{ kind: string; value: number | string }[]>('select kind, value from sequences order by kind')).map((row) => ({
      kind: row.kind,
      value: Number(row.value),
    }));

    const storedNames: string[] = [];
    for (const [index, table] of tables.entries()) {
      onProgress({ stage: 'tables', done: index, total: tables.length });
      const lines: string[] = [];
      const file = join(spool, `${table.table}.jsonl`);
      const out = table.sealed ? undefined : createWriteStream(file, { flags: 'wx', mode: 0o600 });
      let rows = 0;
      for await (const page of pagesOf(em, table)) {
        let text = '';
        for (const entity of page) {
          text += `${JSON.stringify(rowToArchive(table, entity))}\n`;
          if (table.meta.class === UploadedImage) storedNames.push((entity as unknown as UploadedImage).storedName);
        }
        rows += page.length;
        if (out) await write(out, text);
        else lines.push(text);
      }
      if (out) await close(out);
      if (table.sealed) snapshot.sealed.push({ table: table.table, rows, text: lines.join('') });
      else snapshot.tables.push({ table, rows, file });
    }
    onProgress({ stage: 'tables', done: tables.length, total: tables.length });

    for (const [index, storedName] of storedNames.entries()) {
      const file = join(spool, `upload-${storedName}`);
      const bytes = await linkOrCopy(join(uploadsDir, storedName), file);
      if (bytes === undefined) snapshot.missingImages.push(storedName);
      else snapshot.images.push({ storedName, file, bytes });
      onProgress({ stage: 'images', done: index + 1, total: storedNames.length });
    }
    return snapshot;
  }, options);
}

async function spoolEvents(em: SqlEntityManager, snapshot: Snapshot, total: number, onPage: (done: number) => void): Promise<void> {
  const out = createWriteStream(snapshot.eventsFile, { flags: 'wx', mode: 0o600 });
  await write(out, headerLine(new Date()));
  let after = 0;
  for (;;) {
    const rows = await em.execute<Record<string, unknown>[]>(
      `select position, stream_id, revision, event_id, type, schema_version, data, metadata
         from events where position > ? order by position limit ${PAGE}`,
      [after],
    );
    if (rows.length === 0) break;
    let text = '';
    for (const row of rows) {
      const event = recorded(row);
      text += eventLine(event);
      snapshot.events += 1;
      if (event.revision === 0) snapshot.streams += 1;
      after = event.position;
    }
    await write(out, text);
    onPage(Math.min(snapshot.events, total));
  }
  await write(out, endLine({ events: snapshot.events, streams: snapshot.streams }));
  await close(out);
}

/** A row of either engine's events table: SQLite keeps JSON as text, PostgreSQL as jsonb. */
function recorded(row: Record<string, unknown>): RecordedEvent {
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const [position, streamId, revision, id, type, schemaVersion, data, metadata] = [
    row.position,
    row.stream_id,
    row.revision,
    row.event_id,
    row.type,
    row.schema_version,
    row.data,
    row.metadata,
  ] as EventRow;
  return {
    position: Number(position),
    streamId,
    revision: Number(revision),
    id,
    type,
    schemaVersion: Number(schemaVersion),
    data: json(data),
    metadata: json(metadata),
  };
}

/** A table's rows a page at a time, in primary-key order. */
async function* pagesOf(em: SqlEntityManager, table: BackedUpTable): AsyncGenerator<Record<string, unknown>[]> {
  const orderBy = Object.fromEntries(table.primaryKeys.map((key) => [key, 'asc' as const]));
  for (let offset = 0; ; offset += PAGE) {
    const page = await em.find(table.meta.class, {}, { orderBy, limit: PAGE, offset, disableIdentityMap: true });
    if (page.length === 0) return;
    yield page as Record<string, unknown>[];
    if (page.length < PAGE) return;
  }
}

/** The file's size once linked (or copied) to `to`; undefined when it is gone. */
async function linkOrCopy(from: string, to: string): Promise<number | undefined> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    // Another file system, or one without hard links: a copy.
    await copyFile(from, to).catch((copyError: NodeJS.ErrnoException) => {
      if (copyError.code !== 'ENOENT') throw copyError;
    });
  }
  return stat(to).then(
    (s) => s.size,
    () => undefined,
  );
}

function write(out: WriteStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(text)) resolve();
    else {
      out.once('drain', resolve);
      out.once('error', reject);
    }
  });
}

function close(out: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    out.once('error', reject);
    out.end(resolve);
  });
}
