/**
 * The build's share of the metadata (the running app keeps it per route: useRouteMetadata):
 * - index.html gets the home page's title, description and Open Graph tags and the site's part
 *   of the shop's JSON-LD, so a crawler that runs no JavaScript still reads them; the server
 *   writes the shop's own data (name in the titles, NIF, phone, address, hours) into them as it
 *   sends each page, from 'Ajustes del taller': nothing of the company is in the build;
 * - robots.txt and sitemap.xml are written next to it.
 * Their absolute URLs start with SITE_ORIGIN_PLACEHOLDER, which the server replaces with the
 * site's address as it sends them (one build, any address); `vite` (development) puts its own
 * address there.
 */
// Relative imports carry `.ts`: Vite's config loader reads these files as they are.
import type { HtmlTagDescriptor, Plugin, ViteDevServer } from 'vite';
import { shop } from '../config/shop.ts';
import { JSON_LD_ELEMENT, jsonLdScriptContent, siteJsonLd } from './localBusiness.ts';
import { OG_IMAGE } from './ogImage.ts';
import { HOME_TITLE, publicPages, SITE_DESCRIPTION } from './pages.ts';
import { robotsTxt, sitemapXml, SITE_ORIGIN_PLACEHOLDER } from './siteFiles.ts';

/** The files written beside index.html whose URLs the server rewrites (site-manifest.json names them). */
/** In index.html's <noscript>: the server writes ' También puedes llamarnos al …' (or nothing) there. */
export const SHOP_NOSCRIPT_PLACEHOLDER = '%SHOP_NOSCRIPT%';

export const FILES_WITH_ORIGIN: Record<string, { type: string; body: (origin: string) => string }> = {
  'robots.txt': { type: 'text/plain; charset=utf-8', body: (origin) => robotsTxt(origin) },
  'sitemap.xml': { type: 'application/xml; charset=utf-8', body: (origin) => sitemapXml(origin, publicPages) },
};

export function seoFiles(): Plugin {
  return {
    name: 'taller-seo-files',

    transformIndexHtml: {
      order: 'pre',
      handler(html, { server }) {
        return {
          // The server writes the shop's phone sentence here as it sends the page; `vite` leaves it out.
          html: server ? html.replaceAll(SHOP_NOSCRIPT_PLACEHOLDER, '') : html,
          tags: headTags(server ? devOrigin(server) : SITE_ORIGIN_PLACEHOLDER),
        };
      },
    },

    // `vite` (development) answers the same files the build writes, with its own address.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = FILES_WITH_ORIGIN[(request.url ?? '').replace(/^\//, '').split('?')[0]!];
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.body(devOrigin(server)));
      });
    },

    generateBundle() {
      for (const [fileName, file] of Object.entries(FILES_WITH_ORIGIN)) {
        this.emitFile({ type: 'asset', fileName, source: file.body(SITE_ORIGIN_PLACEHOLDER) });
      }
    },
  };
}

/** Where `vite` answers: `http://localhost:5173`. */
function devOrigin(server: ViteDevServer): string {
  const local = server.resolvedUrls?.local[0];
  return local ? new URL(local).origin : SITE_ORIGIN_PLACEHOLDER;
}

function headTags(origin: string): HtmlTagDescriptor[] {
  const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'meta', attrs, injectTo: 'head' });
  return [
    { tag: 'title', children: HOME_TITLE, injectTo: 'head' },
    meta({ name: 'description', content: SITE_DESCRIPTION }),
    meta({ property: 'og:type', content: 'website' }),
    meta({ property: 'og:locale', content: 'es_ES' }),
    meta({ property: 'og:site_name', content: shop.name }),
    meta({ property: 'og:title', content: HOME_TITLE }),
    meta({ property: 'og:description', content: SITE_DESCRIPTION }),
    meta({ property: 'og:url', content: `${origin}/` }),
    meta({ property: 'og:image', content: `${origin}${OG_IMAGE.path}` }),
    meta({ property: 'og:image:type', content: OG_IMAGE.type }),
    meta({ property: 'og:image:width', content: String(OG_IMAGE.width) }),
    meta({ property: 'og:image:height', content: String(OG_IMAGE.height) }),
    meta({ property: 'og:image:alt', content: OG_IMAGE.alt }),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    {
      tag: 'script',
      attrs: { type: 'application/ld+json', id: JSON_LD_ELEMENT },
      children: jsonLdScriptContent(siteJsonLd(origin)),
      injectTo: 'head',
    },
  ];
}
