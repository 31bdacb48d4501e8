/**
 * Other names of pages of this site. The spec's frame sends the visitor to /login after a 401,
 * a path its route table does not have: it leads to the customer login, query kept (`?volver=`).
 *
 * Plain data, no imports: the build's plugin reads it too (the server's list of routes).
 */
export const aliases = [{ path: '/login', to: '/iniciar-sesion' }] as const satisfies ReadonlyArray<{ path: `/${string}`; to: `/${string}` }>;
