import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { LRUCache } from 'lru-cache';
import type { ReadModels } from '../persistence/orm.js';
import { quoted, readModelQuery, readModelTransaction, tableShape, toDatabase } from '../projections/sql-context.js';
import { SecretKey } from '../secrets/secret-key.entity.js';
import { Coalesced } from '../shared/coalesced.js';
import { Erasure } from './erasure.entity.js';

/**
 * How long a key read from the table is trusted in memory. A person forgotten by another
 * process (the CLI, another instance) stops being readable here within this time; the process
 * that forgets evicts at once.
 */
const FRESH_MS = 5_000;
/** Keys kept in memory (32 bytes each): a shop's clients, many times over. */
const CACHED = 200_000;

/**
 * The people's keys, one per person (`client-12`), in the same `secret_keys` table as the
 * records' unlock-code keys. Read in batches (a page of the log asks once) and kept for a few
 * seconds; destroyed by `shred`, after which the person's sealed fields never open again.
 */
export class PersonalKeys {
  /** The least recently used go first (a Map trimmed from its oldest key costs 54 µs an insert at this size, lru-cache 0.6 µs). */
  private lru?: LRUCache<string, { key: Buffer | null; at: number }>;
  /**
   * Made when first asked: lru-cache allocates its 200,000 slots up front, some 30 ms that every
   * start of the server and every `taller` command paid whether it read a person or not.
   */
  private get cache(): LRUCache<string, { key: Buffer | null; at: number }> {
    return (this.lru ??= new LRUCache({ max: CACHED }));
  }

  constructor(private readonly orm: MikroORM) {}

  /**
   * New keys, with prepared statements (each create for a new client comes here): for each
   * person, the erasures' ledger, then the key, in one transaction for the keys asked for
   * together (Coalesced), synced as the ORM's insert was (the events sealed with them may be
   * appended to another database, KurrentDB). Answers each person's key (theirs, when another
   * request made it first), or null for a person forgotten.
   */
  private readonly made = new Coalesced<string, string | null>((people) => {
    const orm = this.orm as unknown as ReadModels;
    const keys = tableShape(orm.em, SecretKey);
    const erasures = tableShape(orm.em, Erasure);
    const column = (property: string) => keys.byProperty.get(property)!;
    return readModelTransaction(
      orm,
      async (sql) => {
        const stored: (string | null)[] = [];
        for (const person of people) {
          const [erased] = await sql.all(`select 1 as erased from ${quoted(erasures.table)} where ${quoted(erasures.key.column)} = ${sql.placeholder(1)}`, [person]);
          if (erased) {
            stored.push(null);
            continue;
          }
          await sql.run(
            `insert into ${quoted(keys.table)} (${['subject', 'key', 'createdAt'].map((p) => quoted(column(p).column)).join(', ')}) values (${sql.placeholder(1)}, ${sql.placeholder(2)}, ${sql.placeholder(3)}) on conflict do nothing`,
            [person, randomBytes(32).toString('base64'), toDatabase(sql.engine, column('createdAt').kind, new Date())],
          );
          const [row] = await sql.all(`select ${quoted(column('key').column)} as key from ${quoted(keys.table)} where ${quoted(keys.key.column)} = ${sql.placeholder(1)}`, [person]);
          stored.push(String(row!['key']));
        }
        return stored;
      },
      { synced: true },
    );
  });

  /** The keys of `people` (null for a person without one: forgotten, or never sealed for). */
  async keysOf(people: Iterable<string>): Promise<Map<string, Buffer | null>> {
    const now = Date.now();
    const found = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const person of new Set(people)) {
      const cached = this.cache.get(person);
      if (cached && now - cached.at < FRESH_MS) found.set(person, cached.key);
      else missing.push(person);
    }
    for (let from = 0; from < missing.length; from += 500) {
      const batch = missing.slice(from, from + 500);
      // Two columns, no entities, a prepared statement (every command about a person asks this
      // once the key's few seconds in memory are over; a rebuild once per page of the log).
      const rows = (await readModelQuery(this.orm as unknown as ReadModels, (sql) =>
        sql.engine === 'postgresql'
          ? sql.all('select subject, key from secret_keys where subject = any($1::text[])', [batch])
          : sql.all(`select subject, key from secret_keys where subject in (${batch.map(() => '?').join(', ')})`, batch),
      )) as { subject: string; key: string }[];
      const keys = new Map(rows.map((row) => [row.subject, Buffer.from(row.key, 'base64')]));
      for (const person of batch) {
        const key = keys.get(person) ?? null;
        found.set(person, key);
        this.remember(person, key, now);
      }
    }
    return found;
  }

  /**
   * The key to seal a person's fields with, made the first time; null when the person was
   * forgotten: what is written about them from then on is not kept.
   */
  async keyToSeal(person: string): Promise<Buffer | null> {
    const known = (await this.keysOf([person])).get(person);
    if (known) return known;
    const stored = await this.made.add(person);
    if (stored === null) return null;
    const key = Buffer.from(stored, 'base64');
    this.remember(person, key, Date.now());
    return key;
  }

  /** Records the erasure and destroys the key: from now on the person's fields read as forgotten. */
  async shred(person: string, at: Date): Promise<void> {
    const em = this.orm.em.fork();
    await em.transactional(async (tx) => {
      if (!(await tx.findOne(Erasure, { subject: person }))) await tx.insert(Erasure, { subject: person, erasedAt: at });
      await tx.nativeDelete(SecretKey, { subject: person });
    });
    this.forget(person);
  }

  /** Drops what this process remembers of the person's key. */
  forget(person: string): void {
    this.cache.set(person, { key: null, at: Date.now() });
  }

  private remember(person: string, key: Buffer | null, at: number): void {
    this.cache.set(person, { key, at });
  }
}
