/**
 * The shop as schema.org structured data (JSON-LD `ElectronicsStore`, a kind of
 * LocalBusiness), written from the shop's configuration so that the search result shows
 * the same phone, address and hours as the footer.
 */
import { shop } from '../config/shop.ts';
import { OG_IMAGE } from './ogImage.ts';
import { SITE_DESCRIPTION } from './pages.ts';

type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** The days of each row of the shop's opening hours, as the configuration words them. */
const daysOfRow: Readonly<Record<string, readonly DayOfWeek[]>> = {
  'Lunes a viernes': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Sábado: ['Saturday'],
  Domingo: ['Sunday'],
};

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
}

/** Open rows only: schema.org reads a day with no specification as closed. */
export function openingHoursSpecification(rows: ReadonlyArray<{ days: string; hours: string | null }>): OpeningHoursSpecification[] {
  return rows.flatMap((row) => {
    const days = daysOfRow[row.days];
    if (!days) throw new Error(`Opening hours: unknown days "${row.days}" (add them to seo/localBusiness.ts)`);
    if (row.hours === null) return [];
    const times = /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(row.hours);
    if (!times) throw new Error(`Opening hours: "${row.hours}" is not HH:MM-HH:MM`);
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek: [...days], opens: times[1]!, closes: times[2]! }];
  });
}

/** `origin`: where the site is published, e.g. https://www.taller.es (no trailing slash). */
export function localBusinessJsonLd(origin: string) {
  const { contact } = shop;
  return {
    '@context': 'https://schema.org',
    '@type': 'ElectronicsStore',
    '@id': `${origin}/#tienda`,
    name: shop.name,
    legalName: shop.legalName,
    description: SITE_DESCRIPTION,
    url: `${origin}/`,
    image: `${origin}${OG_IMAGE.path}`,
    telephone: contact.phoneHref.replace(/^tel:/, ''),
    email: contact.email,
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressCountry: 'ES' },
    foundingDate: String(shop.foundedYear),
    openingHoursSpecification: openingHoursSpecification(shop.openingHours),
    currenciesAccepted: 'EUR',
    paymentAccepted: 'Efectivo, tarjeta de crédito o débito',
    priceRange: '€',
    hasMap: shop.social.maps.url,
    sameAs: [shop.social.video.url],
  };
}

/** For a `<script type="application/ld+json">`: no `<` can close the element early. */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
