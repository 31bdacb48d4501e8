/**
 * The shop as schema.org structured data (JSON-LD `ElectronicsStore`, a kind of LocalBusiness).
 * The build writes only the site's part (what the site is, its address, image and pitch); the
 * server adds the company's part (name, legal name, NIF, phone, e-mail, address, hours) from
 * 'Ajustes del taller' as it sends each page (libs/server/src/shop/shop-page.ts), so a change of
 * the shop's data needs no rebuild and a missing field is left out, never invented.
 */
import { OG_IMAGE } from './ogImage.ts';
import { SITE_DESCRIPTION } from './pages.ts';

/** The id of the JSON-LD script element the server completes. */
export const JSON_LD_ELEMENT = 'datos-tienda';

/** `origin`: where the site is published, e.g. https://www.taller.es (no trailing slash). */
export function siteJsonLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ElectronicsStore',
    '@id': `${origin}/#tienda`,
    description: SITE_DESCRIPTION,
    url: `${origin}/`,
    image: `${origin}${OG_IMAGE.path}`,
    currenciesAccepted: 'EUR',
    paymentAccepted: 'Efectivo, tarjeta de crédito o débito',
    priceRange: '€',
  };
}

/** For a `<script type="application/ld+json">`: no `<` can close the element early. */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
