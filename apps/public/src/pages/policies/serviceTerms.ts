import { formatEuros } from '@taller/domain/money';
import { shop } from '../../config/shop';

/**
 * The shop's service rules as the public texts (FAQ, terms) quote them: the numbers the
 * domain applies and the albarán prints are the shop's settings ('Ajustes del taller', read
 * as the page loads), the rest are the shop's own promises.
 */
export const serviceTerms = {
  repairWarrantyMonths: shop.terms.warrantyMonths,
  /** Direct exchange of a faulty accessory in the shop; the legal guarantee goes beyond. */
  accessoryExchangeWeeks: 2,
  /** Days after the completion notice before storage is charged... */
  storageFreeDays: shop.terms.storageFreeDays,
  /** ...and the charge per day after that ('' when the shop charges none). */
  storageFeePerDay: shop.terms.storageDailyFeeCents === 0 ? '' : formatEuros(shop.terms.storageDailyFeeCents).replace(',00', ''),
  /** Days after the completion notice after which an uncollected device may be recycled. */
  abandonedAfterDays: shop.terms.abandonedAfterDays,
  /** Days a reservation made on the web is held for pickup ('3 días'). */
  reservationHold: `${shop.terms.reservationHoldDays} ${shop.terms.reservationHoldDays === 1 ? 'día' : 'días'}`,
  simpleRepairDays: '1 día',
  partsArrivalDays: '1 o 2 días',
  /** Commercial and tax records (Código de Comercio, art. 30). */
  recordsRetentionYears: 6,
  ivaPercent: 21,
} as const;

/** "de lunes a viernes, de 10:00 a 20:00; sábado, de 10:00 a 14:00; domingo, cerrado". */
export function openingHoursSentence(hours: ReadonlyArray<{ days: string; hours: string | null }>): string {
  return hours
    .map(({ days, hours: time }) => {
      const day = days.toLocaleLowerCase('es-ES');
      if (!time) return `${day}, cerrado`;
      const [from, to] = time.split('-');
      return `${day}, de ${from} a ${to}`;
    })
    .join('; ');
}
