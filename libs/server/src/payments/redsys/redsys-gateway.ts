import type { CardGatewayAccount } from '../../config/config.js';
import { ForgedNotification, type CardGateway, type PaymentNotice, type PaymentStart, type RedirectForm, type RefundOutcome } from '../card-gateway.js';
import { decodeRedsysParameters, encodeRedsysParameters, REDSYS_SIGNATURE_VERSION, redsysSignature, redsysSignatureMatches } from './redsys-signature.js';

/** Euros, by their ISO 4217 number. */
const EURO = '978';
/** Ds_Merchant_TransactionType: 0 a payment (authorisation), 3 a refund ('devolución'). */
const PAYMENT = '0';
const REFUND = '3';
/** Spanish, on the bank's page. */
const SPANISH = '001';
/** Redsys' code for a refund it made. */
const REFUND_DONE = '0900';
/** The gateway must answer a refund within this, or it is recorded as failed for staff to check. */
export const REDSYS_TIMEOUT_MS = 20_000;

/**
 * Redsys, the card gateway of Spanish banks (their 'TPV virtual'), by redirection: the customer
 * pays on Redsys' page (cards, Bizum, Google and Apple Pay, as the bank enables them), Redsys
 * notifies the server with a signed POST, and refunds go through its REST endpoint.
 */
export class RedsysGateway implements CardGateway {
  readonly provider = 'redsys' as const;

  constructor(private readonly account: CardGatewayAccount) {}

  startPayment(payment: PaymentStart): RedirectForm {
    const parameters = {
      DS_MERCHANT_AMOUNT: String(payment.amountCents),
      DS_MERCHANT_ORDER: payment.reference,
      DS_MERCHANT_MERCHANTCODE: this.account.merchantCode,
      DS_MERCHANT_TERMINAL: this.account.terminal,
      DS_MERCHANT_CURRENCY: EURO,
      DS_MERCHANT_TRANSACTIONTYPE: PAYMENT,
      DS_MERCHANT_MERCHANTURL: payment.notificationUrl,
      DS_MERCHANT_URLOK: payment.okUrl,
      DS_MERCHANT_URLKO: payment.koUrl,
      DS_MERCHANT_PRODUCTDESCRIPTION: payment.description.slice(0, 125),
      DS_MERCHANT_MERCHANTNAME: payment.merchantName.slice(0, 25),
      DS_MERCHANT_CONSUMERLANGUAGE: SPANISH,
    };
    return { action: `${this.account.url}/sis/realizarPago`, method: 'POST', fields: this.signed(parameters) };
  }

  verifyNotification(body: Record<string, unknown>): PaymentNotice {
    const version = body['Ds_SignatureVersion'];
    const merchantParameters = body['Ds_MerchantParameters'];
    const signature = body['Ds_Signature'];
    if (typeof merchantParameters !== 'string' || typeof signature !== 'string') throw new ForgedNotification('faltan Ds_MerchantParameters o Ds_Signature');
    if (version !== REDSYS_SIGNATURE_VERSION) throw new ForgedNotification(`versión de firma desconocida: ${String(version).slice(0, 40)}`);
    const parameters = decodeRedsysParameters(merchantParameters);
    const reference = parameters?.['DS_ORDER'];
    if (!parameters || !reference) throw new ForgedNotification('Ds_MerchantParameters no se puede leer');
    if (!redsysSignatureMatches(this.account.token, reference, merchantParameters, signature)) throw new ForgedNotification('la firma no es la de Redsys con la clave del comercio');
    // Signed with our key, so from Redsys; still, only what was asked of this terminal, in euros, as a payment.
    if (Number(parameters['DS_MERCHANTCODE']) !== Number(this.account.merchantCode) || Number(parameters['DS_TERMINAL']) !== Number(this.account.terminal)) {
      throw new ForgedNotification('es de otro comercio o terminal');
    }
    if (parameters['DS_CURRENCY'] !== EURO) throw new ForgedNotification(`moneda ${parameters['DS_CURRENCY']} en lugar de euros`);
    if ((parameters['DS_TRANSACTIONTYPE'] ?? PAYMENT) !== PAYMENT) throw new ForgedNotification(`no es un pago (tipo ${parameters['DS_TRANSACTIONTYPE']})`);
    const amount = parameters['DS_AMOUNT'] ?? '';
    if (!/^\d{1,12}$/.test(amount)) throw new ForgedNotification('sin importe');
    const responseCode = parameters['DS_RESPONSE'] ?? '';
    return {
      reference,
      amountCents: Number(amount),
      // 0000 to 0099: authorised; anything else (9915: cancelled by the customer, 0190: refused…) is not.
      authorised: /^\d{1,4}$/.test(responseCode) && Number(responseCode) <= 99,
      responseCode,
      authorisation: (parameters['DS_AUTHORISATIONCODE'] ?? '').trim().slice(0, 40),
    };
  }

  async refund({ reference, amountCents }: { reference: string; amountCents: number }): Promise<RefundOutcome> {
    const request = this.signed({
      DS_MERCHANT_AMOUNT: String(amountCents),
      DS_MERCHANT_ORDER: reference,
      DS_MERCHANT_MERCHANTCODE: this.account.merchantCode,
      DS_MERCHANT_TERMINAL: this.account.terminal,
      DS_MERCHANT_CURRENCY: EURO,
      DS_MERCHANT_TRANSACTIONTYPE: REFUND,
    });
    let response: Response;
    try {
      response = await fetch(`${this.account.url}/sis/rest/trataPeticionREST`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(REDSYS_TIMEOUT_MS),
      });
    } catch (error) {
      return { refunded: false, reason: `No se pudo contactar con Redsys: ${unreachable(error)}` };
    }
    const answer = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (typeof answer?.['errorCode'] === 'string') return { refunded: false, reason: `Redsys rechazó la devolución (código ${answer['errorCode'].slice(0, 20)})` };
    if (!response.ok || !answer) return { refunded: false, reason: `Redsys respondió ${response.status} sin el resultado de la devolución` };
    const merchantParameters = answer['Ds_MerchantParameters'];
    const signature = answer['Ds_Signature'];
    const parameters = typeof merchantParameters === 'string' ? decodeRedsysParameters(merchantParameters) : null;
    if (!parameters || typeof signature !== 'string' || !redsysSignatureMatches(this.account.token, reference, merchantParameters as string, signature)) {
      return { refunded: false, reason: 'La respuesta de Redsys a la devolución no viene firmada con la clave del comercio: compruébala en el portal del TPV' };
    }
    const code = parameters['DS_RESPONSE'] ?? '';
    return code === REFUND_DONE ? { refunded: true } : { refunded: false, reason: `Redsys no hizo la devolución (respuesta ${code.slice(0, 10) || 'vacía'})` };
  }

  private signed(parameters: Record<string, string>): Record<string, string> {
    const merchantParameters = encodeRedsysParameters(parameters);
    return {
      Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION,
      Ds_MerchantParameters: merchantParameters,
      Ds_Signature: redsysSignature(this.account.token, parameters['DS_MERCHANT_ORDER']!, merchantParameters),
    };
  }
}

/** Why fetch got no answer: the timeout, or the network's code. */
function unreachable(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no respondió en ${REDSYS_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error ? error.message : String(error);
}
