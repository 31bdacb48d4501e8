/**
 * The reservation's calls (issue 17): POST /api/reservations, with or without a customer
 * session; and the card payment's, which the shop may not offer (then the page says payment is
 * in the shop). The same card payment pays an encargo's deposit, from its tracking page.
 */
import { apiRequest } from '../../api/client';

export interface ReservationContact {
  name: string;
  lastName: string;
  email: string;
  phone: string;
}

/** What the server answers when the units are held: the customer's receipt. */
export interface ReservationReceipt {
  orderId: number;
  /** 'P-000123' */
  number: string;
  /** 'K7M-4QX': said or shown at the counter. */
  pickupCode: string;
  /** ISO instant until which the units are held. */
  holdUntil: string;
  lines: { productId: number; name: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
  /** '/seguimiento/<token>', or null when the site's address is not configured. */
  trackingPath: string | null;
  emailTo: string;
  message: string;
}

export function placeReservation(lines: { productId: number; quantity: number }[], contact: ReservationContact): Promise<ReservationReceipt> {
  return apiRequest<ReservationReceipt>('/reservations', { method: 'POST', body: { lines, contact } });
}

/** Whether the shop takes card payments on the web; any failure (the route not there yet included) means no. */
export async function fetchCardPayments(signal?: AbortSignal): Promise<boolean> {
  try {
    const answer = await apiRequest<{ card?: unknown }>('/catalogue/payments', { signal });
    return answer?.card === true;
  } catch {
    return false;
  }
}

/** The form to send the customer to the payment provider with. */
export interface PaymentRedirect {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

/** The bank's form for paying reservation `orderId`, or the deposit of encargo `orderId`; `token` is its tracking token. */
export function startCardPayment(orderId: number, token: string): Promise<PaymentRedirect> {
  return apiRequest<PaymentRedirect>(`/reservations/${orderId}/payment`, { method: 'POST', body: { token } });
}

/** The tracking token of a receipt: the last segment of its tracking path. */
export const trackingTokenOf = (receipt: Pick<ReservationReceipt, 'trackingPath'>) => receipt.trackingPath?.split('/').filter(Boolean).pop() ?? null;

/**
 * The last receipt, kept for this tab's session: a reload of the confirmation still shows it,
 * and closing the tab forgets it (the e-mail and the tracking page keep it for good).
 */
const RECEIPT_KEY = 'taller.reserva.confirmada';

export function keepReceipt(receipt: ReservationReceipt): void {
  try {
    sessionStorage.setItem(RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // Blocked storage: the confirmation shows from the navigation's state alone.
  }
}

export function keptReceipt(): ReservationReceipt | null {
  try {
    const data = JSON.parse(sessionStorage.getItem(RECEIPT_KEY) ?? 'null') as Partial<ReservationReceipt> | null;
    if (!data || typeof data.orderId !== 'number' || typeof data.pickupCode !== 'string' || !Array.isArray(data.lines)) return null;
    return data as ReservationReceipt;
  } catch {
    return null;
  }
}

/**
 * The encargo whose deposit is being paid by card, kept for this tab's session while the customer
 * is at the bank: the bank sends them back to the reservation's pages (/reserva/pagada), which
 * then speak of the deposit and lead back to the encargo's tracking page.
 */
const DEPOSIT_KEY = 'taller.senal.en-pago';

export interface DepositPayment {
  /** 'P-000123' */
  number: string;
  /** '/seguimiento/<token>' */
  trackingPath: string;
}

export function keepDepositPayment(payment: DepositPayment): void {
  try {
    sessionStorage.setItem(DEPOSIT_KEY, JSON.stringify(payment));
  } catch {
    // Blocked storage: the pages back from the bank use words that fit any payment.
  }
}

export function keptDepositPayment(): DepositPayment | null {
  try {
    const data = JSON.parse(sessionStorage.getItem(DEPOSIT_KEY) ?? 'null') as Partial<DepositPayment> | null;
    if (!data || typeof data.number !== 'string' || typeof data.trackingPath !== 'string' || !data.trackingPath.startsWith('/seguimiento/')) return null;
    return { number: data.number, trackingPath: data.trackingPath };
  } catch {
    return null;
  }
}
