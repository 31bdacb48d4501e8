import { Injectable, Logger } from '@nestjs/common';
import { availableUnits, productMessages, reservationMessages, RuleBroken, type Order, type ReservationLine, type ReservationRequest } from '@taller/domain';
import { AggregateStore } from '../event-sourcing/aggregate-store.js';
import { Projector } from '../projections/projector.js';
import { orderAggregate } from '../orders/order.stream.js';
import { productAggregate } from '../products/product.stream.js';
import { STOCK_ATTEMPTS } from '../products/commands/record-stock-movement/record-stock-movement.handler.js';
import type { CommandContext } from '../shared/actor.js';
import { CardRefunds } from '../payments/card-refunds.js';

/**
 * The units of a reservation, on its products' streams: held when it is placed, handed over
 * when it is collected, given back when it is cancelled, expires or is deleted. Each product
 * decides on its own units (product.decide.ts), so a crowd of customers can never be promised
 * more than the shop has; the order only records what was held.
 */
@Injectable()
export class ReservationStock {
  private readonly logger = new Logger('Reservas');

  constructor(
    private readonly aggregates: AggregateStore,
    private readonly projector: Projector,
    private readonly refunds: CardRefunds,
  ) {}

  /**
   * Holds every line's units for `orderId`, each at the price and name the catalogue has now.
   * All or nothing: a line that cannot be held gives back the ones held before it, and the
   * customer is told which product and how many are left.
   */
  async hold(orderId: number, request: ReservationRequest, context: CommandContext): Promise<ReservationLine[]> {
    const lines: ReservationLine[] = [];
    try {
      for (const { productId, quantity } of request) {
        const product = productAggregate(productId);
        const { state } = await this.aggregates.load(product.streamId, product.decider, product.catalogue);
        if (!state.exists || !state.active) throw new RuleBroken(state.exists ? reservationMessages.productUnavailable(state.name) : productMessages.notFound);
        try {
          await this.aggregates.handle({
            ...product,
            command: { type: 'ReserveStock', reservationId: orderId, data: { quantity } },
            context,
            attempts: STOCK_ATTEMPTS,
          });
        } catch (error) {
          // Said with the product's name: the customer sees which line could not be held.
          if (error instanceof RuleBroken && error.message !== productMessages.inactive) {
            const fresh = (await this.aggregates.load(product.streamId, product.decider, product.catalogue)).state;
            throw new RuleBroken(reservationMessages.notEnough(state.name, fresh.exists ? Math.max(availableUnits(fresh), 0) : 0));
          }
          if (error instanceof RuleBroken) throw new RuleBroken(reservationMessages.productUnavailable(state.name));
          throw error;
        }
        lines.push({ productId, name: state.name, quantity, unitPriceCents: state.priceCents });
      }
      return lines;
    } catch (error) {
      await this.undo(orderId, lines, context);
      throw error;
    }
  }

  /**
   * Gives back what a reservation that could not be placed held, and waits until the lists show
   * it: the refusal the customer reads must not leave the units looking held a moment longer.
   */
  async undo(orderId: number, lines: readonly { productId: number }[], context: CommandContext): Promise<void> {
    const position = await this.release(orderId, lines, 'cancelled', context);
    if (position > 0) await this.projector.waitFor(position);
  }

  /**
   * Brings the products in line with the reservation (or encargo) as it now stands: collected → the units
   * leave the shop; cancelled, expired or deleted → they go back (and a card payment is refunded); otherwise nothing. Safe to run
   * again (a retry, the sweep): a product whose units were already handed over or given back is left alone.
   * Answers the position of the last product event written (0 when none), for read-your-writes.
   */
  async settle(orderId: number, context: CommandContext): Promise<number> {
    const units = await this.settleUnits(orderId, context);
    // Paid by card and now cancelled or deleted: the money goes back too (payments/card-refunds.ts).
    return Math.max(units, await this.refunds.settle(orderId, context));
  }

  private async settleUnits(orderId: number, context: CommandContext): Promise<number> {
    const { streamId, decider, catalogue } = orderAggregate(orderId);
    const { state } = await this.aggregates.load(streamId, decider, catalogue);
    const outcome = outcomeOf(state);
    const lines = heldLinesOf(state);
    if (outcome === null || lines.length === 0) return 0;
    if (outcome !== 'collect') return this.release(orderId, lines, outcome, context);
    let position = 0;
    for (const line of lines) {
      if (!(await this.holds(line.productId, orderId))) continue;
      const collected = await this.aggregates.handle({ ...productAggregate(line.productId), command: { type: 'CollectReservation', reservationId: orderId }, context, attempts: STOCK_ATTEMPTS });
      position = Math.max(position, collected.position);
    }
    return position;
  }

  private async holds(productId: number, orderId: number): Promise<boolean> {
    const { streamId, decider, catalogue } = productAggregate(productId);
    const { state } = await this.aggregates.load(streamId, decider, catalogue);
    return state.exists && state.held[orderId] !== undefined;
  }

  /** Gives back what `orderId` holds of each product (nothing twice: a product no longer holding it is left alone). */
  async release(orderId: number, lines: readonly { productId: number }[], reason: 'cancelled' | 'expired', context: CommandContext): Promise<number> {
    let position = 0;
    for (const { productId } of lines) {
      try {
        const released = await this.aggregates.handle({ ...productAggregate(productId), command: { type: 'ReleaseReservation', reservationId: orderId, reason }, context, attempts: STOCK_ATTEMPTS });
        position = Math.max(position, released.position);
      } catch (error) {
        // The sweep tries again; the reservation's own answer stands.
        this.logger.error({ err: error, orderId, productId }, 'No se pudieron devolver las unidades de una reserva; se reintentará');
      }
    }
    return position;
  }
}

/** The products whose units an order may hold: a reservation's lines, or an encargo's catalogue product once it arrived. */
function heldLinesOf(state: Order): readonly { productId: number }[] {
  if (!state.exists) return [];
  if (state.reservation) return state.reservation.lines;
  const productId = state.specialOrder?.productId;
  return productId != null ? [{ productId }] : [];
}

/** What the units an order holds must now do: leave with the customer, go back, or stay held. */
function outcomeOf(state: Order): 'collect' | 'cancelled' | 'expired' | null {
  if (!state.exists) return null;
  if (state.deleted || state.status === 'cancelled') return state.reservation?.expired ? 'expired' : 'cancelled';
  return state.status === 'delivered' ? 'collect' : null;
}
