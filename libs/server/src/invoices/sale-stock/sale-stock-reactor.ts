import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { DomainError, type CounterSaleRecord } from '@taller/domain';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { AggregateStore } from '../../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../../event-sourcing/tokens.js';
import { NoticeCheckpoint } from '../../notices/notice-checkpoint.entity.js';
import { MIKRO_ORM } from '../../persistence/orm.js';
import { PROJECTION_RUNTIME, type ProjectionRuntime } from '../../projections/projector.js';
import { commandContext, SYSTEM_ACTOR } from '../../shared/actor.js';
import { BILLING_STREAM } from '../billing.stream.js';
import { moveInvoiceUnits } from './invoice-units.js';

/** Its row in the log-reader checkpoints table (shared with the notices, one row per reader). */
const NAME = 'counter-sale-stock';
const BATCH = 100;

/**
 * Completes a counter sale (or its return) that stopped between the invoice and the units: it
 * follows the global log from its checkpoint and, for each `InvoiceIssued` with a `sale`, moves
 * that invoice's units with the same idempotent step the handlers run (moveInvoiceUnits). A
 * product already naming the invoice records nothing, so a sale the handler completed (the usual
 * case) or a batch read again after a crash writes nothing twice. Its first start begins just
 * before the billing log's first event, so sales cut before it existed are completed too. Runs in
 * the API process, on the instance that projects (the leader).
 */
@Injectable()
export class SaleStockReactor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Ventas');
  private stopSubscription: (() => void) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(PROJECTION_RUNTIME) private readonly runtime: ProjectionRuntime,
    private readonly aggregates: AggregateStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const em = this.orm.em.fork();
    if (!(await em.findOne(NoticeCheckpoint, { name: NAME }))) {
      const [first] = await this.store.readStream(BILLING_STREAM);
      const start = first ? first.position - 1 : await this.store.headPosition();
      await em.upsert(NoticeCheckpoint, { name: NAME, position: start }, { onConflictAction: 'ignore' });
    }
    this.stopSubscription = this.store.subscribe(() => void this.wake());
    void this.wake();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopSubscription?.();
    await this.running;
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
        this.logger.error({ err: error }, 'No se pudieron completar las unidades de las ventas; se reintentará con el próximo cambio');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  private async pass(): Promise<void> {
    if (!(await this.runtime.leadership.isLeader())) return;
    const em = this.orm.em.fork();
    let position = Number((await em.findOneOrFail(NoticeCheckpoint, { name: NAME })).position);
    for (;;) {
      const batch = await this.store.readAll(position, BATCH);
      if (batch.length === 0 || this.stopped) break;
      for (const event of batch) {
        if (this.stopped) break;
        let acted = false;
        try {
          acted = await this.react(event);
        } catch (error) {
          // A sale the domain refuses to complete (a product not in the catalogue) is told and
          // passed; anything else (the database away) stops here, to be tried again on the next change.
          if (!(error instanceof DomainError)) throw error;
          this.logger.warn({ err: error, position: event.position }, 'No se pudieron mover las unidades de una venta en mostrador');
        }
        position = event.position;
        if (acted) await this.save(position);
      }
      await this.save(position);
    }
  }

  /** Saves how far it has read; only ever forwards (another instance may have gone further). */
  private async save(position: number): Promise<void> {
    await this.orm.em.fork().nativeUpdate(NoticeCheckpoint, { name: NAME, position: { $lt: position } }, { position });
  }

  /** Moves the units of a sale's (or return's) invoice; answers whether the event was one. */
  private async react(event: RecordedEvent): Promise<boolean> {
    if (event.streamId !== BILLING_STREAM || event.type !== 'InvoiceIssued') return false;
    const data = event.data as { number: string; kind: string; sale?: CounterSaleRecord | null };
    if (!data.sale || data.sale.items.length === 0) return false;
    const context = commandContext(SYSTEM_ACTOR, 'system', event.metadata.correlationId);
    await moveInvoiceUnits(this.aggregates, { number: data.number, direction: data.kind === 'rectifying' ? 'returned' : 'sold', items: data.sale.items }, context);
    return true;
  }
}
