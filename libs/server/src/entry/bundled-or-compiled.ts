import { statSync } from 'node:fs';

/**
 * What an app's `dist/main.js` runs (apps/api, apps/cli): its bundle, `dist/bundle/<entry>.js`
 * (tools/bundle-node-app.mjs, made by `npm run build`), which loads in a fraction of the time
 * Node takes to find, read and parse some 1,500 files of node_modules one by one; or tsc's
 * `dist/<entry>.js` when the bundle is missing or older than the last compilation (a `tsc -b`
 * after the last `npm run build`): slower to start, never stale.
 *
 * A file of its own, imported as `@taller/server/entry`: the app's main must not load the rest
 * of the server to decide which copy of it to load. Silent: stderr is for the configuration's
 * one-line refusals (bench/start.mjs checks this).
 */
export function bundledOrCompiled(mainUrl: string, entry: string): URL {
  const bundle = new URL(`./bundle/${entry}.js`, mainUrl);
  const bundled = mtime(bundle);
  // The app's and the libraries' compilations (their .tsbuildinfo, absent in the Docker image).
  const compiled = ['./tsconfig.tsbuildinfo', ...['server', 'event-store', 'domain'].map((lib) => `../../../libs/${lib}/dist/tsconfig.tsbuildinfo`)];
  const current = bundled !== undefined && compiled.every((file) => (mtime(new URL(file, mainUrl)) ?? 0) <= bundled);
  return current ? bundle : new URL(`./${entry}.js`, mainUrl);
}

const mtime = (url: URL) => statSync(url, { throwIfNoEntry: false })?.mtimeMs;
