import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { NoticeCheckpoint } from '../notices/notice-checkpoint.entity.js';
import type { ReadModels } from '../persistence/orm.js';
import type { ProjectionRuntime } from '../projections/projector.js';
import { quoted, readModelTransaction, tableShape } from '../projections/sql-context.js';

const BATCH = 100;
/** How long after a pass its position is saved: one write for all the passes of that moment. */
const SAVE_AFTER_MS = 2000;

/**
 * A reactor that follows the global log from a checkpoint of its own (a row of
 * `notice_checkpoints`) and acts on some events, on the instance that projects (the leader),
 * whichever process wrote them (the back-office, the CLI, another instance). Each action must be
 * idempotent, keyed by its event: a batch read again after a crash or a power cut changes
 * nothing twice. That is why its position is kept in memory while it leads (the checkpoint read
 * once, not on every pass) and saved a moment later, unsynced: a position lost is read again.
 */
export abstract class LogFollower implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private stopSubscription: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  protected stopped = false;
  /** How far this process has read while it leads; forgotten when it stops leading (another instance moves it). */
  private position: number | undefined;
  /** The position last saved, and the save a moment later. */
  private saved = 0;
  private saveTimer: NodeJS.Timeout | undefined;

  protected constructor(
    /** Its row in the checkpoints table. */
    private readonly checkpoint: string,
    protected readonly logger: Logger,
    /** Logged when a pass stops on an error (to be tried again with the next change). */
    private readonly failure: string,
    protected readonly store: EventStore,
    protected readonly orm: MikroORM,
    protected readonly runtime: ProjectionRuntime,
  ) {}

  /** Where its first start begins (the position of the last event it does not act on). */
  protected abstract startAt(): Promise<number>;

  /** Acts on one event. An error stops the pass: its batch is read again on the next change. */
  protected abstract react(event: RecordedEvent): Promise<void>;

  /** Acts on a batch of the log; by default one event after another. */
  protected async reactToBatch(batch: readonly RecordedEvent[]): Promise<void> {
    for (const event of batch) {
      if (this.stopped) return;
      await this.react(event);
    }
  }

  async onApplicationBootstrap(): Promise<void> {
    const em = this.orm.em.fork();
    if (!(await em.findOne(NoticeCheckpoint, { name: this.checkpoint }))) {
      await em.upsert(NoticeCheckpoint, { name: this.checkpoint, position: await this.startAt() }, { onConflictAction: 'ignore' });
    }
    this.stopSubscription = this.store.subscribe(() => void this.wake());
    void this.wake();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopSubscription?.();
    await this.running;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    await this.save().catch(() => undefined);
  }

  /**
   * Reads what is new; a call during a pass asks for one more after it (after a failed one too:
   * the call may bring what the failure lacked). Answers when the log is read.
   */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          try {
            await this.pass();
          } catch (error) {
            this.logger.error({ err: error }, this.failure);
          }
        } while (this.again && !this.stopped);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /**
   * Forgets the position kept in memory: the next pass reads the checkpoint, as after a restart
   * or a change of leader.
   */
  forgetPosition(): void {
    this.position = undefined;
  }

  private async pass(): Promise<void> {
    if (!(await this.runtime.leadership.isLeader())) {
      this.position = undefined;
      return;
    }
    if (this.position === undefined) {
      this.position = Number((await this.orm.em.fork().findOneOrFail(NoticeCheckpoint, { name: this.checkpoint })).position);
      this.saved = this.position;
    }
    for (;;) {
      const batch = await this.store.readAll(this.position, BATCH);
      if (batch.length === 0 || this.stopped) break;
      await this.reactToBatch(batch);
      // Stopped halfway: the batch is read again at the next start, and changes nothing twice.
      if (this.stopped) break;
      this.position = batch[batch.length - 1]!.position;
    }
    if (this.position !== this.saved && !this.saveTimer && !this.stopped) {
      this.saveTimer = setTimeout(() => {
        this.saveTimer = undefined;
        void this.save().catch((error: unknown) => this.logger.warn({ err: error, checkpoint: this.checkpoint }, 'No se pudo guardar hasta dónde se leyó el registro'));
      }, SAVE_AFTER_MS);
      this.saveTimer.unref();
    }
  }

  /** Saves how far this process has read; only ever forwards (another instance may have gone further). */
  private async save(): Promise<void> {
    const position = this.position;
    if (position === undefined || position === this.saved) return;
    const orm = this.orm as unknown as ReadModels;
    const shape = tableShape(orm.em, NoticeCheckpoint);
    const at = quoted(shape.byProperty.get('position')!.column);
    // Not synced on its own (readModelTransaction): a position lost to a power cut is read again.
    // One placeholder per value: SQLite's `?` are positional.
    await readModelTransaction(orm, (sql) =>
      sql.run(
        `update ${quoted(shape.table)} set ${at} = ${sql.placeholder(1)} where ${quoted(shape.key.column)} = ${sql.placeholder(2)} and ${at} < ${sql.placeholder(3)}`,
        [position, this.checkpoint, position],
      ),
    );
    this.saved = position;
  }
}
