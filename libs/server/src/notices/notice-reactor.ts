import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { quoted, readModelTransaction, tableShape } from '../projections/sql-context.js';
import { PROJECTION_RUNTIME } from '../projections/projector.js';
import type { ProjectionRuntime } from '../projections/projector.js';
import { RepairNotices } from '../repairs/notices/repair-notices.js';
import { commandContext, DEMO_DATA_CORRELATION, SYSTEM_ACTOR } from '../shared/actor.js';
import { CustomerNotices } from './customer-notices.js';
import { NoticeCheckpoint } from './notice-checkpoint.entity.js';
import { NoticeSweep } from './notice-sweep.js';

const NAME = 'customer-notices';
const BATCH = 100;
/** How long after a pass that gave no notice its position is saved. */
const SAVE_AFTER_MS = 2000;
/** The notices that come with time are looked for this often (and at start). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** An event older than this when first read gives no notice: news two days late is no news. */
export const NOTICE_STALE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Gives the notices the shop chose when their step happens, whichever process wrote it (the
 * back-office, the CLI, another instance): it follows the global log from its checkpoint, as a
 * projection does, and for each event that is a step asks CustomerNotices (or, for the
 * completion notice that starts the storage clock, RepairNotices) to give it. Each notice is
 * keyed by the event's position, so a batch read again after a crash gives nothing twice. Its
 * first start begins at the log's head: the history already written tells nobody anything.
 * Runs in the API process, on the instance that projects (the leader).
 */
