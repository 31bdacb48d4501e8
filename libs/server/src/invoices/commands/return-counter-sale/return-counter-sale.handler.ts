import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { movementByOf } from '../../../payments/movement-request.js';
import { fingerprint } from '../../../verifactu/verifactu-hash.js';
import { billingAggregate } from '../../billing.stream.js';
import { InvoiceSources } from '../../invoice-sources.js';
import { moveInvoiceUnits } from '../../sale-stock/invoice-units.js';
import { ReturnCounterSale } from './return-counter-sale.command.js';

/**
 * A counter sale returned, in the same two steps as the sale (sell-at-counter.handler.ts): the
 * rectifying invoice with the money given back in one append to the billing log, then the units
 * back into each product's stock once per invoice; the same request again completes a return cut
 * part-way.
 */
@CommandHandler(ReturnCounterSale)
export class ReturnCounterSaleHandler implements ICommandHandler<ReturnCounterSale> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly sources: InvoiceSources,
  ) {}

  async execute({ invoiceId, form, requestId, context }: ReturnCounterSale) {
    await this.sources.caughtUp();
    const decided = await this.aggregates.handle({
      ...billingAggregate(),
      command: { type: 'ReturnCounterSale', target: await this.sources.facts(invoiceId), form, by: movementByOf(context), requestId, now: context.now, fingerprint, issuer: await this.sources.issuer() },
      context,
    });
    const event = decided.events[0];
    const issued =
      event?.type === 'InvoiceIssued'
        ? { id: event.data.invoiceId, number: event.data.number, items: event.data.sale?.items ?? [] }
        : await this.earlier(requestId);
    const moved = issued ? await moveInvoiceUnits(this.aggregates, { number: issued.number, direction: 'returned', items: issued.items }, context) : 0;
    const position = Math.max(decided.position, moved);
    return { id: issued?.id ?? 0, position, version: decided.version };
  }

  /** The return this request issued before (a retry), with the units it gives back. */
  private async earlier(requestId: string) {
    const { id } = await this.sources.invoiceOfRequest(requestId);
    const facts = id === null ? null : await this.sources.facts(id);
    return facts && { id: facts.invoiceId, number: facts.number, items: facts.sale?.items ?? [] };
  }
}
