import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { anEvent, describeEventStoreContract, type EngineUnderTest } from './contract.js';
import type { EventStore } from './event-store.js';
import { SqliteEventStore } from './sqlite-event-store.js';

async function sqliteFile(): Promise<EngineUnderTest> {
  const dir = mkdtempSync(join(tmpdir(), 'taller-es-'));
  const file = join(dir, 'taller.sqlite');
  const opened: EventStore[] = [];
  const open = () => {
    const store = new SqliteEventStore(file, { pollIntervalMs: 20 });
    opened.push(store);
    return store;
  };
  return {
    store: open(),
    openAnother: async () => open(),
    dispose: async () => {
      await Promise.all(opened.map((s) => s.close()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describeEventStoreContract('SQLite', sqliteFile);

describe('SQLite event store, while another connection holds the write lock', () => {
  let dir: string;
  let file: string;
  let store: SqliteEventStore;
  let other: Database.Database;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'taller-es-lock-'));
    file = join(dir, 'taller.sqlite');
    store = new SqliteEventStore(file, { lockTimeoutMs: 1000 });
    other = new Database(file);
  });
  afterEach(async () => {
    if (other.inTransaction) other.exec('ROLLBACK');
    other.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits for it without stopping the thread, then appends', async () => {
    other.exec('BEGIN IMMEDIATE');
    const appended = store.append('client-1', [anEvent()], 'no_stream');
    // The thread is free: a timer runs, and the holder (here, of this very thread) can finish.
    await new Promise((resolve) => setTimeout(resolve, 50));
    other.exec('COMMIT');
    await expect(appended).resolves.toMatchObject({ position: 1 });
    // Each wait is counted, for the metrics (taller_sqlite_busy_waits_total).
    expect(store.busyWaits).toBeGreaterThan(0);
  });

  it('gives up with SQLite’s own error once the wait is over', async () => {
    other.exec('BEGIN IMMEDIATE');
    await expect(store.append('client-1', [anEvent()], 'no_stream')).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
    other.exec('ROLLBACK');
    expect(await store.readStream('client-1')).toEqual([]);
  });
});
