/**
 * A price not set yet (a repair registered without an estimate, spec §3: "price (optional
 * estimate)"): every screen says so in the albarán's words, never '0,00 €'.
 */
export const priceTexts = {
  toBeSet: 'Por determinar',
} as const;
