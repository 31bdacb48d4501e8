/**
 * Every path the back-office's router answers below /gestion, as data: App.tsx registers the
 * resources and routes.tsx the screens from these tables, and the build writes the list into
 * `site-manifest.json` (vite.config.ts), from which the server answers any other path under
 * /gestion with status 404 (the screen stays react-admin's 'Página no encontrada').
 */

/**
 * The resources and their views. react-admin routes a resource's paths with splats (`/repairs/*`
 * for the list, `/repairs/:id/*` for the edit, `/repairs/:id/show/*`), so every path below a
 * resource's name is one of its screens.
 */
export const RESOURCE_VIEWS = {
  repairs: ['list', 'show', 'edit', 'create'],
  revisions: ['list', 'show', 'edit', 'create'],
  clients: ['list', 'show'],
  orders: ['list', 'show', 'edit', 'create'],
  products: ['list', 'show', 'edit', 'create'],
  deleted: ['list', 'show'],
  staff: ['list', 'show', 'edit', 'create'],
  invoices: ['list', 'show', 'create'],
} as const;

/** The screens outside the resources (routes.tsx), by the path they answer. */
export const SCREEN_PATHS = {
  newWork: '/nuevo-trabajo',
  calendar: '/calendario',
  notes: '/notas',
  audit: '/actividad',
  shopSettings: '/ajustes-del-taller',
  noticeSettings: '/avisos',
  statistics: '/estadisticas',
} as const;

/** The spec's management paths (back-office.md §2), each leading to its screen (routes.tsx). */
export const SPEC_ALIAS_PATHS = {
  dashboard: '/dashboard-gerencia',
  repairs: '/reparaciones',
  repair: '/reparacion/:id',
  clients: '/clientes',
  client: '/cliente/:id',
  orders: '/pedidos',
  order: '/pedido/:id',
  revisions: '/revisiones',
  revision: '/revision/:id',
} as const;

/**
 * 'Caja' (the daily cash close): today's, any day's (the owner's audit links to
 * /gestion/caja/YYYY-MM-DD), the list of closes, and a day's printable summary outside the layout.
 */
export const CASH_PATHS = { today: '/caja', day: '/caja/:day', closes: '/caja/cierres', print: '/caja/:day/imprimir' } as const;

/** The albarán, outside the layout: of a repair or a revision, and the spec's (a repair). */
export const ALBARAN_PATHS = { ofType: '/albaran/:type/:id', repair: '/albaran/:id' } as const;

/** A repair's printable quote, outside the layout like the albarán. */
export const QUOTE_PATHS = { repair: '/presupuesto/:id', revision: '/presupuesto/revision/:id' } as const;

/** The printed invoice (A4 or the 80 mm ticket), outside the layout like the albarán. */
export const INVOICE_PATHS = { print: '/factura/:id' } as const;

/** Every path, in react-router's syntax (`*`: any rest of the path), relative to /gestion ('/' is the dashboard). */
export function backOfficePaths(): string[] {
  const resources = Object.keys(RESOURCE_VIEWS).map((name) => `/${name}/*`);
  return ['/', ...resources, ...Object.values(SCREEN_PATHS), ...Object.values(SPEC_ALIAS_PATHS), ...Object.values(CASH_PATHS), ...Object.values(ALBARAN_PATHS), ...Object.values(QUOTE_PATHS), ...Object.values(INVOICE_PATHS)];
}
