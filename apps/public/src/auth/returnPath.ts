import { MANAGEMENT_HOME } from '../layout/navLinks';

/** The customer login: where a lost session and a guarded page send the visitor. */
export const CUSTOMER_LOGIN_PATH = '/iniciar-sesion';

/** The login, with the page to come back to as `?volver=` (the address of that page in this site). */
export function loginReturningTo(here: string): string {
  return `${CUSTOMER_LOGIN_PATH}?${new URLSearchParams({ volver: here })}`;
}

/**
 * Where the customer login leads once signed in: the page of this site named by `volver`, or
 * home. Only a page of this site is followed: never another site (`//evil.example`), nor the
 * back-office or the API (other apps), nor the login itself.
 */
export function publicReturnPath(volver: string | null): string {
  if (!volver?.startsWith('/')) return '/';
  const base = 'http://taller.invalid';
  let target: URL;
  try {
    target = new URL(volver, base);
  } catch {
    return '/';
  }
  const elsewhere = [MANAGEMENT_HOME, '/api', CUSTOMER_LOGIN_PATH].some((path) => target.pathname === path || target.pathname.startsWith(`${path}/`));
  if (target.origin !== base || elsewhere) return '/';
  return `${target.pathname}${target.search}${target.hash}`;
}
