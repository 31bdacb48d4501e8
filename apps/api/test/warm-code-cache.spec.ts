import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';

/**
 * `node apps/api/dist/warm-code-cache.js` (run by `npm run build` and the Docker image) keeps the
 * code a start compiles, so that the first start after a build, and every start in the image
 * (whose dist the server cannot write to), runs from V8's cache. Tested on a copy of the built
 * dist: the copy's main.js finds the same packages and front ends as the real one.
 */
const built = join(ROOT, 'apps/api/dist');
let copy: string;
let dataDir: string;

/** The cache's files, each with its modification time: a file the start writes again changes. */
const kept = () => {
  const dir = join(copy, 'bundle/.code-cache');
  return Object.fromEntries(readdirSync(dir).map((name) => [name, statSync(join(dir, name)).mtimeMs]));
};
const warmFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('taller-warm-start-'));

beforeAll(requireBuilt);
beforeEach(() => {
  copy = join(ROOT, `apps/api/.dist-warm-test-${process.pid}`);
  cpSync(built, copy, { recursive: true, preserveTimestamps: true, filter: (path) => !path.includes('.code-cache') });
  dataDir = mkdtempSync(join(tmpdir(), 'taller-warm-test-shop-'));
});
afterEach(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('The code a start compiles, kept at build time', () => {
  it('is everything a start of an empty shop needs: that start compiles and keeps nothing more', async () => {
    const before = warmFolders();
    // Nothing of the environment reaches its start: a PostgreSQL nobody listens on would stop it.
    const warm = await run(join(copy, 'warm-code-cache.js'), [], { DATABASE_URL: 'postgres://nadie@127.0.0.1:9/ninguna', DEMO: '' });
    expect(warm.stderr).toBe('');
    expect(warm.code).toBe(0);
    const afterWarm = kept();
    const names = Object.keys(afterWarm);
    expect(warm.stdout).toBe(`Código compilado del servidor guardado para el próximo arranque: ${names.length} archivos.\n`);
    // The entry and the chunk with the server itself, at least.
    expect(names.some((name) => name.startsWith('server.cjs@'))).toBe(true);
    expect(names.some((name) => /^server-[\w-]+\.cjs@/.test(name))).toBe(true);
    expect(warmFolders()).toEqual(before); // its throw-away shop is gone

    const server = await startServer({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'https://www.tutienda.es' }, join(copy, 'main.js'));
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300)); // past the moment a start keeps what it compiled
    } finally {
      await stop(server.child);
    }
    expect(kept()).toEqual(afterWarm);
  });

  it('without it, a first start compiles the bundle and keeps it itself (what the test above rules out)', async () => {
    const server = await startServer({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'https://www.tutienda.es' }, join(copy, 'main.js'));
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await stop(server.child);
    }
    expect(Object.keys(kept()).some((name) => name.startsWith('server.cjs@'))).toBe(true);
  });
});
