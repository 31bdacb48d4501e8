import { es } from '../i18n/es';
import type { Audience } from './audience';

export interface SiteLink {
  label: string;
  /** A route of this site, or a path served by another app (`external`). */
  to: string;
  external?: boolean;
}

/** The back-office is a separate app, so this is a full page load, not a route. */
export const MANAGEMENT_HOME = '/gestion';

/**
 * Where the staff sign-in leads: the back-office screen named by `volver` (the back-office
 * sends it when a session is missing or expired on a deeper screen), or the dashboard. Only
 * a path of the back-office itself is followed, never another site.
 */
export function managementReturnPath(volver: string | null): string {
  if (!volver?.startsWith(`${MANAGEMENT_HOME}/`)) return MANAGEMENT_HOME;
  const base = 'http://taller.invalid';
  const target = new URL(volver, base);
  if (target.origin !== base || !target.pathname.startsWith(`${MANAGEMENT_HOME}/`)) return MANAGEMENT_HOME;
  return `${target.pathname}${target.search}${target.hash}`;
}

const products: SiteLink = { label: es.nav.products, to: '/productos' };
const about: SiteLink = { label: es.nav.about, to: '/acerca-de-nosotros' };
const contact: SiteLink = { label: es.nav.contact, to: '/contacto' };
const dashboard: SiteLink = { label: es.nav.dashboard, to: MANAGEMENT_HOME, external: true };
const managerDashboard: SiteLink = { label: es.nav.managerDashboard, to: MANAGEMENT_HOME, external: true };

/**
 * The bar's links (the same on desktop and in the mobile menu): the catalogue (issue 17), about
 * and contact for visitors and regular sessions, plus 'Dashboard' for a staff member's regular
 * session; a manager session sees the single 'Dashboard Gerencia' link.
 */
export function navLinksFor(audience: Audience): SiteLink[] {
  switch (audience) {
    case 'manager-session':
      return [managerDashboard];
    case 'staff-user':
      return [products, about, contact, dashboard];
    case 'customer':
    case 'visitor':
      return [products, about, contact];
    default: {
      const unknown: never = audience;
      throw new Error(`Unknown audience ${String(unknown)}`);
    }
  }
}

/** The user menu's pages. 'Mis pedidos' has no screen of its own: it is a section of the profile. */
export const PROFILE_PATH = '/perfil';
export const MY_ORDERS_ANCHOR = 'pedidos';
export const MY_ORDERS_PATH = `${PROFILE_PATH}#${MY_ORDERS_ANCHOR}`;
