import { addressLine, phoneHref, WEEKDAYS, type PublicShop, type Weekday } from '@taller/domain';

/**
 * The shop's identity written into the public site's pages as the server sends them: the build
 * carries none (apps/public/src/config/shop.ts, seo/). Each page gets
 * - the shop's name where the build left SHOP_NAME_PLACEHOLDER (titles, og:site_name), or the
 *   titles without a name while the shop has none;
 * - the phone in the <noscript> line, when there is one;
 * - the company's part of the JSON-LD (name, legal name, NIF, phone, e-mail, address, hours)
 *   merged into the site's part the build wrote, or no JSON-LD at all while the shop has no name;
 * - the public settings (GET /api/shop's answer) as a JSON data block the site reads as it loads.
 * A field the shop has not set is left out: no placeholder ever reaches a customer.
 */
export const SHOP_NAME_PLACEHOLDER = '%SHOP_NAME%';
export const SHOP_NOSCRIPT_PLACEHOLDER = '%SHOP_NOSCRIPT%';
export const SHOP_DATA_ELEMENT = 'datos-taller';
export const JSON_LD_ELEMENT = 'datos-tienda';

const SCHEMA_DAYS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a <script> element: no `<` can close it early, and the line separators JSON allows stay escaped. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** schema.org opening hours: one specification per distinct stretch, with every weekday it applies to. */
export function openingHoursSpecification(hours: PublicShop['hours']) {
  const byRange = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const day of WEEKDAYS) {
    for (const range of hours[day]) {
      const key = `${range.opens}-${range.closes}`;
      const entry = byRange.get(key) ?? { ...range, days: [] };
      entry.days.push(SCHEMA_DAYS[day]);
      byRange.set(key, entry);
    }
  }
  return [...byRange.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens,
    closes,
  }));
}

/** The company's part of the JSON-LD, only what the shop has set; null without a name (a LocalBusiness needs one). */
export function shopJsonLd(shop: PublicShop): Record<string, unknown> | null {
  const { identity } = shop;
  if (!identity.tradeName) return null;
  const address = Object.fromEntries(
    Object.entries({
      streetAddress: identity.street,
      postalCode: identity.postalCode,
      addressLocality: identity.city,
      addressRegion: identity.province,
    }).filter(([, value]) => value),
  );
  const line = addressLine(identity);
  const data: Record<string, unknown> = {
    name: identity.tradeName,
    ...(identity.legalName ? { legalName: identity.legalName } : {}),
    ...(identity.taxId ? { taxID: identity.taxId } : {}),
    ...(identity.phone ? { telephone: phoneHref(identity.phone)!.slice('tel:'.length) } : {}),
    ...(identity.email ? { email: identity.email } : {}),
    ...(Object.keys(address).length > 0 ? { address: { '@type': 'PostalAddress', ...address, addressCountry: 'ES' } } : {}),
    openingHoursSpecification: openingHoursSpecification(shop.hours),
    ...(line
      ? { hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${identity.tradeName}, ${line}`)}` }
      : {}),
  };
  return data;
}

const JSON_LD_SCRIPT = new RegExp(`<script([^>]*\\bid="${JSON_LD_ELEMENT}"[^>]*)>([\\s\\S]*?)</script>`);

/** `html` (a page of the public site's build) with the shop written in. */
export function withShop(html: string, shop: PublicShop): string {
  const name = shop.identity.tradeName;
  let page = html;
  if (name) {
    page = page.replaceAll(SHOP_NAME_PLACEHOLDER, escapeHtml(name));
  } else {
    page = page
      .replace(new RegExp(`<meta[^>]*property="og:site_name"[^>]*content="${SHOP_NAME_PLACEHOLDER}"[^>]*>`, 'g'), '')
      .replaceAll(`${SHOP_NAME_PLACEHOLDER} · `, '')
      .replaceAll(` · ${SHOP_NAME_PLACEHOLDER}`, '')
      .replaceAll(SHOP_NAME_PLACEHOLDER, '');
  }
  const phone = shop.identity.phone;
  page = page.replaceAll(SHOP_NOSCRIPT_PLACEHOLDER, phone ? ` También puedes llamarnos al ${escapeHtml(phone)}.` : '');
  page = page.replace(JSON_LD_SCRIPT, (whole, attributes: string, content: string) => {
    const company = shopJsonLd(shop);
    if (!company) return '';
    let site: Record<string, unknown>;
    try {
      site = JSON.parse(content) as Record<string, unknown>;
    } catch {
      return whole;
    }
    return `<script${attributes}>${scriptJson({ ...site, ...company })}</script>`;
  });
  const data = `<script id="${SHOP_DATA_ELEMENT}" type="application/json">${scriptJson(shop)}</script>`;
  return page.includes('</head>') ? page.replace('</head>', `${data}</head>`) : page;
}
