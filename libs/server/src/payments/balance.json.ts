import { z } from 'zod';

export const centsJson = (text: string) => z.number().int().describe(`${text}, en céntimos`);

/** Where a repair's or an order's money stands (shared/payment.ts's Balance), as the API answers it. */
export const balanceJsonSchema = z
  .strictObject({
    totalCents: centsJson('Total').nullable().describe('Total, en céntimos; null sin precio'),
    paidCents: centsJson('Cobrado'),
    refundedCents: centsJson('Devuelto'),
    dueCents: centsJson('Pendiente').nullable().describe('Pendiente, en céntimos; null sin precio'),
    creditCents: centsJson('A favor del cliente'),
    markedPaid: z.boolean().describe('Marcado como pagado sin que lo cobrado llegue al total'),
  })
  .describe('Saldo');
