import { es } from '../i18n/es';

export interface SiteLink {
  label: string;
  /** A route of this site, or a path served by another app (`external`). */
  to: string;
  external?: boolean;
}

/** About, contact and FAQ for visitors and customers. */
export const visitorLinks: SiteLink[] = [
  { label: es.nav.about, to: '/acerca-de-nosotros' },
  { label: es.nav.contact, to: '/contacto' },
  { label: es.nav.faq, to: '/preguntas-frecuentes' },
];

/** The back-office is a separate app, so this is a full page load, not a route. */
export const MANAGEMENT_HOME = '/gestion';

/** A staff session sees a single link: the manager dashboard. */
export const staffLinks: SiteLink[] = [{ label: es.nav.managerDashboard, to: MANAGEMENT_HOME, external: true }];
