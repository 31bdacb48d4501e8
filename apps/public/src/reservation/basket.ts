/**
 * 'Tu reserva': the products a visitor means to reserve for pickup, kept in the browser until
 * the reservation is placed (issue 17). What every page needs to show it (the header's badge):
 * the line, reading it back from storage, counting it. Changing it is basketChanges.ts, loaded
 * with the pages that change it. The server decides the rest (names and prices at the moment
 * of reserving, and whether there are units left).
 */

/** The server's limits (reservation.rules.ts): at most 20 different products, 20 units each. */
export const MAX_BASKET_LINES = 20;
export const MAX_LINE_UNITS = 20;

/** A quantity within 1…20, whole. */
export const clampUnits = (quantity: number) => Math.min(MAX_LINE_UNITS, Math.max(1, Math.trunc(quantity)));

export interface BasketLine {
  productId: number;
  /** As the catalogue showed it when added; the reservation takes the catalogue's at that moment. */
  name: string;
  /** IVA included. */
  priceCents: number;
  quantity: number;
  /** The product's page, `/productos/12-funda-…`. */
  path: string;
}

/** The units in the basket: what the header's badge counts. */
export const basketUnits = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The basket as kept in localStorage, read back: anything another version of the site or a
 * curious visitor left that is not a line is dropped, quantities are put within the limits, a
 * product twice counts once, and never more than 20 lines.
 */
export function parseBasket(text: string | null | undefined): BasketLine[] {
  if (!text) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const items = Array.isArray(data) ? data : Array.isArray((data as { lines?: unknown } | null)?.lines) ? (data as { lines: unknown[] }).lines : [];
  const lines: BasketLine[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const { productId, name, priceCents, quantity, path } = item as Record<string, unknown>;
    if (!isPositiveInteger(productId) || typeof name !== 'string' || name.trim() === '' || typeof priceCents !== 'number' || !Number.isInteger(priceCents) || priceCents < 0) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 1) continue;
    if (lines.some((line) => line.productId === productId) || lines.length >= MAX_BASKET_LINES) continue;
    lines.push({ productId, name, priceCents, quantity: clampUnits(quantity), path: typeof path === 'string' && path.startsWith('/productos/') ? path : `/productos/${productId}` });
  }
  return lines;
}

export const serializeBasket = (lines: readonly BasketLine[]) => JSON.stringify({ version: 1, lines });

