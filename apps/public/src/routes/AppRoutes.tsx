import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { SiteLayout } from '../layout/SiteLayout';
import HomePage from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { aliases } from './aliases';
import { LeaveForManagement } from './LeaveForManagement';
import { lazyPage, type LazyPage } from './lazyPage';
import { lazyPages } from './lazyPages';
import { managementPaths } from './managementRedirects';

// The home page stays in the first bundle; the rest loads when visited, each page its own file.
const pageFiles = import.meta.glob<{ default: ComponentType }>('../pages/*/*Page.tsx');
const routes: ReadonlyArray<{ path: string; param?: string } & LazyPage> = lazyPages.map((page) => {
  const load = pageFiles[`../pages/${page.module}.tsx`];
  if (!load) throw new Error(`lazyPages: no page file src/pages/${page.module}.tsx for ${page.path}`);
  return { path: page.path, ...('param' in page ? { param: page.param } : {}), ...lazyPage(load) };
});

/**
 * Loads the page of `pathname` if it is one of the lazy ones (its HTML has preloaded its files,
 * so this is quick): rendered after this, the first paint is the page rather than a spinner.
 */
export function preloadPage(pathname: string): Promise<void> {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const parent = path.slice(0, path.lastIndexOf('/'));
  const route = routes.find((r) => r.path === path) ?? routes.find((r) => r.param !== undefined && r.path === parent);
  return route?.preload() ?? Promise.resolve();
}

/** An alias: the page it names, with the same query and fragment, in place of this history entry. */
function GoTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/**
 * The site's routes. The server learns the same paths from the build (routes/knownPaths.ts)
 * and answers 404 to the others.
 */
export function AppRoutes() {
  return (
    <Routes>
      {managementPaths.map((path) => (
        <Route key={path} path={path} element={<LeaveForManagement />} />
      ))}
      {aliases.map(({ path, to }) => (
        <Route key={path} path={path} element={<GoTo to={to} />} />
      ))}
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {routes.flatMap(({ path, param, Page }) => (param ? [<Route key={`${path}/:${param}`} path={`${path}/:${param}`} element={<Page />} />] : []))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
