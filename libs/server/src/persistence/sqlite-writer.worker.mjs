// One write transaction on a SQLite file, on its own thread: see sqlite-writer.ts.
// Plain JavaScript, so the same file runs from the sources (tests) and from dist.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** @type {{ file: string, pragmas: string[], begin: string[] }} */
const { file, pragmas, begin } = workerData;
/** @type {import('better-sqlite3').Database | undefined} */
let db;
/** @type {Map<string, import('better-sqlite3').Statement>} */
const statements = new Map();

function fail(/** @type {unknown} */ error) {
  try {
    if (db?.inTransaction) db.exec('ROLLBACK');
    db?.close();
  } catch {
    /* the error that matters is the first one */
  }
  db = undefined;
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}

try {
  db = new Database(file);
  for (const pragma of pragmas) db.pragma(pragma);
  // The commit would copy the whole transaction into the database file before returning:
  // done after answering instead (see below).
  db.pragma('wal_autocheckpoint = 0');
  db.exec('BEGIN IMMEDIATE');
  for (const sql of begin) db.exec(sql);
} catch (error) {
  fail(error);
}

parentPort?.on('message', (/** @type {{ sql?: string, values?: unknown[], end?: 'commit' | 'rollback' }} */ message) => {
  if (!db) return; // failed: the error has been sent
  try {
    if (message.end) {
      db.exec(message.end === 'commit' ? 'COMMIT' : 'ROLLBACK');
      parentPort?.postMessage({ ended: message.end });
      // Done and durable. Copying the new pages from the log into the database file can
      // happen after the answer: it blocks no reader or writer.
      db.pragma('wal_checkpoint(PASSIVE)');
      db.close();
      db = undefined;
      parentPort?.close();
      return;
    }
    const sql = /** @type {string} */ (message.sql);
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    statement.run(message.values ?? []);
    parentPort?.postMessage({ done: true });
  } catch (error) {
    fail(error);
  }
});
