import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract, type EngineUnderTest } from './contract.js';
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
