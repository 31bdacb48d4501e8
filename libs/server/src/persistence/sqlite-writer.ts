import { Worker } from 'node:worker_threads';

/** Statements queued and not yet run: beyond this, `run` waits, so memory stays flat. */
const MAX_IN_FLIGHT = 16;

type Reply = { done: true } | { ended: 'commit' | 'rollback' } | { error: string };

/**
 * One write transaction on a SQLite file, run by a worker thread on its own connection, so
 * the statements execute on the second core while this thread prepares the next ones (a
 * rebuild spends as long writing rows as producing them). It opens with `BEGIN IMMEDIATE`
 * (the database's write lock) and commits or rolls back as a whole; if the process dies,
 * SQLite rolls it back. Statements are queued: `run` returns once there is room in the
 * queue, and a failed statement rejects the next call.
 */
export class SqliteWriteThread {
  private inFlight = 0;
  private failure: Error | undefined;
  private room: (() => void) | undefined;
  private ended: ((outcome: Error | undefined) => void) | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => {
      if ('done' in reply) this.inFlight--;
      else if ('error' in reply) this.failure = new Error(reply.error);
      else if ('ended' in reply) this.ended?.(undefined);
      if ('error' in reply) this.ended?.(this.failure);
      this.room?.();
    });
    const lost = (error: Error) => {
      this.failure ??= error;
      this.ended?.(this.failure);
      this.room?.();
    };
    worker.on('error', lost);
    worker.on('exit', () => lost(new Error('El proceso de escritura en SQLite terminó antes de tiempo')));
  }

  /**
   * Starts the thread: it opens the connection with `pragmas`, takes the write lock and runs
   * `begin` while this thread goes on (statements queue behind them). If that fails, the
   * next call says so.
   */
  static begin(file: string, pragmas: readonly string[], begin: readonly string[]): SqliteWriteThread {
    const worker = new Worker(new URL('./sqlite-writer.worker.mjs', import.meta.url), {
      workerData: { file, pragmas, begin },
    });
    return new SqliteWriteThread(worker);
  }

  /** Queues a statement. `values` are handed over: do not reuse the array. */
  async run(sql: string, values: unknown[]): Promise<void> {
    while (this.inFlight >= MAX_IN_FLIGHT && !this.failure) await new Promise<void>((r) => (this.room = r));
    if (this.failure) throw this.failure;
    this.inFlight++;
    this.worker.postMessage({ sql, values });
  }

  /** Runs what is queued, then commits; rejects (rolled back) if any statement failed. */
  commit(): Promise<void> {
    return this.end('commit');
  }

  rollback(): Promise<void> {
    return this.end('rollback').catch(() => undefined);
  }

  private async end(how: 'commit' | 'rollback'): Promise<void> {
    const outcome = this.failure
      ? this.failure
      : await new Promise<Error | undefined>((resolve) => {
          this.ended = resolve;
          this.worker.postMessage({ end: how });
        });
    if (outcome) {
      await this.worker.terminate();
      throw outcome;
    }
    // It exits by itself once it has checkpointed; a process that is done need not wait.
    this.worker.removeAllListeners('exit');
    this.worker.unref();
  }
}
