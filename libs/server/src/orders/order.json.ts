import { z } from 'zod';
import { DEPOSIT_METHODS, DEPOSIT_OUTCOMES, ORDER_PAYMENT_METHODS, ORDER_STATUSES, orderBalance, orderFieldLabels as label, orderSummary, reservationLine } from '@taller/domain';
import type { OrderRow } from './order-row.entity.js';
import { balanceJsonSchema, centsJson as cents } from '../payments/balance.json.js';

const instant = 'Instante ISO 8601 (UTC)';
const day = 'Día AAAA-MM-DD';

/** An encargo as the API answers it: its terms, the deposit paid and what became of it, the arrival, and what is still owed. */
const specialOrderJsonSchema = z
  .strictObject({
    productId: z.number().int().nullable().describe(`${label.productId}; null si no es del catálogo`),
    depositCents: cents(label.depositCents).nullable().describe(`${label.depositCents}, en céntimos; null si no se pide`),
    depositRefundable: z.boolean().describe(label.depositRefundable),
    deposit: z
      .strictObject({
        amountCents: cents(label.amountCents),
        method: z.enum([...DEPOSIT_METHODS, 'online_payment']).describe(label.method),
        paidAt: z.string().describe(`${label.paidAt}: ${instant}`),
      })
      .nullable()
      .describe('La señal pagada; null sin pagar'),
    depositOutcome: z.enum(DEPOSIT_OUTCOMES).nullable().describe('Qué fue de la señal al cancelarlo; null si no se canceló con señal pagada'),
    arrivedAt: z.string().nullable().describe(`${label.arrivedAt}: ${instant}; null sin llegar`),
    balanceCents: cents('Pendiente de pago'),
  })
  .describe(label.specialOrder);

/** An order as the API answers it (the API description shows this schema; orderJson is held to it). */
export const orderJsonSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().describe('Versión: 1 al crearlo, una más en cada cambio'),
    clientId: z.number().int().describe(label.clientId),
    clientName: z.string().describe('Nombre del cliente'),
    name: z.string().describe(label.name),
    description: z.string().describe(label.description),
    quantity: z.number().int().describe(label.quantity),
    unitPriceCents: cents(`${label.unitPriceCents}, IVA incluido`),
    totalCents: cents('Total (cantidad × precio unitario), IVA incluido'),
    summary: z
      .strictObject({ baseCents: cents('Base imponible'), ivaCents: cents('IVA'), totalCents: cents('Total') })
      .describe('Resumen: base, IVA y total'),
    status: z.enum(ORDER_STATUSES).describe(label.status),
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS).describe(label.paymentMethod),
    isPaid: z.boolean().describe(label.isPaid),
    balance: balanceJsonSchema,
    owedOnDeliveryCents: cents('Lo que quedó pendiente al entregarlo').nullable(),
    date: z.string().describe(`${label.date}: ${day}`),
    deliveryDate: z.string().nullable().describe(`${label.deliveryDate}: ${day}`),
    completedAt: z.string().nullable().describe(`${label.completedAt}: ${instant}`),
    deliveredAt: z.string().nullable().describe(`${label.deliveredAt}: ${instant}`),
    reservation: z
      .strictObject({
        lines: z.array(reservationLine.strict()).describe(label.lines),
        pickupCode: z.string().nullable().describe('Código de recogida'),
        holdUntil: z.string().nullable().describe(`${label.holdUntil}: ${instant}`),
      })
      .nullable()
      .describe('Reserva para recoger en tienda: sus productos, el código de recogida y hasta cuándo se guardan; null en otros pedidos'),
    specialOrder: specialOrderJsonSchema.nullable().describe(`${label.specialOrder}; null en otros pedidos`),
    createdAt: z.string().describe(instant),
    updatedAt: z.string().describe(instant),
  })
  .describe('Un pedido');
export type OrderJson = z.infer<typeof orderJsonSchema>;

/**
 * The order as the API answers it (camelCase, money in cents, `version` for edits). Prices
 * include IVA; `summary` is the detail screen's base, IVA and total.
 */
export function orderJson(row: OrderRow): OrderJson {
  const balance = orderBalance(row);
  const special = row.specialOrder;
  return {
    id: row.id,
    version: row.version,
    clientId: row.clientId,
    clientName: row.clientName,
    name: row.name,
    description: row.description,
    quantity: row.quantity,
    unitPriceCents: row.unitPriceCents,
    totalCents: row.totalCents,
    summary: orderSummary(row.totalCents),
    status: row.status,
    paymentMethod: row.paymentMethod,
    isPaid: row.isPaid,
    /** Where its money stands (shared/payment.ts): counter payments, an encargo's deposit and a card payment on the site, less refunds. */
    balance,
    /** What stayed owed when it was delivered, if anything did. */
    owedOnDeliveryCents: row.owedCents,
    date: row.date,
    deliveryDate: row.deliveryDate,
    completedAt: row.completedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    /** A reservation for pickup: its products, pickup code and until when they are held; null for other orders. */
    reservation:
      row.reservationLines === null
        ? null
        : { lines: row.reservationLines, pickupCode: row.pickupCode, holdUntil: row.holdUntil?.toISOString() ?? null },
    /**
     * An encargo: the product ordered, the deposit asked, paid and settled, when it arrived, and
     * what is still owed; null for other orders. Field by field, not the stored JSON whole, so
     * nothing the read model keeps for itself reaches the answer.
     */
    specialOrder:
      special === null
        ? null
        : {
            productId: special.productId,
            depositCents: special.depositCents,
            depositRefundable: special.depositRefundable,
            deposit: special.deposit && { amountCents: special.deposit.amountCents, method: special.deposit.method, paidAt: special.deposit.paidAt },
            depositOutcome: special.depositOutcome,
            arrivedAt: special.arrivedAt,
            balanceCents: balance.dueCents ?? 0,
          },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
