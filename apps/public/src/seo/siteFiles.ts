/**
 * robots.txt and sitemap.xml, written at build time (seo/vitePlugin.ts) from the same table
 * of pages that titles the browser tab, so a new page cannot be missing from one of them.
 */
import type { PageMetadata } from './pages.ts';

/** Paths search engines should leave alone: the back-office and the API. */
export const DISALLOWED_PATHS = ['/gestion', '/api'] as const;

/** The published origin: scheme, host and port only (`https://www.taller.es`). */
export function publishedOrigin(publicUrl: string): string {
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL="${publicUrl}" is not a URL such as https://www.taller.es`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL="${publicUrl}" must start with http:// or https://`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL="${publicUrl}" must be an origin only: the site is served at /`);
  }
  return url.origin;
}

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
    .filter((page) => page.indexable)
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
