import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { formatDay, madridDay } from '@taller/domain';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { LogFollower } from '../event-sourcing/log-follower.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { PROJECTION_RUNTIME } from '../projections/projector.js';
import type { ProjectionRuntime } from '../projections/projector.js';
import { RepairNotices } from '../repairs/notices/repair-notices.js';
import { commandContext, DEMO_DATA_CORRELATION, SYSTEM_ACTOR } from '../shared/actor.js';
import { CustomerNotices } from './customer-notices.js';
import { NoticeSweep } from './notice-sweep.js';

/** The notices that come with time are looked for this often (and at start). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** An event older than this when first read gives no notice: news two days late is no news. */
export const NOTICE_STALE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Gives the notices the shop chose when their step happens, whichever process wrote it: it
 * follows the global log (LogFollower) and for each event that is a step asks CustomerNotices
 * (or, for the completion notice that starts the storage clock, RepairNotices) to give it. Each
 * notice is keyed by the event's position, and the record's stream says which it gave, so a
 * batch read again after a crash gives nothing twice. Its first start begins at the log's head:
 * the history already written tells nobody anything. It also runs the sweep of the notices that
 * come with time (storage fees, final notices), hourly, on the instance that leads.
 */
@Injectable()
export class NoticeReactor extends LogFollower {
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(MIKRO_ORM) orm: MikroORM,
    @Inject(PROJECTION_RUNTIME) runtime: ProjectionRuntime,
    private readonly notices: CustomerNotices,
    private readonly repairNotices: RepairNotices,
    private readonly sweep: NoticeSweep,
  ) {
    super('customer-notices', new Logger('Avisos'), 'No se pudieron dar los avisos a clientes; se reintentará con el próximo cambio', store, orm, runtime);
  }

  protected startAt(): Promise<number> {
    return this.store.headPosition();
  }

  override async onApplicationBootstrap(): Promise<void> {
    await super.onApplicationBootstrap();
    this.sweepNow();
    this.sweepTimer = setInterval(() => this.sweepNow(), SWEEP_EVERY_MS);
    this.sweepTimer.unref();
  }

  override async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.sweepTimer);
    await Promise.all([super.beforeApplicationShutdown(), this.sweeping]);
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

  /**
   * Each record's events in order; different records' side by side, so that their notices'
   * appends share one commit of the store (group commit) instead of one fsync each.
   */
  protected override async reactToBatch(batch: readonly RecordedEvent[]): Promise<void> {
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
          await this.react(event);
        }
      }),
    );
  }

  /** Gives the notice an event calls for. One that cannot be given (a bad address, a record gone) does not stop the others. */
  protected async react(event: RecordedEvent): Promise<void> {
    await this.give(event).catch((error: unknown) => {
      this.logger.warn({ err: error, position: event.position, type: event.type, streamId: event.streamId }, 'No se pudo dar un aviso al cliente');
    });
  }

  /** Gives the notice an event calls for; answers whether it was a step at all. */
  private async give(event: RecordedEvent): Promise<boolean> {
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

/** The Madrid day of an event, as the e-mail prints it (`22/11/2026`). */
function dayOf(event: RecordedEvent): string {
  return formatDay(madridDay(event.metadata.occurredAt));
}
