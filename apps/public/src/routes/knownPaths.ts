/**
 * Every path the public site's router answers with something other than its 404 page, in
 * react-router's syntax (`/reparacion/:id`): the home page, the pages loaded when visited, the
 * aliases and the management paths, read from the same tables AppRoutes maps over. The build
 * writes this list for the server (site-manifest.json, routes/vitePlugin.ts), which answers
 * 404 to any other path outside /api and /gestion.
 */
// Relative imports carry `.ts`: Vite's config loader reads this file as it is.
import { aliases } from './aliases.ts';
import { lazyPagePaths } from './lazyPages.ts';
import { managementPaths } from './managementRedirects.ts';

export const HOME_PATH = '/';

export const knownPaths: readonly string[] = [HOME_PATH, ...lazyPagePaths, ...aliases.map(({ path }) => path), ...managementPaths];
