/** The words of payments (shared/payment.ts), without zod: the screens import them alone. */
export const PAYMENT_METHODS = ['cash', 'card', 'bizum', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  bizum: 'Bizum',
  transfer: 'Transferencia',
};

/** The history's names for a movement's fields and for what stayed owed on collection. */
export const movementFieldLabels = {
  amountCents: 'Importe',
  method: 'Forma de pago',
  note: 'Nota',
  by: 'Registrado por',
  owedCents: 'Quedó a deber',
  allowedBy: 'Autorizado por',
} as const;
