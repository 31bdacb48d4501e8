import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenLoadFailed } from '../layout/ScreenLoadFailed';

/** A screen whose code is fetched when first shown, or earlier with `preload()`. */
export type LazyScreen = LazyExoticComponent<ComponentType<any>> & { preload: () => void };

/**
 * A screen in a file of its own, fetched the first time it is shown (or on `preload()`, which
 * starts the same fetch early): the back-office's first load carries only the screen it opens on.
 * While the file loads, react-admin's layout shows its loading state (a `<Suspense>` around each
 * screen); when the file cannot be fetched (a new version deployed while the tab was open, or the
 * connection down), the screen says so in Spanish and offers a reload, never a blank page.
 */
export function lazyScreen(load: () => Promise<ComponentType<any>>): LazyScreen {
  let loading: Promise<{ default: ComponentType<any> }> | undefined;
  const start = (): Promise<{ default: ComponentType<any> }> =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('No se ha podido cargar la pantalla', error);
        return { default: ScreenLoadFailed as ComponentType<any> };
      },
    ));
  return Object.assign(lazy(start), { preload: () => void start() });
}
