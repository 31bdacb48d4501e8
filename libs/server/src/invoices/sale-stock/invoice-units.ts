import type { CommandContext } from '../../shared/actor.js';
import type { AggregateStore } from '../../event-sourcing/aggregate-store.js';
import { STOCK_ATTEMPTS } from '../../products/commands/record-stock-movement/record-stock-movement.handler.js';
import { productAggregate } from '../../products/product.stream.js';

/** The units an invoice moves: a counter sale's take them out, its return's rectifying invoice puts them back. */
export interface InvoiceUnits {
  number: string;
  direction: 'sold' | 'returned';
  items: readonly { productId: number; quantity: number }[];
}

/**
 * Moves the units of invoice N in each product's stream (`SellOnInvoice` / `ReturnOnInvoice`),
 * once per invoice: a product that already names the invoice records nothing. The one step the
 * counter-sale and return handlers run after the invoice, and the one SaleStockReactor runs for
 * an invoice whose request stopped before it. Answers the position of the last unit movement
 * of the invoice, written now or before (what a caller waits for to read its writes).
 */
export async function moveInvoiceUnits(aggregates: AggregateStore, invoice: InvoiceUnits, context: CommandContext): Promise<number> {
  let position = 0;
  for (const item of invoice.items) {
    const moved = await aggregates.handle({
      ...productAggregate(item.productId),
      command: { type: invoice.direction === 'sold' ? 'SellOnInvoice' : 'ReturnOnInvoice', invoice: invoice.number, quantity: item.quantity },
      context,
      attempts: STOCK_ATTEMPTS,
    });
    // Nothing recorded: the product already named the invoice (SaleStockReactor, or an earlier
    // attempt of this request, got there first). The answer still waits for that event.
    position = Math.max(position, moved.position || (await aggregates.positionOf(productAggregate(item.productId).streamId, moved.version)));
  }
  return position;
}
