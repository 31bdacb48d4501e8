import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenLoadFailed } from '../layout/ScreenLoadFailed';

/** How many screens' files are being fetched, and who wants to know when that changes. */
let fetching = 0;
const listeners = new Set<() => void>();
const setFetching = (change: number) => {
  fetching += change;
  // React asks for a screen's file while rendering: the bar is told after that render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
};

/**
 * Whether a screen's file is being fetched. Moving to a screen not fetched yet keeps the screen
 * left on view until the new one can show (react-router moves in a transition), so the layout
 * says so with this (layout/ScreenLoadingBar.tsx) instead of seeming to ignore the click.
 */
export const useFetchingScreen = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => fetching > 0,
  );

/** A screen whose code is fetched when first shown, or earlier with `preload()`. */
export type LazyScreen<P = any> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

interface LazyScreenOptions {
  /**
   * Whether the screen says the resources' texts (i18n/resources.es.ts), fetched beside its file.
   * Only the dashboard, its notes board's form and dialogs, and react-admin's error pages do not.
   */
  withScreenTexts?: boolean;
}

/** The resources' texts, added to the dictionary as their file is evaluated (one fetch for all screens). */
const loadScreenTexts = () => import('../i18n/resources.es');

/**
 * A screen in a file of its own, fetched the first time it is shown (or on `preload()`, which
 * starts the same fetch early): the back-office's first load carries only the screen it opens on.
 * While the file loads, the layout shows its loading state (a `<Suspense>` around each
 * screen); when the file cannot be fetched (a new version deployed while the tab was open, or the
 * connection down), the screen says so in Spanish and offers a reload, never a blank page.
 */
export function lazyScreen<P = any>(load: () => Promise<ComponentType<P>>, { withScreenTexts = true }: LazyScreenOptions = {}): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = (): Promise<{ default: ComponentType<P> }> => {
    if (loading) return loading;
    setFetching(+1);
    loading = Promise.all([load(), withScreenTexts ? loadScreenTexts() : undefined])
      .then(
        ([component]) => ({ default: component }),
        (error: unknown) => {
          console.error('No se ha podido cargar la pantalla', error);
          return { default: ScreenLoadFailed as ComponentType<P> };
        },
      )
      .finally(() => setFetching(-1));
    return loading;
  };
  return Object.assign(lazy(start), { preload: () => void start() });
}
