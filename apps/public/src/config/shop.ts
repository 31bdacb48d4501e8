/**
 * The shop as the public site shows it: read when the page loads from the settings the server
 * writes into every page it sends (`<script id="datos-taller" type="application/json">`, from
 * GET /api/shop's data), so a change in 'Ajustes del taller' shows on the next visit without a
 * rebuild. Nothing of the company is in the build: a field the shop has not set is empty, and
 * every component leaves it out rather than show a placeholder.
 *
 * At build time (Node, no page) the name is SHOP_NAME_PLACEHOLDER, which the server replaces in
 * the titles it sends. `vite` (development) serves pages without the settings: no identity.
 */
import { siteCopy } from '@taller/domain/shop';
import {
  addressLine,
  DEFAULT_SHOP_TERMS,
  DEFAULT_WEEKLY_HOURS,
  EMPTY_SHOP_IDENTITY,
  openingHoursLines,
  phoneHref,
  whatsappHref,
  type OpeningHoursLine,
  type PublicShop,
} from '@taller/domain/shop-profile';

export type OpeningHours = OpeningHoursLine;

/** What the build writes where the shop's name goes; the server writes the name (or nothing) in its place. */
export const SHOP_NAME_PLACEHOLDER = '%SHOP_NAME%';
/** The id of the settings' script element the server adds to every page. */
export const SHOP_DATA_ELEMENT = 'datos-taller';

export interface SocialProfile {
  /** The network's name, as the link shows it. */
  label: string;
  url: string;
}

function settingsInPage(): PublicShop | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SHOP_DATA_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicShop;
  } catch {
    return null;
  }
}

const building = typeof document === 'undefined';
/** The shop's settings as the server sent them with this page (defaults for hours and terms otherwise). */
export const shopSettings: PublicShop = settingsInPage() ?? {
  configured: false,
  identity: EMPTY_SHOP_IDENTITY,
  hours: DEFAULT_WEEKLY_HOURS,
  terms: DEFAULT_SHOP_TERMS,
};
const { identity } = shopSettings;
const address = addressLine(identity);

export const shop = {
  /** The trade name: empty until the shop sets it. */
  name: building ? SHOP_NAME_PLACEHOLDER : identity.tradeName,
  legalName: identity.legalName,
  taxId: identity.taxId,
  tagline: siteCopy.tagline,
  foundedYear: siteCopy.foundedYear,
  /** Whether the company's legal identity (legal name, NIF, address) is complete: the legal pages need it. */
  legalIdentityComplete: Boolean(identity.legalName && identity.taxId && address && identity.street && identity.city),
  contact: {
    phone: identity.phone,
    /** `tel:` link, or '' without a phone. */
    phoneHref: phoneHref(identity.phone) ?? '',
    whatsapp: identity.whatsapp,
    whatsappHref: whatsappHref(identity.whatsapp) ?? '',
    email: identity.email,
    address,
  },
  openingHours: openingHoursLines(shopSettings.hours),
  hours: shopSettings.hours,
  terms: shopSettings.terms,
  copyrightYear: 2025,
  /**
   * The footer's links: the maps listing, a Google Maps search for the shop's name and address
   * (it works without a listing id), only when both are known.
   */
  social: {
    maps:
      identity.tradeName && address
        ? { label: 'Google Maps', url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${identity.tradeName}, ${address}`)}` }
        : null,
  } satisfies Record<'maps', SocialProfile | null>,
} as const;

/** The company behind the shop as the legal pages name it, or null while its data is incomplete. */
export const legalEntity: string | null = shop.legalIdentityComplete
  ? `${shop.legalName}${shop.name && shop.name !== shop.legalName ? ` («${shop.name}»)` : ''}, con NIF ${shop.taxId} y domicilio en ${shop.contact.address}`
  : null;

/** What the legal pages say instead of inventing the company's data the shop has not set yet. */
export const LEGAL_DATA_PENDING =
  'Los datos identificativos de la empresa (razón social, NIF y domicilio) están pendientes de publicarse en esta web; mientras tanto puedes pedirlos en la tienda.';

/** The shop's name in running text: its trade name, or 'el taller' while it has none. */
export const shopNameInText = shop.name || 'el taller';

/** The repairs' warranty as the site's texts say it: '3 meses' (the shop's terms). */
export const warrantyPeriod = `${shop.terms.warrantyMonths} ${shop.terms.warrantyMonths === 1 ? 'mes' : 'meses'}`;