@Injectable()
export class NoticeReactor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Avisos');
  private stopSubscription: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;
  /**
   * How far this process has read while it leads: its checkpoint is read once when it starts
   * leading, not on every pass. Forgotten when it stops leading (another instance moves it).
   */
  private position: number | undefined;
  /** The position last saved, and the save of a pass that gave no notice, a moment later. */
  private saved = 0;
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(PROJECTION_RUNTIME) private readonly runtime: ProjectionRuntime,
    private readonly notices: CustomerNotices,
    private readonly repairNotices: RepairNotices,
    private readonly sweep: NoticeSweep,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const em = this.orm.em.fork();
    if (!(await em.findOne(NoticeCheckpoint, { name: NAME }))) {
      await em.upsert(NoticeCheckpoint, { name: NAME, position: await this.store.headPosition() }, { onConflictAction: 'ignore' });
    }
    this.stopSubscription = this.store.subscribe(() => void this.wake());
    void this.wake();
    this.sweepNow();
    this.sweepTimer = setInterval(() => this.sweepNow(), SWEEP_EVERY_MS);
    this.sweepTimer.unref();
  }

  /** The notices that come with time, on the instance that projects; one sweep at a time. */
  private sweepNow(): void {
    this.sweeping ??= (async () => {
      if (this.stopped || !(await this.runtime.leadership.isLeader())) return;
      const result = await this.sweep.run();
      const told = result.storageFee.length + result.finalNotice.length;
      if (told > 0) this.logger.log({ storageFee: result.storageFee, finalNotice: result.finalNotice }, `Avisos con fecha dados: ${told}`);
    })()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudieron dar los avisos con fecha; se reintentará'))
      .finally(() => (this.sweeping = undefined));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopSubscription?.();
    clearInterval(this.sweepTimer);
    await Promise.all([this.running, this.sweeping]);
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    await this.save().catch(() => undefined);
  }

  /** Reads what is new; a call during a pass asks for one more after it. Answers when the log is read. */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.stopped);
      } catch (error) {
        this.logger.error({ err: error }, 'No se pudieron dar los avisos a clientes; se reintentará con el próximo cambio');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async pass(): Promise<void> {
    if (!(await this.runtime.leadership.isLeader())) {
      this.position = undefined;
      return;
    }
    const em = this.orm.em.fork();
    if (this.position === undefined) {
      this.position = Number((await em.findOneOrFail(NoticeCheckpoint, { name: NAME })).position);
      this.saved = this.position;
    }
    for (;;) {
      const batch = await this.store.readAll(this.position, BATCH);
      if (batch.length === 0 || this.stopped) break;
      // Each record's events in order; different records' side by side, so that their notices'
      // appends share one commit of the store (group commit) instead of one fsync each.
      const byRecord = new Map<string, RecordedEvent[]>();
      for (const event of batch) {
        const events = byRecord.get(event.streamId);
        if (events) events.push(event);
        else byRecord.set(event.streamId, [event]);
      }
      await Promise.all(
        [...byRecord.values()].map(async (events) => {
          for (const event of events) {
            if (this.stopped) return;
            await this.react(event).catch((error: unknown) => {
              // One notice that cannot be given (a bad address, a record gone) must not stop the others.
              this.logger.warn({ err: error, position: event.position, type: event.type, streamId: event.streamId }, 'No se pudo dar un aviso al cliente');
            });
          }
        }),
      );
      // Stopped halfway: the batch is read again at the next start, and gives nothing twice.
      if (this.stopped) break;
      this.position = batch[batch.length - 1]!.position;
    }
    // Saved a moment later, in one write for all the passes of that moment: a restart before that
    // reads those events again and gives nothing twice (each notice is keyed by its event, and
    // the record's stream says which it gave).
    if (this.position !== this.saved && !this.saveTimer && !this.stopped) {
      this.saveTimer = setTimeout(() => {
        this.saveTimer = undefined;
        void this.save().catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudo guardar hasta dónde se leyeron los avisos'));
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
    await readModelTransaction(orm, (sql) =>
      sql.run(`update ${quoted(shape.table)} set ${at} = ${sql.placeholder(1)} where ${quoted(shape.key.column)} = ${sql.placeholder(2)} and ${at} < ${sql.placeholder(1)}`, [position, NAME]),
    );
    this.saved = position;
  }

  /** Gives the notice an event calls for; answers whether it was a step at all. */
  private async react(event: RecordedEvent): Promise<boolean> {
    if (Date.now() - Date.parse(event.metadata.occurredAt) > NOTICE_STALE_MS) return false;
    if (event.metadata.correlationId === DEMO_DATA_CORRELATION) return false;
    const id = Number(event.streamId.slice(event.streamId.indexOf('-') + 1));
    const trigger = String(event.position);
    const context = commandContext(SYSTEM_ACTOR, 'system', event.metadata.correlationId);
    const data = event.data as { to?: string };
    switch (event.type) {
      case 'RepairRegistered':
        await this.notices.give({ kind: 'repair', id }, 'received', trigger, context, { fecha: dayOf(event) });
        return true;
      case 'RevisionRegistered':
        await this.notices.give({ kind: 'revision', id }, 'received', trigger, context, { fecha: dayOf(event) });
        return true;
      case 'OrderStatusChanged':
        if (data.to !== 'ready') return false;
        await this.notices.give({ kind: 'order', id }, 'order_ready', trigger, context);
        return true;
      case 'RepairStatusChanged':
        if (data.to !== 'completed') return false;
        await this.readyToCollect(id, trigger, context);
        return true;
      default:
        return false;
    }
  }

  /**
   * A repair completed: by e-mail, the completion notice (the one the storage and abandonment
   * clocks count from, as when staff give it); by SMS or WhatsApp, a notice of the same step.
   */
  private async readyToCollect(id: number, trigger: string, context: Parameters<CustomerNotices['give']>[3]): Promise<void> {
    const outcome = await this.notices.give({ kind: 'repair', id }, 'ready_to_collect', trigger, context, {}, ['sms', 'whatsapp']);
    if ('skipped' in outcome && (outcome.skipped === 'step-off' || outcome.skipped === 'opted-out' || outcome.skipped === 'no-record')) return;
    if (!(await this.notices.hasEmail({ kind: 'repair', id }))) return;
    await this.repairNotices.give(id, { type: 'NotifyRepairCompletion', now: context.now, channel: 'email', givenBy: { id: null, name: SYSTEM_ACTOR.name } }, context);
  }
}

/** Made once: building an Intl.DateTimeFormat costs more than a notice's SQL. */
const madridDate = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The Madrid day of an event, as the e-mail prints it. */
function dayOf(event: RecordedEvent): string {
  return madridDate.format(new Date(event.metadata.occurredAt));
}
