/**
 * The basket in localStorage (it survives a reload and a closed tab, and is cleared once the
 * reservation is placed), shared by every component that shows it and by the site's other tabs
 * (the `storage` event, through basketSignal.ts).
 */
import { useSyncExternalStore } from 'react';
import { basketUnits, parseBasket, serializeBasket, type BasketLine } from './basket';
import { basketChanged, BASKET_STORAGE_KEY, subscribeToBasket } from './basketSignal';

export { BASKET_STORAGE_KEY };
let cachedText: string | null | undefined;
let cachedLines: BasketLine[] = [];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's settings: the basket lives as long as the page
  }
}

let memory: string | null = null;
const NONE: BasketLine[] = [];

/** The basket as it is now (the same array while it does not change, as useSyncExternalStore needs). */
export function readBasket(): BasketLine[] {
  const store = storage();
  let text: string | null;
  try {
    text = store ? store.getItem(BASKET_STORAGE_KEY) : memory;
  } catch {
    text = memory;
  }
  if (text !== cachedText) {
    cachedText = text;
    cachedLines = parseBasket(text);
  }
  return cachedLines;
}

export function writeBasket(lines: readonly BasketLine[]): void {
  const text = lines.length === 0 ? null : serializeBasket(lines);
  memory = text;
  const store = storage();
  try {
    if (text === null) store?.removeItem(BASKET_STORAGE_KEY);
    else store?.setItem(BASKET_STORAGE_KEY, text);
  } catch {
    // Full or blocked: the memory copy keeps this page's basket.
  }
  basketChanged();
}

/** Changes the basket with `change` applied to what it holds now. */
export function updateBasket(change: (lines: readonly BasketLine[]) => BasketLine[]): void {
  writeBasket(change(readBasket()));
}

export const clearBasket = () => writeBasket([]);

export function useBasket(): BasketLine[] {
  return useSyncExternalStore(subscribeToBasket, readBasket, () => NONE);
}

/** The units in the basket, for the header's badge. */
export function useBasketUnits(): number {
  return basketUnits(useBasket());
}
