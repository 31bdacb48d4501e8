import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** The read-model tables, as the projections write them. */
export const READ_MODEL_TABLES = [
  'client_rows',
  'repair_rows',
  'revision_rows',
  'order_rows',
  'product_rows',
  'activity_rows',
  'tracking_links',
  'client_account_links',
  'money_movements',
  'cash_close_rows',
  'invoice_rows',
  'repair_stat_rows',
  'invoice_stat_rows',
  'aeat_queue_rows',
  'projection_checkpoints',
] as const;

/** JSON with every object's keys sorted: PostgreSQL's jsonb keeps keys in its own order, SQLite as written. */
function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(sorted)
      : item !== null && typeof item === 'object'
        ? Object.fromEntries(Object.keys(item).sort().map((key) => [key, sorted((item as Record<string, unknown>)[key])]))
        : item;
  return JSON.stringify(sorted(value));
}

/** A json column's value as the same text on both engines: parsed (PostgreSQL) or the text the ORM wrote (SQLite). */
function jsonText(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value) && !(value instanceof Date)) return canonicalJson(value);
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return canonicalJson(JSON.parse(value));
    } catch {
      return value;
    }
  }
  return value;
}

/** A value as the same text on both engines: dates as ISO strings, numbers as numbers. */
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  // A json column: PostgreSQL reads it parsed, SQLite as the text the ORM wrote.
  if ((value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) || typeof value === 'string') {
    const text = jsonText(value);
    if (text !== value) return text;
  }
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^\d+$/.test(value) && value.length < 16) return Number(value);
  return value;
}

/**
 * A row of a table in a form both engines agree on, for comparing a copy with its source:
 * columns sorted, timestamps as ISO text (null stays null; `datetimeColumns` names those SQLite
 * keeps as numbers), booleans as 0/1, a PostgreSQL `position` (bigint, read as text) as a number,
 * a json column as its JSON text with sorted keys (PostgreSQL reads it parsed, jsonb in its own key order).
 */
export function comparableRow(row: Record<string, unknown>, datetimeColumns: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(row)
      .sort()
      .map((column) => {
        const value = row[column];
        if (value instanceof Date) return [column, value.toISOString()];
        if (datetimeColumns.has(column) && value !== null) return [column, new Date(value as number | string).toISOString()];
        if (typeof value === 'boolean') return [column, value ? 1 : 0];
        if ((value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) || typeof value === 'string') {
          const text = jsonText(value);
          if (text !== value) return [column, text];
        }
        if (typeof value === 'string' && /^\d+$/.test(value) && column === 'position') return [column, Number(value)];
        return [column, value];
      }),
  );
}

/**
 * Every row of every read-model table, sorted, straight from the database of a data
 * directory (SQLite) or a PostgreSQL URL. For comparing a read model with a rebuild.
 */
export async function readModelSnapshot(where: { dataDir?: string; databaseUrl?: string }): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      for (const table of READ_MODEL_TABLES) {
        const { rows } = await client.query(`SELECT * FROM ${table} ORDER BY 1`);
        snapshot[table] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalise(v)])));
      }
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(join(where.dataDir!, 'taller.sqlite'), { readonly: true });
    try {
      for (const table of READ_MODEL_TABLES) {
        const rows = db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all() as Record<string, unknown>[];
        snapshot[table] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalise(v)])));
      }
    } finally {
      db.close();
    }
  }
  return snapshot;
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}
