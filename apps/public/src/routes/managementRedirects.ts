/**
 * The spec's management paths live in the back-office (a separate app under
 * /gestion). Visiting one here leaves the public site for its screen there.
 */
export interface ManagementRedirect {
  path: string;
  target: (params: Readonly<Record<string, string | undefined>>) => string;
}

const id = (params: Readonly<Record<string, string | undefined>>) => encodeURIComponent(params.id ?? '');
const toDashboard = () => '/gestion';

export const managementRedirects: ManagementRedirect[] = [
  { path: '/dashboard-gerencia', target: toDashboard },
  { path: '/reparaciones', target: () => '/gestion/repairs' },
  { path: '/reparacion/:id', target: (params) => `/gestion/repairs/${id(params)}/show` },
  { path: '/clientes', target: () => '/gestion/clients' },
  { path: '/cliente/:id', target: toDashboard },
  { path: '/revisiones', target: toDashboard },
  { path: '/revision/:id', target: toDashboard },
  { path: '/pedidos', target: toDashboard },
  { path: '/pedido/:id', target: toDashboard },
  { path: '/calendario', target: () => '/gestion/calendario' },
  { path: '/nuevo-trabajo', target: toDashboard },
  { path: '/albaran/:id', target: (params) => `/gestion/albaran/${id(params)}` },
];
