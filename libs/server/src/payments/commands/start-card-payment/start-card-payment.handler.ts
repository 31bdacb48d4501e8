import { randomInt, timingSafeEqual } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cardPaymentAsked, cardPaymentMessages, NotFound, RuleBroken, specialOrderMessages, trackedNumber } from '@taller/domain';
import { AggregateStore } from '../../../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../../../orders/order.stream.js';
import { ShopSettings } from '../../../shop/shop-settings.js';
import { CARD_GATEWAY, cardPaymentReference, type CardGateway } from '../../card-gateway.js';
import { cardPaymentReturnPaths, REDSYS_NOTIFICATION_PATH } from '../../card-payment-paths.js';
import { StartCardPayment } from './start-card-payment.command.js';

/** Compared in constant time: a token must not be guessable a character at a time. */
function sameToken(expected: string | null, given: string): boolean {
  if (expected === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The signed form for the gateway's payment page, for an open, unpaid reservation (or an open
 * encargo's unpaid deposit) whose tracking token the customer holds. A wrong token or an order that is not a reservation is
 * "not found" (a number alone never reveals that a reservation exists); one closed or paid, 409.
 */
@CommandHandler(StartCardPayment)
export class StartCardPaymentHandler implements ICommandHandler<StartCardPayment> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly shop: ShopSettings,
    @Inject(CARD_GATEWAY) private readonly gateway: CardGateway | null,
  ) {}

  async execute({ orderId, token, site }: StartCardPayment) {
    if (!this.gateway) throw new RuleBroken(cardPaymentMessages.unavailable);
    const { streamId, decider, catalogue } = orderAggregate(orderId);
    const { state } = await this.aggregates.load(streamId, decider, catalogue);
    if (!state.exists || state.deleted || !(state.reservation || state.specialOrder?.depositCents) || !sameToken(state.tracking, token)) {
      throw new NotFound(cardPaymentMessages.reservationNotFound);
    }
    const asked = cardPaymentAsked(state);
    if (!asked) {
      if (state.specialOrder) throw new RuleBroken(specialOrderMessages.depositNotPayable);
      throw new RuleBroken(state.isPaid ? cardPaymentMessages.alreadyPaid : cardPaymentMessages.notPayable);
    }
    const number = trackedNumber('order', orderId);
    const { identity } = await this.shop.current();
    const back = cardPaymentReturnPaths(number);
    return this.gateway.startPayment({
      reference: cardPaymentReference(orderId, randomInt),
      amountCents: asked.amountCents,
      description: asked.what === 'deposit' ? `Señal del encargo ${number}: ${state.name}` : `Reserva ${number}: ${state.name}`,
      merchantName: identity.tradeName,
      notificationUrl: `${site}${REDSYS_NOTIFICATION_PATH}`,
      okUrl: `${site}${back.paid}`,
      koUrl: `${site}${back.notPaid}`,
    });
  }
}
