import { describe, expect, it } from '@jest/globals';
import { SHOP_NAME_PLACEHOLDER } from '../config/shop';
import { jsonLdScriptContent, siteJsonLd } from './localBusiness';
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

  it('titles a page "Página · <name>", and the home page with the shop’s pitch; the build writes a placeholder the server fills in', () => {
    // Built without a page, the name is the placeholder the server replaces as it sends each page.
    expect(documentTitle(pageMetadataFor('/contacto')!)).toBe(`Contacto · ${SHOP_NAME_PLACEHOLDER}`);
    expect(documentTitle(pageMetadataFor('/contacto/')!)).toBe(`Contacto · ${SHOP_NAME_PLACEHOLDER}`);
    expect(documentTitle(pageMetadataFor('/')!)).toMatch(new RegExp(`^${SHOP_NAME_PLACEHOLDER} · Reparación`));
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

  it('lists the indexable pages with absolute addresses, and not the profile nor a route with a parameter (a product’s page)', () => {
    const xml = sitemapXml(ORIGIN, publicPages);
    expect(xml).toContain('<loc>https://www.taller.example/</loc>');
    expect(xml).toContain('<loc>https://www.taller.example/preguntas-frecuentes</loc>');
    expect(xml).not.toContain('/perfil');
    expect(xml).not.toContain('/:');
    expect(xml.match(/<loc>/g)).toHaveLength(publicPages.filter((page) => page.indexable && !page.path.includes('/:')).length);
  });
});

describe('the shop as structured data (JSON-LD)', () => {
  it('the build writes only the site’s part: no name, NIF, phone, address or hours of any company', () => {
    const data = siteJsonLd(ORIGIN);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ElectronicsStore', url: `${ORIGIN}/` });
    for (const field of ['name', 'legalName', 'taxID', 'telephone', 'email', 'address', 'openingHoursSpecification']) {
      expect(data).not.toHaveProperty(field);
    }
  });

  it('cannot close its script element early', () => {
    expect(jsonLdScriptContent({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
