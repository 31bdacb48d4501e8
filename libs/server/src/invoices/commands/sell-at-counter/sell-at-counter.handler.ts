import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { availableUnits, readCounterSale, type CounterProduct } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { movementByOf } from '../../../payments/movement-request.js';
import { productAggregate } from '../../../products/product.stream.js';
import { fingerprint } from '../../../verifactu/verifactu-hash.js';
import { billingAggregate } from '../../billing.stream.js';
import { InvoiceSources } from '../../invoice-sources.js';
import { moveInvoiceUnits } from '../../sale-stock/invoice-units.js';
import { SellAtCounter } from './sell-at-counter.command.js';

/**
 * A counter sale in two steps that cannot leave half a sale behind:
 *
 * 1. The invoice, with the money taken, in ONE append to the billing log (`InvoiceIssued.sale`),
 *    decided on the products' stock read just before: more units than are free are refused here
 *    (409, naming the product) and nothing is written.
 * 2. The units out of each product's stream (`StockSoldInStore` naming the invoice). The sale has
 *    happened, so this step is never refused, and it is recorded once per invoice: a request
 *    retried with the same `requestId` (after a failure part-way) issues nothing new and completes
 *    whatever stock step the first attempt did not reach.
 *
 * Every event carries the request's correlation id, so the audit shows the sale as one act.
 */
@CommandHandler(SellAtCounter)
export class SellAtCounterHandler implements ICommandHandler<SellAtCounter> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly sources: InvoiceSources,
  ) {}

  async execute({ form, requestId, context }: SellAtCounter) {
    // The form is checked before anything is read (a hostile body is a 400, never a 500).
    const { lines } = readCounterSale(form);
    const productIds = lines.flatMap((line) => ('productId' in line ? [line.productId] : []));
    await this.sources.caughtUp();
    const decided = await this.aggregates.handle({
      ...billingAggregate(),
      command: {
        type: 'SellAtCounter',
        kind: form['kind'] ?? 'simplified',
        customer: form['customer'] ?? {},
        form,
        products: await this.products(productIds),
        by: movementByOf(context),
        requestId,
        now: context.now,
        fingerprint,
        issuer: await this.sources.issuer(),
      },
      context,
    });
    const event = decided.events[0];
    const invoice =
      event?.type === 'InvoiceIssued'
        ? { id: event.data.invoiceId, number: event.data.number, position: decided.position }
        : { ...(await this.sources.invoiceOfRequest(requestId)), position: 0 };
    const items = lines.flatMap((line) => ('productId' in line ? [{ productId: line.productId, quantity: line.quantity }] : []));
    const moved = invoice.number ? await moveInvoiceUnits(this.aggregates, { number: invoice.number, direction: 'sold', items }, context) : 0;
    const position = Math.max(invoice.position, moved);
    return { id: invoice.id ?? 0, position, version: decided.version };
  }

  /** Each product the sale names, as its stream has it now (null: not in the catalogue). */
  private async products(ids: number[]): Promise<Record<number, CounterProduct | null>> {
    const found: Record<number, CounterProduct | null> = {};
    for (const id of ids) {
      const aggregate = productAggregate(id);
      const { state } = await this.aggregates.load(aggregate.streamId, aggregate.decider, aggregate.catalogue);
      found[id] = state.exists ? { name: state.name, priceCents: state.priceCents, active: state.active, available: availableUnits(state) } : null;
    }
    return found;
  }
}
