import { z } from 'zod';
import { clientEmail, clientLastName, clientName, clientPhone } from '../client/client.rules.js';
import { MAX_STOCK_MOVE } from '../product/product.labels.js';

/**
 * A reservation for pickup (issue 17): products of the catalogue held in the shop for the
 * customer, for the days the shop sets, as an order of the shop's orders list. Its lines name
 * the products, the units and the price each had when reserved.
 */
export const reservationMessages = {
  linesRequired: 'Elige al menos un producto para reservar',
  tooManyLines: 'Como mucho 20 productos distintos en una reserva',
  lineInvalid: 'Cada producto de la reserva necesita su número y una cantidad entera mayor que 0',
  repeatedProduct: 'Un mismo producto aparece dos veces en la reserva: indica la cantidad una sola vez',
  quantityTooLarge: 'Como mucho 20 unidades de un producto en una reserva',
  productUnavailable: (name: string) => `«${name}» ya no está a la venta`,
  notEnough: (name: string, available: number) =>
    available === 0 ? `No quedan unidades de «${name}»` : `Solo ${available === 1 ? 'queda 1 unidad' : `quedan ${available} unidades`} de «${name}»`,
  guestRequired: 'Indica tu nombre, tu correo electrónico y tu teléfono para reservar sin cuenta',
  closed: 'Esta reserva ya está cerrada (recogida, cancelada o caducada) y no cambia de estado',
  linesFixed: 'Los productos y el importe de una reserva no se cambian: cancélala y haz otra',
  notExpirable: 'Esta reserva no caduca: está pagada, recogida o cancelada, o aún no ha vencido',
} as const;

export const MAX_RESERVATION_LINES = 20;
export const MAX_RESERVATION_UNITS = 20;

/** What the customer asks for: products and units; names and prices come from the catalogue. */
export const reservationRequestSchema = z
  .array(
    z.object(
      {
        productId: z.number({ error: reservationMessages.lineInvalid }).int(reservationMessages.lineInvalid).positive(reservationMessages.lineInvalid),
        quantity: z
          .number({ error: reservationMessages.lineInvalid })
          .int(reservationMessages.lineInvalid)
          .positive(reservationMessages.lineInvalid)
          .max(Math.min(MAX_RESERVATION_UNITS, MAX_STOCK_MOVE), reservationMessages.quantityTooLarge),
      },
      { error: reservationMessages.lineInvalid },
    ),
    { error: reservationMessages.linesRequired },
  )
  .min(1, reservationMessages.linesRequired)
  .max(MAX_RESERVATION_LINES, reservationMessages.tooManyLines)
  .refine((lines) => new Set(lines.map((line) => line.productId)).size === lines.length, reservationMessages.repeatedProduct);
export type ReservationRequest = z.infer<typeof reservationRequestSchema>;

/** A line as the reservation keeps it: the product's name and price when it was reserved. */
export const reservationLine = z.object({
  productId: z.number().int().positive(),
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPriceCents: z.number().int().positive(),
});
export type ReservationLine = z.infer<typeof reservationLine>;

export const reservationTotalCents = (lines: readonly ReservationLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);

/** The order's name in the list: the first product, and how many others. */
export function reservationTitle(lines: readonly ReservationLine[]): string {
  const [first, ...rest] = lines;
  const head = `Reserva: ${first?.name ?? ''}${first && first.quantity > 1 ? ` ×${first.quantity}` : ''}`;
  const title = rest.length === 0 ? head : `${head} y ${rest.length} ${rest.length === 1 ? 'producto más' : 'productos más'}`;
  return title.length > 200 ? `${title.slice(0, 199)}…` : title;
}

/** The order's description: one line per product. */
export const reservationDescription = (lines: readonly ReservationLine[]) =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join('\n').slice(0, 2000);

/** A guest's details, checked as a client's are: the shop registers them as its client to know who comes. */
export const reservationGuestSchema = z.object(
  { name: clientName, lastName: clientLastName.default(''), email: clientEmail, phone: clientPhone },
  { error: reservationMessages.guestRequired },
);
export type ReservationGuest = z.infer<typeof reservationGuestSchema>;
