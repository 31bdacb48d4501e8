/**
 * The build's HTML for each page that loads when visited: index.html plus preload links for the
 * page's own script chunks and stylesheets, written to `routes/<path>.html`; the server answers
 * it at that path (SpaFallback). Without it a visit to /contacto fetched the first bundle, ran
 * it, and only then asked for the page's file: one more round trip, with a spinner meanwhile.
 */
// Relative imports carry `.ts`: Vite's config loader reads these files as they are.
import type { Plugin, Rolldown } from 'vite';
import { SITE_ORIGIN_PLACEHOLDER } from '../seo/siteFiles.ts';
import { FILES_WITH_ORIGIN } from '../seo/vitePlugin.ts';
import { knownPaths } from './knownPaths.ts';
import { lazyPages, routeDocumentName } from './lazyPages.ts';

/**
 * What the server needs to know of this build, beside the files (libs/server/src/http/
 * public-site.ts reads it): the router's paths (any other path answers 404 with the site's
 * 404 page), and the origin written into the pages and `filesWithOrigin`, which it replaces
 * with the site's address as it sends them.
 */
export interface SiteManifest {
  routes: readonly string[];
  originPlaceholder: string;
  filesWithOrigin: readonly string[];
}

export const SITE_MANIFEST_FILE = 'site-manifest.json';

export function siteManifest(): Plugin {
  return {
    name: 'taller-site-manifest',
    apply: 'build',
    generateBundle() {
      const manifest: SiteManifest = { routes: knownPaths, originPlaceholder: SITE_ORIGIN_PLACEHOLDER, filesWithOrigin: Object.keys(FILES_WITH_ORIGIN) };
      this.emitFile({ type: 'asset', fileName: SITE_MANIFEST_FILE, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

export function routeDocuments(): Plugin {
  return {
    name: 'taller-route-documents',
    apply: 'build',
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset' || typeof index.source !== 'string') {
          this.error('routeDocuments: index.html is not in the bundle');
        }
        const html = index.source;
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        for (const { path, module } of lazyPages) {
          const page = chunks.find((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(`/src/pages/${module}.tsx`));
          if (!page) this.error(`routeDocuments: no chunk for src/pages/${module}.tsx (${path})`);
          this.emitFile({ type: 'asset', fileName: routeDocumentName(path), source: withPreloads(html, page, chunks) });
        }
      },
    },
  };
}

/** index.html with links for the page's chunk, the chunks it imports and their styles. */
function withPreloads(html: string, page: Rolldown.OutputChunk, chunks: Rolldown.OutputChunk[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const imported of chunk.imports) {
      const next = chunks.find((candidate) => candidate.fileName === imported);
      if (next) visit(next);
    }
  };
  visit(page);
  // What index.html links already (the first bundle and its imports) is not repeated.
  const missing = (file: string) => !html.includes(`/${file}"`);
  const links = [
    ...[...scripts].filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // The page paints with its styles at once: they are needed for the first paint anyway.
    ...[...styles].filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  // `</head>` is indented by two spaces in index.html: the links line up with the others.
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
