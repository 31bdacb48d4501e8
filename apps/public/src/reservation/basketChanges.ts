/**
 * Changing 'Tu reserva' (basket.ts): adding from a product's page, a line's quantity, taking a
 * line out, the total, the reservation's request, and reading the server's refusal back to the
 * line it names. Pure functions over the lines; the pages that change the basket load them.
 */
import type { Availability } from '@taller/domain/texts';
import { clampUnits, MAX_BASKET_LINES, type BasketLine } from './basket';

/**
 * How many units a visitor may pick on a product's page: plenty for a family's shopping when the
 * shop has it, a few when it says 'Últimas unidades' (the catalogue says no count: the server
 * refuses what it cannot hold, in words), none when it is sold out.
 */
export function maxUnitsFor(availability: Availability): number {
  if (availability === 'sold_out') return 0;
  return availability === 'last_units' ? 5 : 10;
}

export type AddOutcome = 'added' | 'capped' | 'full';

/**
 * The basket with `quantity` more of `product`: added to its line if it has one (up to 20 units),
 * or as a new line while there are fewer than 20. 'capped' when not all the units fitted, 'full'
 * when a new product does not fit at all (the basket is unchanged then).
 */
export function addToBasket(lines: readonly BasketLine[], product: Omit<BasketLine, 'quantity'>, quantity: number): { lines: BasketLine[]; outcome: AddOutcome } {
  const existing = lines.find((line) => line.productId === product.productId);
  if (existing) {
    const wanted = existing.quantity + Math.max(1, Math.trunc(quantity));
    const next = clampUnits(wanted);
    return {
      lines: lines.map((line) => (line.productId === product.productId ? { ...line, ...product, quantity: next } : line)),
      outcome: next < wanted ? 'capped' : 'added',
    };
  }
  if (lines.length >= MAX_BASKET_LINES) return { lines: [...lines], outcome: 'full' };
  const next = clampUnits(quantity);
  return { lines: [...lines, { ...product, quantity: next }], outcome: next < quantity ? 'capped' : 'added' };
}

export function setLineQuantity(lines: readonly BasketLine[], productId: number, quantity: number): BasketLine[] {
  return lines.map((line) => (line.productId === productId ? { ...line, quantity: clampUnits(quantity) } : line));
}

export function removeLine(lines: readonly BasketLine[], productId: number): BasketLine[] {
  return lines.filter((line) => line.productId !== productId);
}

export const basketTotalCents = (lines: readonly BasketLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);

/** The `lines` of POST /api/reservations. */
export const reservationLines = (lines: readonly BasketLine[]) => lines.map(({ productId, quantity }) => ({ productId, quantity }));

/** What a 409 of POST /api/reservations says about a line: how many units are left of it (0: none, or no longer for sale). */
export interface Shortage {
  productId: number;
  name: string;
  available: number;
}

/**
 * Reads the server's refusal ('Solo queda 1 unidad de «Cargador 65 W»', 'No quedan unidades de
 * «X»', '«X» ya no está a la venta') back to the basket's line it names, so the page can offer
 * to keep only what is left or take the line out. Null when it names none of the lines.
 */
export function shortageIn(message: string, lines: readonly BasketLine[]): Shortage | null {
  const patterns: [RegExp, (match: RegExpMatchArray) => number][] = [
    [/^Solo queda 1 unidad de «(.+)»$/, () => 1],
    [/^Solo quedan (\d+) unidades de «(.+)»$/, (match) => Number(match[1])],
    [/^No quedan unidades de «(.+)»$/, () => 0],
    [/^«(.+)» ya no está a la venta$/, () => 0],
  ];
  for (const [pattern, availableOf] of patterns) {
    const match = message.trim().match(pattern);
    if (!match) continue;
    const name = match[match.length - 1]!;
    const line = lines.find((candidate) => candidate.name === name);
    if (!line) return null;
    return { productId: line.productId, name, available: availableOf(match) };
  }
  return null;
}
