import { readdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { clientDecider, clientEvents } from '@taller/domain';
import { ArchiveError, headerSchema, HEADER_ENTRY, readArchive, tableEntry, type ArchiveEntry } from '../backup/backup-archive.js';
import { ForgetClient } from '../clients/commands/forget-client/forget-client.command.js';
import { clientAggregate } from '../clients/client.stream.js';
import { AggregateStore } from '../event-sourcing/aggregate-store.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { CLI_ACTOR, commandContext } from '../shared/actor.js';
import { Erasure } from './erasure.entity.js';
import { PersonalKeys } from './personal-keys.js';

/**
 * The erasure ledger across backups. Every backup carries the ledger as it was (`erasures`, a
 * plain table: ids and dates, no one's data). A backup restored from before an erasure must
 * not bring the person back: the restore reads the ledger of a later backup, the newest it
 * finds beside the one restored (or those named with `--olvidos`), and forgets again whoever
 * the restored shop still remembers.
 */

export interface LedgerEntry {
  subject: string;
  erasedAt: string;
}

/** The erasures a later backup remembers, and where they were read. */
export interface LaterErasures {
  erasures: Map<string, LedgerEntry>;
  readFrom: string[];
  /** Backups found beside it that could not be read (damaged, not Taller's): named in the summary. */
  unreadable: string[];
}

class Enough extends ArchiveError {
  constructor() {
    super('suficiente');
  }
}

async function text(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** When a file is a Taller backup, the moment it was taken; otherwise undefined. Reads its first entry only. */
export async function backupTakenAt(file: string): Promise<string | undefined> {
  let takenAt: string | undefined;
  const visit = async (entry: ArchiveEntry) => {
    if (entry.name === HEADER_ENTRY) {
      const header = headerSchema.safeParse(JSON.parse(await text(entry.body)));
      if (header.success) takenAt = header.data.createdAt;
    }
    throw new Enough();
  };
  try {
    await readArchive(file, visit);
  } catch {
    // Not gzip, not a tar, or stopped on purpose after the header.
  }
  return takenAt;
}

/** The ledger a backup carries (its `tables/erasures.jsonl`); throws when the file cannot be read to it. */
export async function ledgerOf(file: string): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let found = false;
  const wanted = tableEntry('erasures');
  const visit = async (entry: ArchiveEntry) => {
    if (entry.name !== wanted) return;
    found = true;
    for (const line of (await text(entry.body)).split('\n')) {
      if (line.trim() === '') continue;
      const row = JSON.parse(line) as { subject?: unknown; erasedAt?: unknown };
      if (typeof row.subject === 'string' && typeof row.erasedAt === 'string') entries.push({ subject: row.subject, erasedAt: row.erasedAt });
    }
    throw new Enough();
  };
  try {
    const read = await readArchive(file, visit);
    if (read.failure) throw read.failure;
  } catch (error) {
    if (!(error instanceof Enough)) throw error;
  }
  if (!found) throw new Error(`«${file}» no tiene registro de olvidos`);
  return entries;
}

/**
 * The ledgers later than the backup restored: those of `named` files, and that of the newest
 * Taller backup beside it taken after it (the ledger only grows, so the newest holds the rest;
 * an unreadable one gives way to the next newest).
 */
export async function laterErasures(restored: string, named: readonly string[]): Promise<LaterErasures> {
  const result: LaterErasures = { erasures: new Map(), readFrom: [], unreadable: [] };
  const add = (file: string, ledger: LedgerEntry[]) => {
    result.readFrom.push(file);
    for (const entry of ledger) if (!result.erasures.has(entry.subject)) result.erasures.set(entry.subject, entry);
  };
  for (const file of named) add(file, await ledgerOf(file));

  const restoredAt = await backupTakenAt(restored);
  if (!restoredAt) return result;
  const folder = dirname(resolve(restored));
  const siblings: { file: string; takenAt: string }[] = [];
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    const file = join(folder, name);
    if (file === resolve(restored) || !/\.(tar\.gz|tgz)$/.test(name) || !(await stat(file)).isFile()) continue;
    const takenAt = await backupTakenAt(file);
    if (takenAt && takenAt > restoredAt) siblings.push({ file, takenAt });
  }
  siblings.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
  for (const { file } of siblings) {
    try {
      add(file, await ledgerOf(file));
      break;
    } catch {
      result.unreadable.push(basename(file));
    }
  }
  return result;
}

/**
 * Forgets again, in a restored shop, everyone a later ledger remembers and it does not: the
 * ledger row with its first date, then 'Olvidar cliente' as the command line (`ClientForgotten`,
 * the key shredded, the traces outside the log erased). Answers how many were forgotten again.
 * Run with the read models built (forgetting finds the person's work and accounts there).
 */
export async function reapplyErasures(app: INestApplicationContext, later: Map<string, LedgerEntry>): Promise<number> {
  const orm = app.get<MikroORM>(MIKRO_ORM);
  const aggregates = app.get(AggregateStore);
  let again = 0;
  for (const { subject, erasedAt } of later.values()) {
    const em = orm.em.fork();
    if (await em.findOne(Erasure, { subject })) continue;
    await em.insert(Erasure, { subject, erasedAt: new Date(erasedAt) });
    const client = /^client-([1-9]\d{0,14})$/.exec(subject);
    const loaded = client ? await aggregates.load(clientAggregate(Number(client[1])).streamId, clientDecider, clientEvents) : undefined;
    if (loaded?.state.exists && !loaded.state.forgotten) {
      await app.get(CommandBus).execute(new ForgetClient(Number(client![1]), commandContext(CLI_ACTOR, 'cli')));
    } else {
      await app.get(PersonalKeys).shred(subject, new Date(erasedAt));
    }
    again += 1;
  }
  return again;
}
