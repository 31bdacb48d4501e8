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

const about: SiteLink = { label: es.nav.about, to: '/acerca-de-nosotros' };
const contact: SiteLink = { label: es.nav.contact, to: '/contacto' };
const dashboard: SiteLink = { label: es.nav.dashboard, to: MANAGEMENT_HOME, external: true };
const managerDashboard: SiteLink = { label: es.nav.managerDashboard, to: MANAGEMENT_HOME, external: true };

/**
 * The bar's links (the same on desktop and in the mobile menu): about and contact for
 * visitors and regular sessions, plus 'Dashboard' for a staff member's regular session;
 * a manager session sees the single 'Dashboard Gerencia' link.
 */
export function navLinksFor(audience: Audience): SiteLink[] {
  switch (audience) {
    case 'manager-session':
      return [managerDashboard];
    case 'staff-user':
      return [about, contact, dashboard];
    case 'customer':
    case 'visitor':
      return [about, contact];
    default: {
      const unknown: never = audience;
      throw new Error(`Unknown audience ${String(unknown)}`);
    }
  }
}

/** The user menu's pages. 'Mis pedidos' has no screen of its own yet: the profile's orders. */
export const PROFILE_PATH = '/perfil';
export const MY_ORDERS_PATH = '/perfil#pedidos';
