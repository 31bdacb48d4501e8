import { Command } from '@nestjs/cqrs';
import type { RedirectForm } from '../../card-gateway.js';

/**
 * A customer starts paying their reservation by card: `token` is the reservation's tracking
 * token (the customer's proof that it is theirs), `site` the public site's address the gateway
 * sends them back to. Nothing is recorded until the gateway says it was paid.
 */
export class StartCardPayment extends Command<RedirectForm> {
  constructor(
    readonly orderId: number,
    readonly token: string,
    readonly site: string,
  ) {
    super();
  }
}
