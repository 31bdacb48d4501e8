import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { DomainError, type CounterSaleRecord } from '@taller/domain';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { AggregateStore } from '../../event-sourcing/aggregate-store.js';
import { LogFollower } from '../../event-sourcing/log-follower.js';
import { EVENT_STORE } from '../../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../../persistence/orm.js';
import { PROJECTION_RUNTIME, type ProjectionRuntime } from '../../projections/projector.js';
import { commandContext, SYSTEM_ACTOR } from '../../shared/actor.js';
import { BILLING_STREAM } from '../billing.stream.js';
import { moveInvoiceUnits } from './invoice-units.js';

/**
 * Completes a counter sale (or its return) that stopped between the invoice and the units: it
 * follows the global log (LogFollower) and, for each `InvoiceIssued` with a `sale`, moves that
 * invoice's units with the same idempotent step the handlers run (moveInvoiceUnits). A product
 * already naming the invoice records nothing, so a sale the handler completed (the usual case) or
 * a batch read again after a crash writes nothing twice. Its first start begins just before the
 * billing log's first event, so sales cut before it existed are completed too.
 */
@Injectable()
export class SaleStockReactor extends LogFollower {
  constructor(
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(MIKRO_ORM) orm: MikroORM,
    @Inject(PROJECTION_RUNTIME) runtime: ProjectionRuntime,
    private readonly aggregates: AggregateStore,
  ) {
    super('counter-sale-stock', new Logger('Ventas'), 'No se pudieron completar las unidades de las ventas; se reintentará con el próximo cambio', store, orm, runtime);
  }

  protected async startAt(): Promise<number> {
    const [first] = await this.store.readStream(BILLING_STREAM);
    return first ? first.position - 1 : await this.store.headPosition();
  }

  /** Moves the units of a sale's (or return's) invoice, once (a product naming the invoice records nothing). */
  protected async react(event: RecordedEvent): Promise<void> {
    if (event.streamId !== BILLING_STREAM || event.type !== 'InvoiceIssued') return;
    const data = event.data as { number: string; kind: string; sale?: CounterSaleRecord | null };
    if (!data.sale || data.sale.items.length === 0) return;
    const context = commandContext(SYSTEM_ACTOR, 'system', event.metadata.correlationId);
    try {
      await moveInvoiceUnits(this.aggregates, { number: data.number, direction: data.kind === 'rectifying' ? 'returned' : 'sold', items: data.sale.items }, context);
    } catch (error) {
      // A sale the domain refuses to complete (a product not in the catalogue) is told and
      // passed; anything else (the database away) stops here, to be tried again on the next change.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn({ err: error, position: event.position }, 'No se pudieron mover las unidades de una venta en mostrador');
    }
  }
}
