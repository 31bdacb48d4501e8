import { createElement, lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  /** The page: suspends (the route's fallback shows) until its file has loaded. */
  Page: ComponentType;
  /** Starts loading the page's file; resolves when it is there (or could not be loaded). */
  preload(): Promise<void>;
}

/**
 * React's `lazy`, plus a way to load the page before rendering: once loaded it renders at once,
 * without suspending, so a visit that starts on this page paints the page itself first rather
 * than a spinner that the page then replaces.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  return {
    Page: () => createElement(loaded ?? Lazy),
    preload: () =>
      loadOnce().then(
        () => undefined,
        // Rendering goes on: the lazy route tries again and fails where errors are shown.
        () => {
          loading = undefined;
        },
      ),
  };
}
