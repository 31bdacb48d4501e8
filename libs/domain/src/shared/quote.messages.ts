/** The texts of quotes (shared/quote.ts), without zod: the back-office and the public site read them. */

export const QUOTE_LINE_KINDS = ['part', 'labour'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

/** `online`: the customer, on the tracking page; the others recorded by staff, with who. */
export const QUOTE_DECISION_CHANNELS = ['online', 'phone', 'in_person'] as const;
export type QuoteDecisionChannel = (typeof QUOTE_DECISION_CHANNELS)[number];

export const quoteLineKindLabels: Record<QuoteLineKind, string> = { part: 'Pieza', labour: 'Mano de obra' };
export const quoteChannelLabels: Record<QuoteDecisionChannel, string> = {
  online: 'En la web (enlace de seguimiento)',
  phone: 'Por teléfono',
  in_person: 'En persona',
};

export const quoteMessages = {
  label: 'Presupuesto',
  issued: 'Presupuesto enviado',
  accepted: 'Presupuesto aceptado',
  rejected: 'Presupuesto rechazado',
  formHasErrors: 'Por favor, corrige los errores del presupuesto',
  linesRequired: 'El presupuesto necesita al menos una línea',
  tooManyLines: 'Un presupuesto tiene como mucho 30 líneas',
  lineKindInvalid: 'Cada línea es una pieza o mano de obra',
  lineDescriptionLabel: 'Concepto',
  lineDescriptionRequired: 'Cada línea necesita su concepto',
  lineQuantityInvalid: 'La cantidad es un número entero entre 1 y 99',
  linePriceInvalid: 'El precio es un importe en euros, sin negativos',
  validUntilInvalid: 'La validez es una fecha (AAAA-MM-DD)',
  validUntilPast: 'La validez no puede ser anterior a hoy',
  notesLabel: 'Notas',
  notCurrent: 'Ese presupuesto ya no es el vigente: revisa el último',
  alreadyAccepted: 'Este presupuesto ya está aceptado',
  alreadyRejected: 'Este presupuesto ya está rechazado',
  expired: (day: string) => `Este presupuesto caducó el ${day}: pide uno nuevo a la tienda`,
  channelInvalid: 'Indica cómo respondió el cliente: por teléfono o en persona',
  decisionInvalid: 'La respuesta es aceptar o rechazar',
  notQuotable: 'Solo se presupuesta una reparación sin terminar, cancelar ni entregar',
  noLongerAnswerable: 'Este presupuesto ya no se puede responder aquí: la reparación siguió su curso. Llama a la tienda.',
  revisionNotQuotable: 'Solo se presupuesta una revisión sin terminar, cancelar, archivar ni convertir en reparación',
  revisionNoLongerAnswerable: 'Este presupuesto ya no se puede responder aquí: la revisión siguió su curso. Llama a la tienda.',
} as const;
