import type { LazyScreen } from './shared/lazyScreen';

/** A resource's screens, as App.tsx hands them to react-admin. */
type ResourceViews = { list?: unknown; show?: unknown; edit?: unknown; create?: unknown };

interface Screens {
  resources: Record<string, ResourceViews>;
  /** The screens of their own, by path under the base (SCREEN_PATHS). */
  pages: Record<string, LazyScreen>;
  albaran: LazyScreen;
}

const isLazy = (view: unknown): view is LazyScreen => typeof (view as Partial<LazyScreen> | undefined)?.preload === 'function';

/**
 * Starts fetching the code of the screen the address opens on while the rest starts up (the
 * session check, the layout), instead of after it: one round trip less before the first screen.
 * `pathname` is the address under the base (/gestion): '/', '/repairs', '/repairs/12/show'…
 */
export function preloadScreenAt(pathname: string, { resources, pages, albaran }: Screens): void {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || path === '/dashboard-gerencia') return; // the home screen comes with the first load
  if (path.startsWith('/albaran/')) return albaran.preload();
  const page = pages[path];
  if (page) return page.preload();
  const [, name, id, action] = path.split('/');
  const views = resources[name ?? ''];
  if (!views) return;
  const view = id === undefined ? views.list : id === 'create' ? views.create : action === 'show' ? views.show : views.edit;
  if (isLazy(view)) view.preload();
}
