import { formatEuros, formatMadridDateTime, trackedNumber, type ShopIdentity } from '@taller/domain';
import { signature } from '../repairs/notices/repair-notice-mail.js';
import { qrDataUrl } from '../shared/qr-png.js';

export interface ReservationMailFacts {
  orderId: number;
  firstName: string;
  lines: readonly { name: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
  pickupCode: string;
  holdUntil: string;
  /** The tracking page's address, or '' when the site's address is not configured. */
  link: string;
  /** Whether the shop takes card payments on the site (payments/card-gateway.ts): then the link also pays. */
  cardPayment: boolean;
  identity: ShopIdentity;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The confirmation of a reservation: what is held, until when, how to pay (in the shop, or by
 * card from its link when the shop takes card payments), and the
 * pickup code, written and as a QR code the counter's scanner reads into the orders' search.
 */
export function reservationMail(facts: ReservationMailFacts): { subject: string; text: string; html: string } {
  const number = trackedNumber('order', facts.orderId);
  const until = formatMadridDateTime(facts.holdUntil);
  const lines = facts.lines.map((line) => `${line.quantity} × ${line.name} — ${formatEuros(line.quantity * line.unitPriceCents)}`);
  const where = [facts.identity.tradeName, facts.identity.street, facts.identity.city].filter((part) => part.trim() !== '').join(', ');
  // Offered only when it can be kept: a gateway configured and a link to pay from.
  const payOnline = facts.cardPayment && facts.link !== '';
  const howToPay = payOnline
    ? `Recógelo en la tienda${where ? ` (${where})` : ''}. Puedes pagarlo ya con tarjeta desde el enlace de tu reserva (pagado, te lo guardamos hasta que vengas) o pagarlo en la tienda al recogerlo.`
    : `Recógelo en la tienda${where ? ` (${where})` : ''} y págalo allí.`;
  const text = [
    `Hola, ${facts.firstName}:`,
    '',
    `Hemos reservado para ti (reserva ${number}):`,
    ...lines.map((line) => `  ${line}`),
    `Total (IVA incluido): ${formatEuros(facts.totalCents)}`,
    '',
    `Te lo guardamos hasta el ${until}. ${howToPay}`,
    `Tu código de recogida: ${facts.pickupCode}`,
    'Dilo en el mostrador o enseña el código QR de este correo.',
    ...(facts.link ? ['', `${payOnline ? 'Paga con tarjeta o sigue tu reserva' : 'Sigue tu reserva'}: ${facts.link}`] : []),
    'Si ya no la quieres, no hace falta que hagas nada: pasado el plazo, vuelve a la venta.',
    ...signature(facts.identity),
  ].join('\n');
  const html = `<!doctype html><html lang="es"><body style="font-family: sans-serif; color: #1b1b1b">
<p>Hola, ${escape(facts.firstName)}:</p>
<p>Hemos reservado para ti (reserva <strong>${number}</strong>):</p>
<ul>${lines.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>
<p>Total (IVA incluido): <strong>${formatEuros(facts.totalCents)}</strong></p>
<p>Te lo guardamos hasta el <strong>${escape(until)}</strong>. ${escape(howToPay)}</p>
<p>Tu código de recogida: <strong style="font-size: 1.4em; letter-spacing: 0.1em">${escape(facts.pickupCode)}</strong><br>Dilo en el mostrador o enseña este código QR:</p>
<p><img src="${qrDataUrl(facts.pickupCode)}" width="180" height="180" alt="Código QR de recogida ${escape(facts.pickupCode)}"></p>
${facts.link ? `<p><a href="${escape(facts.link)}">${payOnline ? 'Paga con tarjeta o sigue tu reserva' : 'Sigue tu reserva'}</a></p>` : ''}
<p>Si ya no la quieres, no hace falta que hagas nada: pasado el plazo, vuelve a la venta.</p>
<p>${signature(facts.identity).filter(Boolean).map(escape).join('<br>')}</p>
</body></html>`;
  return { subject: `Reserva ${number}: tu código de recogida es ${facts.pickupCode}`, text, html };
}
