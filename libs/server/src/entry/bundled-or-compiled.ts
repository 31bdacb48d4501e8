import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CodeCachedBundle } from './code-cache.js';

/**
 * What an app's `dist/main.js` runs (apps/api, apps/cli): its bundle, `dist/bundle/<entry>.cjs`
 * (tools/bundle-node-app.mjs, made by `npm run build`), which loads in a fraction of the time
 * Node takes to find, read and parse some 1,500 files of node_modules one by one, and is
 * compiled from the code V8 kept on an earlier start (`CodeCachedBundle`); or tsc's
 * `dist/<entry>.js` when the bundle is missing or older than the last compilation (a `tsc -b`
 * after the last `npm run build`): slower to start, never stale.
 *
 * A file of its own, imported as `@taller/server/entry`: the app's main must not load the rest
 * of the server to decide which copy of it to load. Silent: stderr is for the configuration's
 * one-line refusals (bench/start.mjs checks this).
 */
export function bundledOrCompiled(mainUrl: string, entry: string): URL {
  const bundle = new URL(`./bundle/${entry}.cjs`, mainUrl);
  const bundled = mtime(bundle);
  const current = bundled !== undefined && compilations(mainUrl).every((file) => (mtime(file) ?? 0) <= bundled);
  return current ? bundle : new URL(`./${entry}.js`, mainUrl);
}

/**
 * The app's and the libraries' compilations (their .tsbuildinfo, absent in the Docker image): a
 * bundle older than one of them is stale.
 */
export function compilations(mainUrl: string): URL[] {
  return ['./tsconfig.tsbuildinfo', ...['server', 'event-store', 'domain'].map((lib) => `../../../libs/${lib}/dist/tsconfig.tsbuildinfo`)].map(
    (file) => new URL(file, mainUrl),
  );
}

export interface LoadedApp<T> {
  readonly exports: T;
  /**
   * Keeps V8's compiled code of the bundle's files compiled without it, for the next start:
   * answers how many files it wrote (none for tsc's files, or where it cannot write).
   */
  saveCodeCache(): number;
}

/** Loads the app's entry as `bundledOrCompiled` chooses. */
export async function loadApp<T>(mainUrl: string, entry: string): Promise<LoadedApp<T>> {
  const url = bundledOrCompiled(mainUrl, entry);
  if (url.pathname.endsWith('.cjs')) {
    const bundle = new CodeCachedBundle(fileURLToPath(url));
    return { exports: bundle.load() as T, saveCodeCache: () => bundle.save() };
  }
  return { exports: (await import(url.href)) as T, saveCodeCache: () => 0 };
}

/**
 * The first start's compiling done at build time (each app's warm-code-cache.ts): loads the
 * app's entry as `loadApp` does, runs `work` on a throw-away empty data folder, keeps the code V8
 * compiled by then, and removes the folder. Answers how many files of code it kept.
 */
export async function warmCodeCache<T>(mainUrl: string, entry: string, work: (app: T, dataDir: string) => Promise<void>): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), `taller-warm-${entry}-`));
  try {
    const app = await loadApp<T>(mainUrl, entry);
    await work(app.exports, dataDir);
    return app.saveCodeCache();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mtime = (url: URL) => statSync(url, { throwIfNoEntry: false })?.mtimeMs;
