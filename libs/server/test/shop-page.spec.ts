import { DEFAULT_SHOP_TERMS, DEFAULT_WEEKLY_HOURS, EMPTY_SHOP_IDENTITY, type PublicShop } from '@taller/domain';
import { SHOP_NAME_PLACEHOLDER, SHOP_NOSCRIPT_PLACEHOLDER, withShop } from '../src/shop/shop-page.js';

/** A page as the public site's build writes it: placeholders where the shop goes, the site's JSON-LD only. */
const built = `<!doctype html><html lang="es"><head><title>Contacto · ${SHOP_NAME_PLACEHOLDER}</title>
<meta property="og:site_name" content="${SHOP_NAME_PLACEHOLDER}">
<meta property="og:title" content="${SHOP_NAME_PLACEHOLDER} · Reparación de móviles">
<script type="application/ld+json" id="datos-tienda">{"@context":"https://schema.org","@type":"ElectronicsStore","url":"https://taller.example/"}</script>
</head><body><noscript>Para usar esta web necesitas activar JavaScript.${SHOP_NOSCRIPT_PLACEHOLDER}</noscript><div id="root"></div></body></html>`;

const shop = (identity: Partial<PublicShop['identity']> = {}): PublicShop => ({
  configured: false,
  identity: { ...EMPTY_SHOP_IDENTITY, ...identity },
  hours: DEFAULT_WEEKLY_HOURS,
  terms: DEFAULT_SHOP_TERMS,
});

const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json" id="datos-tienda">(.*?)<\/script>/.exec(html)![1]!);
const dataOf = (html: string) => JSON.parse(/<script id="datos-taller" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);

describe('the shop written into a public page as it is sent', () => {
  it('puts the name in the titles, the phone in <noscript>, the company in the JSON-LD and the settings in a data block', () => {
    const page = withShop(built, shop({ tradeName: 'Taller Pérez', legalName: 'Pérez S.L.', taxId: 'B58818501', phone: '916 123 456', street: 'Calle Mayor 1', postalCode: '28921', city: 'Alcorcón', province: 'Madrid' }));
    expect(page).toContain('<title>Contacto · Taller Pérez</title>');
    expect(page).toContain('<meta property="og:site_name" content="Taller Pérez">');
    expect(page).toContain('También puedes llamarnos al 916 123 456.');
    expect(page).not.toContain('%SHOP');
    expect(jsonLdOf(page)).toMatchObject({
      '@type': 'ElectronicsStore',
      url: 'https://taller.example/',
      name: 'Taller Pérez',
      legalName: 'Pérez S.L.',
      taxID: 'B58818501',
      telephone: '+34916123456',
      address: { streetAddress: 'Calle Mayor 1', postalCode: '28921', addressLocality: 'Alcorcón', addressRegion: 'Madrid', addressCountry: 'ES' },
    });
    expect(jsonLdOf(page).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '20:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
    expect(dataOf(page).identity.tradeName).toBe('Taller Pérez');
  });

  it('leaves out what the shop has not set: no name in the titles, no phone, no JSON-LD, never a placeholder', () => {
    const page = withShop(built, shop());
    expect(page).toContain('<title>Contacto</title>');
    expect(page).not.toContain('og:site_name');
    expect(page).toContain('<meta property="og:title" content="Reparación de móviles">');
    expect(page).toContain('<noscript>Para usar esta web necesitas activar JavaScript.</noscript>');
    expect(page).not.toContain('ld+json');
    expect(page).not.toContain('%SHOP');
    expect(page).not.toMatch(/910 000 000|B00000000|taller\.demo/);
    expect(dataOf(page).configured).toBe(false);
  });

  it('cannot be broken out of by what the shop types', () => {
    const page = withShop(built, shop({ tradeName: '</script><script>alert(1)</script>"&', phone: '<b>1</b>' }));
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<title>Contacto · &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#34;&#38;</title>');
    expect(jsonLdOf(page).name).toBe('</script><script>alert(1)</script>"&');
    expect(dataOf(page).identity.tradeName).toBe('</script><script>alert(1)</script>"&');
  });
});
