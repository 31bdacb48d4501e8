import { Inject, Injectable, Logger } from '@nestjs/common';
import { cardRefundDue, trackedNumber } from '@taller/domain';
import { AggregateStore } from '../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../orders/order.stream.js';
import type { CommandContext } from '../shared/actor.js';
import { CARD_GATEWAY, type CardGateway, type RefundOutcome } from './card-gateway.js';

/** Why there was no refund when the shop no longer has a gateway configured. */
export const NO_GATEWAY_FOR_REFUND = 'El pago con tarjeta ya no está configurado (REDSYS_…): devuélvelo a mano desde el portal del TPV';

/**
 * A reservation paid by card and then cancelled, expired or deleted: the shop asks the gateway
 * for the money back and records the outcome on the order, refunded or failed with the reason
 * (staff then refund it by hand from the bank's portal). Called where the reservation's units
 * are settled (ReservationStock.settle), so every way of closing a reservation goes through it.
 */
@Injectable()
export class CardRefunds {
  private readonly logger = new Logger('Pagos');

  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway | null,
  ) {}

  /** Refunds what is owed, once; answers the position of the event written (0 when none). */
  async settle(orderId: number, context: CommandContext): Promise<number> {
    const aggregate = orderAggregate(orderId);
    const { state } = await this.aggregates.load(aggregate.streamId, aggregate.decider, aggregate.catalogue);
    if (!state.exists || !cardRefundDue(state) || !state.cardPayment) return 0;
    const { reference, amountCents } = state.cardPayment;
    const outcome: RefundOutcome = this.gateway ? await this.gateway.refund({ reference, amountCents }) : { refunded: false, reason: NO_GATEWAY_FOR_REFUND };
    if (outcome.refunded) this.logger.log({ orderId, reference, amountCents }, `Pago con tarjeta devuelto: ${trackedNumber('order', orderId)}`);
    else this.logger.error({ orderId, reference, amountCents, reason: outcome.reason }, `No se pudo devolver el pago con tarjeta de ${trackedNumber('order', orderId)}: hay que devolverlo a mano`);
    const { position } = await this.aggregates.handle({ ...aggregate, command: { type: 'RecordCardRefund', outcome }, context });
    return position;
  }
}
