/** Money is kept in integer euro cents; these turn it into Spanish text and back. */

const euros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** `123456` → `1.234,56 €`; no amount → `0,00 €` (the spec's fallback). */
export function formatEuros(cents: number | null | undefined): string {
  if (cents == null || !Number.isFinite(cents)) return euros.format(0);
  return euros.format(cents / 100);
}

/** `12,5`, `12.50` or `12` (euros, as typed) → cents; not a number → `null`. */
export function eurosToCents(text: string | number): number | null {
  const normalised = typeof text === 'number' ? text : Number(String(text).trim().replace(',', '.'));
  if (!Number.isFinite(normalised) || String(text).trim() === '') return null;
  return Math.round(normalised * 100);
}
