import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { requireAsOurs } from './paths.mjs';

const Database = requireAsOurs('better-sqlite3'); // the build our engine runs on

/**
 * How long one durable commit takes on this disk right now: the median of 100 one-row
 * transactions in WAL with synchronous=FULL. Appends are bound by it; it drifts on shared disks.
 */
export function commitLatencyMs(dir) {
  const file = join(dir, 'probe.sqlite');
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
    const write = db.transaction(() => insert.run('x'.repeat(500)));
    const times = [];
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      write();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return times[50];
  } finally {
    db.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}
