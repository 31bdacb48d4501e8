/**
 * Whether the browser keeps a basket at all: the only part of 'Tu reserva' in every page's
 * first load. The header asks it, and loads its badge (and the basket's code) only when there
 * is one, so a visitor who never reserves downloads nothing of it.
 */
import { useSyncExternalStore } from 'react';

export const BASKET_STORAGE_KEY = 'taller.reserva';

const listeners = new Set<() => void>();

/** Said by the basket's store after every change. */
export function basketChanged(): void {
  for (const listener of listeners) listener();
}

/** Listens to this page's changes and to other tabs' (the `storage` event). */
export function subscribeToBasket(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === BASKET_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function basketKept(): boolean {
  try {
    return window.localStorage.getItem(BASKET_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function useHasBasket(): boolean {
  return useSyncExternalStore(subscribeToBasket, basketKept, () => false);
}
