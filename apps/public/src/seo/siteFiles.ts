/**
 * robots.txt and sitemap.xml, written at build time (seo/vitePlugin.ts) from the same table
 * of pages that titles the browser tab, so a new page cannot be missing from one of them.
 */
import type { PageMetadata } from './pages.ts';

/** Paths search engines should leave alone: the back-office and the API. */
export const DISALLOWED_PATHS = ['/gestion', '/api', '/seguimiento/', '/avisos', '/verificar-correo'] as const;

/**
 * The origin the build writes into absolute URLs (Open Graph, JSON-LD, robots.txt, sitemap.xml).
 * The server puts the site's address in its place as it sends those files (its PUBLIC_URL, or
 * in a demo the address it was asked at; site-manifest.json tells it this value), so one build
 * serves any address. `.invalid` never resolves: a copy served some other way points nowhere.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://public-url.invalid';

export function robotsTxt(origin: string): string {
  return [
    '# Taller: the public site may be indexed; the back-office and the API may not.',
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, pages: readonly PageMetadata[]): string {
  const urls = pages
    // A route with a parameter (`/productos/:producto`) is no address: its pages are not known at build time.
    .filter((page) => page.indexable && !page.path.includes('/:'))
    .map((page) => `  <url>\n    <loc>${escapeXml(`${origin}${page.path}`)}</loc>\n  </url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}
