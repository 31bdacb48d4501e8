/**
 * The build's share of the metadata (the running app keeps it per route: useRouteMetadata):
 * - index.html gets the home page's title, description and Open Graph tags and the shop's
 *   JSON-LD, so a crawler that runs no JavaScript still reads them;
 * - robots.txt and sitemap.xml are written next to it.
 * Absolute URLs need the published origin: PUBLIC_URL when building, else the address
 * `npm start` serves (http://localhost:3000).
 */
// Relative imports carry `.ts`: Vite's config loader reads these files as they are.
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { shop } from '../config/shop.ts';
import { jsonLdScriptContent, localBusinessJsonLd } from './localBusiness.ts';
import { OG_IMAGE } from './ogImage.ts';
import { HOME_TITLE, publicPages, SITE_DESCRIPTION } from './pages.ts';
import { publishedOrigin, robotsTxt, sitemapXml } from './siteFiles.ts';

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export function seoFiles({ publicUrl }: { publicUrl: string | undefined }): Plugin {
  const origin = publishedOrigin(publicUrl || DEFAULT_PUBLIC_URL);
  const files: Record<string, { type: string; body: () => string }> = {
    'robots.txt': { type: 'text/plain; charset=utf-8', body: () => robotsTxt(origin) },
    'sitemap.xml': { type: 'application/xml; charset=utf-8', body: () => sitemapXml(origin, publicPages) },
  };

  return {
    name: 'taller-seo-files',

    configResolved(config) {
      if (!publicUrl && config.command === 'build') {
        config.logger.warn(`PUBLIC_URL is not set: sitemap.xml, robots.txt and og:image use ${DEFAULT_PUBLIC_URL}`);
      }
    },

    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return {
          html: html.replaceAll('%SHOP_PHONE%', shop.contact.phone),
          tags: headTags(origin),
        };
      },
    },

    // `vite` (development) answers the same files the build writes.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files[(request.url ?? '').replace(/^\//, '').split('?')[0]!];
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.body());
      });
    },

    generateBundle() {
      for (const [fileName, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: file.body() });
      }
    },
  };
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
      attrs: { type: 'application/ld+json', id: 'datos-tienda' },
      children: jsonLdScriptContent(localBusinessJsonLd(origin)),
      injectTo: 'head',
    },
  ];
}
