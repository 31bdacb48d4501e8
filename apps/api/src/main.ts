import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * `node apps/api/dist/main.js`: the server. It runs from dist/bundle/server.js, the server and
 * its packages in a few files made by apps/api/bundle.mjs (`npm run build`): a start loads
 * them in a fraction of the time Node takes to find, read and parse some 1,500 files of
 * node_modules one by one. When the bundle is missing or older than the last compilation (a
 * `tsc -b` after the last `npm run build`), it runs from the compiled files instead: slower to
 * start, never stale. `npm run build` makes both.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const frontEnds = { publicDir: here('../../public/dist'), adminDir: here('../../admin/dist') };

const mtime = (path: string) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

/**
 * The bundle, unless a compilation (its .tsbuildinfo, absent in the Docker image) is newer.
 * Silent: stderr is for the configuration's one-line refusals (bench/start.mjs checks this).
 */
function bundleIsCurrent(): boolean {
  const bundled = mtime(here('./bundle/server.js'));
  if (bundled === undefined) return false;
  const compiled = ['./tsconfig.tsbuildinfo', ...['server', 'event-store', 'domain'].map((lib) => `../../../libs/${lib}/dist/tsconfig.tsbuildinfo`)];
  return compiled.every((file) => (mtime(here(file)) ?? 0) <= bundled);
}

const { startServer } = (bundleIsCurrent() ? await import(new URL('./bundle/server.js', import.meta.url).href) : await import('./server.js')) as typeof import('./server.js');
await startServer(frontEnds);
