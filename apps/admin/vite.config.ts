import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { precompress } from '../../tools/vite-precompress.ts';
import { backOfficePaths } from './src/paths.ts';

/**
 * `site-manifest.json`: the paths the back-office's router answers (src/paths.ts), so that the
 * server answers any other path under /gestion with 404 (libs/server/src/http/public-site.ts).
 */
function backOfficeManifest(): Plugin {
  return {
    name: 'taller-back-office-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site-manifest.json', source: `${JSON.stringify({ routes: backOfficePaths() }, null, 2)}\n` });
    },
  };
}

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** What a chunking group's `name` function is given to read the module graph with. */
interface ModuleGraph {
  getModuleInfo(id: string): { dynamicImporters: readonly string[] } | null;
}

/** Libraries only one screen uses, and large: they stay in that screen's files. */
const ONE_SCREEN_LIBRARIES = /node_modules[\\/](@mui[\\/]x-|@fullcalendar|date-fns|dayjs)/;

/**
 * What the screens need beyond the first load, in one file: MUI's and react-admin's parts, the
 * forms' library, our list frame and shared helpers. Left to rolldown's automatic split by the
 * screens using each module, the repairs list's code was 66 small files, and on HTTP/1.1's six
 * connections per host they queued: its rows showed about 700 ms after their data had arrived.
 * The screens themselves (the files `import()` names) keep files of their own, as do libraries
 * only one screen uses.
 */
function screenParts(id: string, ctx: ModuleGraph): string | null {
  if (ONE_SCREEN_LIBRARIES.test(id)) return null;
  if ((ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) return null;
  return 'screens';
}

/** Where `npm run dev` sends /api (the API's default port unless TALLER_API_URL says otherwise). */
const apiUrl = process.env.TALLER_API_URL ?? 'http://localhost:3000';

/** The back-office is served by the API under /gestion; in development /api goes to the API. */
export default defineConfig({
  base: '/gestion/',
  // Brotli and gzip copies next to each file; the server sends them to browsers that take them.
  plugins: [react(), precompress(), backOfficeManifest()],
  resolve: {
    // The translations' `object.entries` polyfill, as the native function (src/vendor/object-entries.cjs);
    // react-admin's default exporter's jsonexport, as a small CSV writer (src/vendor/jsonexport.cjs).
    alias: [
      { find: /^object\.entries$/, replacement: fileURLToPath(new URL('./src/vendor/object-entries.cjs', import.meta.url)) },
      { find: /^jsonexport\/dist\/index\.js$/, replacement: fileURLToPath(new URL('./src/vendor/jsonexport.cjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The domain is pure (nothing runs on import): a text module that `@taller/domain/texts`
      // re-exports stays out of the first load unless the first screen uses it.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/]domain[\\/]dist[\\/]/.test(id) },
      output: {
        // Each screen is fetched when first shown (src/shared/lazyScreen.tsx), with the parts of
        // MUI and react-admin it uses that the first load did not bring: rolldown groups those
        // by the screens that use them, so a form's inputs come with the first form. What the
        // first load needs (everything the entry imports: the layout, the session and data
        // layers, the translations) is one file, and React, ReactDOM and the router, which
        // change least often, another that stays cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The domain's labels and messages that the screens quote (each a small module): one
            // file, fetched with the first screen that needs any, not a dozen requests. The
            // calendar's labels stay apart: the dashboard quotes them, and would fetch it all.
            { name: 'domain-texts', test: /libs[\\/]domain[\\/]dist[\\/](?!calendar[\\/]).*\.(labels|messages)\.js$/ },
            { name: screenParts, debugName: 'screen parts' },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': apiUrl,
      // The manager login lives on the public site, which the API serves too.
      '/acceso-gerencia': apiUrl,
    },
  },
});
