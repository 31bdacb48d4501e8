import { describe, expect, it } from '@jest/globals';
import { localBusinessJsonLd, jsonLdScriptContent, openingHoursSpecification } from './localBusiness';
import { documentTitle, pageMetadataFor, publicPages } from './pages';
import { robotsTxt, sitemapXml } from './siteFiles';

const ORIGIN = 'https://www.taller.example';

describe('the table of pages', () => {
  it('has every public route of the spec, each with its own title and description', () => {
    const paths = publicPages.map((page) => page.path);
    for (const path of [
      '/', '/iniciar-sesion', '/registrarse', '/productos', '/acerca-de-nosotros', '/contacto', '/preguntas-frecuentes',
      '/politica-de-privacidad', '/terminos-y-condiciones', '/recuperar-contrasena', '/acceso-gerencia',
      '/brickle-pickle', '/white-branch', '/perfil',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(publicPages.map(documentTitle)).size).toBe(publicPages.length);
    expect(new Set(publicPages.map((page) => page.description)).size).toBe(publicPages.length);
  });

  it('keeps descriptions short enough for a search result', () => {
    for (const page of publicPages) expect(page.description.length).toBeLessThanOrEqual(160);
  });

  it('titles a page "Página · Taller", and the home page with the shop’s pitch', () => {
    expect(documentTitle(pageMetadataFor('/contacto')!)).toBe('Contacto · Taller');
    expect(documentTitle(pageMetadataFor('/contacto/')!)).toBe('Contacto · Taller');
    expect(documentTitle(pageMetadataFor('/')!)).toMatch(/^Taller · Reparación/);
    expect(pageMetadataFor('/no-existe')).toBeUndefined();
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in, except the back-office and the API, and points to the sitemap', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Disallow: \/gestion$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.taller\.example\/sitemap\.xml$/m);
  });

  it('lists the indexable pages with absolute addresses, and not the profile', () => {
    const xml = sitemapXml(ORIGIN, publicPages);
    expect(xml).toContain('<loc>https://www.taller.example/</loc>');
    expect(xml).toContain('<loc>https://www.taller.example/preguntas-frecuentes</loc>');
    expect(xml).not.toContain('/perfil');
    expect(xml.match(/<loc>/g)).toHaveLength(publicPages.filter((page) => page.indexable).length);
  });
});

describe('the shop as structured data (JSON-LD)', () => {
  it('is an ElectronicsStore with the shop’s name, address, phone and e-mail', () => {
    const data = localBusinessJsonLd(ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ElectronicsStore',
      name: 'Taller',
      telephone: '+34910000000',
      email: 'hola@taller.demo',
      address: { '@type': 'PostalAddress', streetAddress: 'Planta baja, centro comercial, Madrid', addressCountry: 'ES' },
      url: `${ORIGIN}/`,
    });
  });

  it('opens Monday to Friday 10:00-20:00 and Saturday 10:00-14:00 (spec §1), closed on Sunday', () => {
    expect(localBusinessJsonLd(ORIGIN).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });

  it('refuses opening hours it cannot read rather than publishing wrong ones', () => {
    expect(() => openingHoursSpecification([{ days: 'Festivos', hours: '10:00-14:00' }])).toThrow(/unknown days/);
    expect(() => openingHoursSpecification([{ days: 'Sábado', hours: 'de 10 a 14' }])).toThrow(/HH:MM/);
  });

  it('cannot close its script element early', () => {
    expect(jsonLdScriptContent({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
