import type { CardPaymentProvider } from '@taller/domain';

/**
 * The port to a card gateway (issue 17): the shop's server never sees a card. It hands the
 * customer's browser a signed form for the gateway's page, believes only notifications whose
 * signature it checks, and asks for refunds server to server. One adapter today: Redsys.
 */
export interface CardGateway {
  readonly provider: CardPaymentProvider;
  /** The form the customer's browser posts to the gateway's payment page. */
  startPayment(payment: PaymentStart): RedirectForm;
  /** The facts of a notification whose signature holds; throws `ForgedNotification` otherwise. */
  verifyNotification(body: Record<string, unknown>): PaymentNotice;
  /** Asks for `amountCents` of operation `reference` back; answers what the gateway said, never throws. */
  refund(refund: { reference: string; amountCents: number }): Promise<RefundOutcome>;
}

/** Nest's token for the gateway: a `CardGateway`, or null when none is configured. */
export const CARD_GATEWAY = Symbol('CARD_GATEWAY');

export interface PaymentStart {
  /** The operation's number at the gateway: a new one for every attempt (cardPaymentReference). */
  reference: string;
  amountCents: number;
  /** What the customer sees on the bank's page. */
  description: string;
  merchantName: string;
  /** Where the gateway tells the server, and where it sends the browser back on success or not. */
  notificationUrl: string;
  okUrl: string;
  koUrl: string;
}

export interface RedirectForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface PaymentNotice {
  reference: string;
  amountCents: number;
  /** Whether the bank authorised it (Redsys: Ds_Response 0000–0099). */
  authorised: boolean;
  /** The gateway's response code, for the log when it was not. */
  responseCode: string;
  authorisation: string;
}

export type RefundOutcome = { refunded: true } | { refunded: false; reason: string };

/** A notification the gateway did not sign (or that is not one): refused, logged, nothing recorded. */
export class ForgedNotification extends Error {
  constructor(readonly why: string) {
    super(`Notificación de pago rechazada: ${why}`);
    this.name = 'ForgedNotification';
  }
}

/**
 * The gateway's number for a reservation's payment attempt: the order's number in 8 digits,
 * then 4 random letters or digits (Redsys wants 4 to 12 characters, the first 4 digits, and
 * never the same number twice on a terminal, so every attempt takes a new one).
 */
export function cardPaymentReference(orderId: number, random: (max: number) => number): string {
  const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += ALPHANUMERIC[random(ALPHANUMERIC.length)];
  return `${String(orderId).padStart(8, '0')}${suffix}`;
}

/** The order a reference belongs to, or null when it is not one of ours. */
export function orderOfReference(reference: string): number | null {
  const match = /^(\d{8})[0-9A-Za-z]{4}$/.exec(reference);
  const orderId = match ? Number(match[1]) : 0;
  return orderId > 0 ? orderId : null;
}
