import type { OrderDetails } from './order.events.js';
import { trackingMessages } from '../shared/tracking.messages.js';
import { movementFieldLabels } from '../shared/payment.labels.js';

/*
 * The Spanish names of an order's fields, and the IVA rate the screens quote, in a file of their
 * own without zod, so that the back-office's translations (`@taller/domain/texts`) do not bring
 * the schemas with them. `order.rules.ts` and `order.events.ts` re-export them.
 */

/** Order prices include IVA at 21 % (spec §9). */
export const IVA_PERCENT = 21;

/** How the screens name the text fields, for the messages that name them (and the history). */
export const orderTextLabels = { name: 'Nombre', description: 'Descripción' } as const;

/** Spanish names of the fields, for the history screen's "what changed". */
export const orderFieldLabels: Record<
  | keyof OrderDetails
  | 'status'
  | 'clientId'
  | 'date'
  | 'completedAt'
  | 'deliveredAt'
  | 'tracking'
  | 'lines'
  | 'holdUntil'
  | 'specialOrder'
  | 'amountCents'
  | 'method'
  | 'paidAt'
  | 'arrivedAt'
  | 'productId'
  | 'heldUnits'
  | 'depositCents'
  | 'depositRefundable'
  | keyof typeof movementFieldLabels,
  string
> = {
  ...orderTextLabels,
  quantity: 'Cantidad',
  unitPriceCents: 'Precio unitario',
  paymentMethod: 'Método de pago',
  isPaid: 'Pagado',
  deliveryDate: 'Fecha de entrega prevista',
  status: 'Estado',
  clientId: 'Cliente',
  date: 'Fecha',
  completedAt: 'Completado el',
  deliveredAt: 'Entregado el',
  tracking: trackingMessages.label,
  lines: 'Productos reservados',
  holdUntil: 'Reservado hasta',
  specialOrder: 'Encargo',
  paidAt: 'Pagada el',
  arrivedAt: 'Recibido el',
  productId: 'Producto del catálogo',
  heldUnits: 'Unidades apartadas para el cliente',
  depositCents: 'Señal',
  depositRefundable: 'Señal reembolsable si se cancela',
  // A deposit's amount and method, and a counter payment's: 'Importe', 'Forma de pago', and who took it.
  ...movementFieldLabels,
};
