/**
 * The spec's management paths (route table: "behind the manager guard"). Their screens live in
 * the back-office, a separate app under /gestion, whose own table (apps/admin/src/routes.tsx)
 * leads each of these paths to its screen: /gestion/pedido/12 opens order 12. So one table
 * decides every screen: a visit here leaves for the same path there, query and fragment
 * included, and a visitor without a session is sent to the manager login with that path as
 * `?volver=` by the back-office itself.
 *
 * Plain data, no imports: the build's plugin reads it too (the server's list of routes).
 */
export const MANAGEMENT_BASE = '/gestion';

export const managementPaths = [
  '/dashboard-gerencia',
  '/reparaciones',
  '/reparacion/:id',
  '/clientes',
  '/cliente/:id',
  '/revisiones',
  '/revision/:id',
  '/pedidos',
  '/pedido/:id',
  '/calendario',
  '/nuevo-trabajo',
  '/albaran/:id',
] as const;

/** The back-office address of a management path visited here: `/pedido/12?x` → `/gestion/pedido/12?x`. */
export function managementTarget({ pathname, search, hash }: { pathname: string; search: string; hash: string }): string {
  return `${MANAGEMENT_BASE}${pathname}${search}${hash}`;
}
