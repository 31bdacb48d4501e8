import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { addressLine, INVOICE_SOURCES, invoiceMessages, NotFound, RuleBroken, ValidationFailed, type InvoiceFacts, type InvoiceIssuer, type InvoiceLineForm, type InvoiceSourceKind } from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { OrderRow } from '../orders/order-row.entity.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { Projector } from '../projections/projector.js';
import { RepairRow } from '../repairs/repair-row.entity.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { InvoiceRow } from './invoice-row.entity.js';

export const invoiceSourceMessages = {
  sourceInvalid: 'Indica qué se factura: una reparación, un pedido o una venta en mostrador',
  repairNotFound: 'Reparación no encontrada',
  orderNotFound: 'Pedido no encontrado',
  repairNotCollected: 'Solo se factura una reparación entregada al cliente',
  repairNotPriced: 'La reparación no tiene precio: fíjalo antes de facturarla',
  orderNotDelivered: 'Solo se factura un pedido entregado al cliente',
} as const;

/** What is invoiced: the lines of a collected repair or a delivered order, and the customer's name. */
export interface InvoicedWork {
  source: { kind: InvoiceSourceKind; id: number | null };
  lines: InvoiceLineForm[] | unknown;
  customerName: string;
}

/**
 * What an invoice is made from and checked against, read from the read models once they show
 * every event logged so far: the work invoiced, the invoice it may already have, the shop's
 * identity, and an earlier invoice as the rectifying one needs it.
 */
@Injectable()
export class InvoiceSources {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projector: Projector,
    private readonly settings: ShopSettings,
  ) {}

  /** The read models caught up with the log, or a 503 that says to try again. */
  async caughtUp(): Promise<void> {
    const head = await this.store.headPosition();
    if (head > 0 && !(await this.projector.waitFor(head))) {
      throw new ServiceUnavailableException({ message: 'Las facturas van con retraso: vuelve a intentarlo en un momento' });
    }
  }

  async issuer(): Promise<InvoiceIssuer> {
    const { identity } = await this.settings.current();
    return { legalName: identity.legalName, taxId: identity.taxId, address: addressLine(identity), tradeName: identity.tradeName };
  }

  /** The work a request names (`{ kind, id }`), with its lines: a counter sale's come from the form. */
  async work(source: unknown, formLines: unknown): Promise<InvoicedWork> {
    const { kind, id } = (source ?? {}) as { kind?: unknown; id?: unknown };
    if (!INVOICE_SOURCES.includes(kind as InvoiceSourceKind)) throw new ValidationFailed({ source: invoiceSourceMessages.sourceInvalid }, invoiceSourceMessages.sourceInvalid);
    if (kind === 'counter') return { source: { kind, id: null }, lines: formLines, customerName: '' };
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw new ValidationFailed({ source: invoiceSourceMessages.sourceInvalid }, invoiceSourceMessages.sourceInvalid);
    const em = this.orm.em.fork();
    if (kind === 'repair') {
      const repair = await em.findOne(RepairRow, { id });
      if (!repair) throw new NotFound(invoiceSourceMessages.repairNotFound);
      if (repair.collectedAt === null) throw new RuleBroken(invoiceSourceMessages.repairNotCollected);
      if (!repair.priceCents) throw new RuleBroken(invoiceSourceMessages.repairNotPriced);
      const what = [repair.device, repair.model].filter(Boolean).join(' ');
      return {
        source: { kind: 'repair', id },
        lines: [{ description: `Reparación nº ${id}: ${what}`.slice(0, 200), quantity: 1, unitPriceCents: repair.priceCents }],
        customerName: repair.clientName,
      };
    }
    const order = await em.findOne(OrderRow, { id });
    if (!order) throw new NotFound(invoiceSourceMessages.orderNotFound);
    if (order.status !== 'delivered') throw new RuleBroken(invoiceSourceMessages.orderNotDelivered);
    const lines = order.reservationLines
      ? order.reservationLines.map((line) => ({ description: line.name.slice(0, 200), quantity: line.quantity, unitPriceCents: line.unitPriceCents }))
      : [{ description: order.name.slice(0, 200), quantity: order.quantity, unitPriceCents: order.unitPriceCents }];
    return { source: { kind: 'order', id }, lines, customerName: order.clientName };
  }

  /** The source's current invoice: neither annulled nor itself a rectifying one. */
  async invoiceOf(source: { kind: InvoiceSourceKind; id: number | null }): Promise<{ number: string } | null> {
    if (source.id === null) return null;
    const row = await this.orm.em.fork().findOne(InvoiceRow, { sourceKind: source.kind, sourceId: source.id, annulledAt: null, rectifiesId: null }, { fields: ['number'] });
    return row ? { number: row.number } : null;
  }

  async facts(invoiceId: number): Promise<InvoiceFacts | null> {
    const row = await this.orm.em.fork().findOne(InvoiceRow, { id: invoiceId });
    if (!row) return null;
    return {
      invoiceId: row.id,
      number: row.number,
      kind: row.kind,
      issueDate: row.issueDate,
      lines: row.lines,
      customer: row.customer,
      source: { kind: row.sourceKind, id: row.sourceId },
      annulled: row.annulledAt !== null,
      rectifiedBy: row.rectifiedBy,
      sale: row.sale,
    };
  }

  /** The invoice a request issued, by its id and number (a counter sale retried). */
  async invoiceOfRequest(requestId: string): Promise<{ id: number; number: string } | { id: null; number: null }> {
    const row = await this.orm.em.fork().findOne(InvoiceRow, { requestId }, { fields: ['id', 'number'] });
    return row ? { id: row.id, number: row.number } : { id: null, number: null };
  }

  async idOfRequest(requestId: string): Promise<number | null> {
    return (await this.orm.em.fork().findOne(InvoiceRow, { requestId }, { fields: ['id'] }))?.id ?? null;
  }
}

export { invoiceMessages };
