import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { NoticeCheckpoint } from '../notices/notice-checkpoint.entity.js';
import type { ProjectionRuntime } from '../projections/projector.js';

const BATCH = 100;
/** How long after a pass that acted on nothing its position is saved. */
const SAVE_AFTER_MS = 2000;

/**
 * A reactor that follows the global log from a checkpoint of its own (a row of
 * `notice_checkpoints`) and acts on some events, on the instance that projects (the leader),
 * whichever process wrote them. Each action must be idempotent (keyed by the event): a batch read
 * again after a crash changes nothing twice.
 *
 * While it leads, its position is kept in memory and its checkpoint read once, not on every
 * pass. A pass that acted saves at once (a restart resumes after what it did); one that acted on
 * nothing is saved a moment later, in one write for many commands.
 */
export abstract class LogFollower implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private stopSubscription: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  protected stopped = false;
  /** How far this process has read while it leads; forgotten when it stops leading (another instance moves it). */
  private position: number | undefined;
  /** The position last saved, and the save of a pass that acted on nothing, a moment later. */
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

  /**
   * Acts on one event; answers whether it did something (saved at once). An error stops the pass
   * at this event, to be read again on the next change.
   */
  protected abstract react(event: RecordedEvent): Promise<boolean>;

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
      for (const event of batch) {
        if (this.stopped) break;
        const acted = await this.react(event);
        this.position = event.position;
        if (acted) await this.save();
      }
    }
    // What acted on nothing is saved past a moment later, in one write for all of it: a restart
    // before that reads it again and does nothing (each action is keyed by its event).
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
    await this.orm.em.fork().nativeUpdate(NoticeCheckpoint, { name: this.checkpoint, position: { $lt: position } }, { position });
    this.saved = position;
  }
}
