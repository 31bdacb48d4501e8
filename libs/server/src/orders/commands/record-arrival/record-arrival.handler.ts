import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { requireOrder, RuleBroken, specialOrderMessages, OPEN_ORDER_STATUSES, trackedNumber } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { productAggregate } from '../../../products/product.stream.js';
import { ReservationStock } from '../../../reservations/reservation-stock.js';
import { STOCK_ATTEMPTS } from '../../../products/commands/record-stock-movement/record-stock-movement.handler.js';
import { orderAggregate } from '../../order.stream.js';
import { RecordArrival } from './record-arrival.command.js';

/**
 * The goods of an encargo arrived. A catalogue product's units are first received into stock and
 * held for this order in one movement of the product (so no one else can take them), then the
 * order records the arrival and becomes ready, which tells the customer (notices/notice-reactor.ts).
 * Run again after a failure it receives nothing twice; if the order refuses because it was
 * closed meanwhile, the units that came go on sale.
 */
@CommandHandler(RecordArrival)
export class RecordArrivalHandler implements ICommandHandler<RecordArrival> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly stock: ReservationStock,
  ) {}

  async execute({ orderId, context }: RecordArrival) {
    const order = orderAggregate(orderId);
    const { state } = await this.aggregates.load(order.streamId, order.decider, order.catalogue);
    const live = requireOrder(state);
    const special = live.specialOrder;
    // Checked before touching the stock; the decider checks again on the order as it is when appending.
    if (!special) throw new RuleBroken(specialOrderMessages.notSpecial);
    if (!OPEN_ORDER_STATUSES.includes(live.status)) throw new RuleBroken(specialOrderMessages.closed);
    if (special.arrivedAt) throw new RuleBroken(specialOrderMessages.alreadyArrived);
    let heldUnits = 0;
    let stockPosition = 0;
    if (special.productId !== null) {
      const received = await this.aggregates.handle({
        ...productAggregate(special.productId),
        command: { type: 'ReceiveForOrder', orderId, quantity: live.quantity, note: `Encargo ${trackedNumber('order', orderId)}` },
        context,
        attempts: STOCK_ATTEMPTS,
      });
      heldUnits = live.quantity;
      stockPosition = received.position;
    }
    try {
      const { position, version } = await this.aggregates.handle({ ...order, command: { type: 'RecordArrival', heldUnits, now: context.now }, context });
      return { id: orderId, position: Math.max(position, stockPosition), version };
    } catch (error) {
      // Closed or deleted meanwhile: the units that came go on sale. Otherwise they stay held, and a retry receives nothing twice.
      await this.stock.settle(orderId, context);
      throw error;
    }
  }
}
