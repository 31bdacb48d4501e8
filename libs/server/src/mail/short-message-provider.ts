import type { ShortMessageAccount } from '../config/config.js';

/**
 * SMS and WhatsApp through Twilio's REST API, or any provider that speaks it (SMS_PROVIDER_URL).
 *
 * Spoken to with the global `fetch` rather than the `twilio` SDK: sending is one form-encoded
 * POST with Basic auth and a JSON answer, about forty lines here, while the SDK brings a large
 * dependency tree (axios among it) for the hundreds of endpoints the shop never calls, and ties
 * the outbox to one vendor where this works with any Twilio-compatible provider.
 */

export type ShortMessageChannel = 'sms' | 'whatsapp';

export interface ShortMessage {
  channel: ShortMessageChannel;
  /** E.164 (`+34600111222`). */
  to: string;
  body: string;
}

/** The provider must answer within this, or the attempt fails and the outbox retries it later. */
export const SHORT_MESSAGE_TIMEOUT_MS = 15_000;

export const shortMessageLabels: Record<ShortMessageChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** The outbox's error when a row's channel has no configuration: what to set. */
export const unconfiguredChannel: Record<ShortMessageChannel, string> = {
  sms: 'SMS sin configurar (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)',
  whatsapp: 'WhatsApp sin configurar (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, WHATSAPP_FROM)',
};

export class ShortMessageProvider {
  constructor(private readonly account: ShortMessageAccount) {}

  /** Whether messages of this channel can leave: the account has a sender for it. */
  configured(channel: ShortMessageChannel): boolean {
    return this.senderFor(channel) !== undefined;
  }

  /**
   * Hands the message to the provider and answers its id (Twilio's `SM…` sid). Throws an Error
   * naming the HTTP status and the provider's own explanation, never the auth token.
   */
  async send(message: ShortMessage): Promise<string> {
    const label = shortMessageLabels[message.channel];
    const from = this.senderFor(message.channel);
    if (!from) throw new Error(unconfiguredChannel[message.channel]);
    // Twilio tells a WhatsApp message from an SMS by this prefix on both numbers.
    const address = (phone: string) => (message.channel === 'whatsapp' ? `whatsapp:${phone}` : phone);
    const { providerUrl, accountSid, token } = this.account;
    let response: Response;
    try {
      response = await fetch(`${providerUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: address(message.to), From: address(from), Body: message.body }),
        signal: AbortSignal.timeout(SHORT_MESSAGE_TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(this.hidden(`No se pudo contactar con el proveedor de ${label}: ${unreachable(error)}`));
    }
    const answer = await response.json().catch(() => undefined) as { sid?: unknown; message?: unknown; code?: unknown } | undefined;
    if (response.ok && typeof answer?.sid === 'string' && answer.sid) return answer.sid;
    const explanation = typeof answer?.message === 'string' ? `: ${answer.message.slice(0, 300)}` : '';
    const code = typeof answer?.code === 'number' || typeof answer?.code === 'string' ? ` (código ${answer.code})` : '';
    const problem = response.ok ? ' sin el identificador del mensaje' : explanation + code;
    throw new Error(this.hidden(`El proveedor de ${label} respondió ${response.status}${problem}`));
  }

  private senderFor(channel: ShortMessageChannel): string | undefined {
    return channel === 'sms' ? this.account.smsFrom : this.account.whatsappFrom;
  }

  /** The token out of any text that leaves here, should a provider ever echo it. */
  private hidden(text: string): string {
    return text.replaceAll(this.account.token, '[oculto]');
  }
}

/** Why fetch got no answer: the timeout, or the network's code (ECONNREFUSED, ENOTFOUND…). */
function unreachable(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no respondió en ${SHORT_MESSAGE_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** Spaces, dashes, dots, slashes and brackets people type between the digits of a phone. */
const PHONE_SEPARATORS = /[\s\-./()]/g;

/**
 * A phone as people type it, in E.164 for the provider, or null when it cannot be one:
 * `600 11 12 22` and `34 600 11 12 22` → `+34600111222` (a number without a country code is of `defaultCountry`),
 * `+44 7700 900123` and `0044 7700 900123` → `+447700900123`. Fewer than 9 digits, more than
 * 15 in all, or anything but digits and separators: null. Not a numbering-plan check: a
 * well-formed number that does not exist is the provider's to refuse.
 */
export function normalisePhone(text: string, defaultCountry = '+34'): string | null {
  const compact = text.trim().replace(PHONE_SEPARATORS, '');
  const international = /^(\+|00)([1-9]\d*)$/.exec(compact);
  const digits = international ? international[2]! : /^\d+$/.test(compact) ? compact : null;
  if (digits === null || digits.length < 9) return null;
  // Spain's code typed without the plus (`34 600 11 12 22`): eleven digits starting 34 and then a Spanish number.
  const country = defaultCountry.slice(1);
  const withCode = !international && defaultCountry === '+34' && digits.length === 11 && digits.startsWith(country) && /^[6789]/.test(digits.slice(2));
  const phone = international || withCode ? `+${digits}` : `${defaultCountry}${digits}`;
  return /^\+[1-9]\d{7,14}$/.test(phone) ? phone : null;
}
