import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheFiles, copyOfBuiltDist, requireBuilt, startServer, stop, runWarmStep } from '../../../tools/processes.js';

/**
 * `node apps/api/dist/warm-code-cache.js` (run by `npm run build` and the Docker image) keeps the
 * code a start compiles, so that the first start after a build, and every start in the image
 * (whose dist the server cannot write to), runs from V8's cache. Tested on a copy of the built
 * dist.
 */
let copy: string;
let dataDir: string;

const warmFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('taller-warm-server-'));
const startCopy = () => startServer({ DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'https://www.tutienda.es' }, join(copy, 'main.js'));
/** A start of the copy, stopped after the moment a start keeps what it compiled. */
async function startAndStop(): Promise<void> {
  const server = await startCopy();
  try {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
  } finally {
    await stop(server.child);
  }
}

beforeAll(requireBuilt);
beforeEach(() => {
  copy = copyOfBuiltDist('api');
  dataDir = mkdtempSync(join(tmpdir(), 'taller-warm-test-shop-'));
});
afterEach(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('The code a server start compiles, kept at build time', () => {
  it('is everything a start of an empty shop needs: that start compiles and keeps nothing more', async () => {
    const before = warmFolders();
    const { kept, ...warm } = await runWarmStep(copy);
    expect(warm.stderr).toBe('');
    expect(warm.code).toBe(0);
    const names = Object.keys(kept);
    expect(warm.stdout).toBe(`Código compilado del servidor guardado para el próximo arranque: ${names.length} archivos.\n`);
    // The entry and the chunk with the server itself, at least.
    expect(names.some((name) => name.startsWith('server.cjs@'))).toBe(true);
    expect(names.some((name) => /^server-[\w-]+\.cjs@/.test(name))).toBe(true);
    expect(warmFolders()).toEqual(before); // its throw-away shop is gone

    await startAndStop();
    expect(codeCacheFiles(copy)).toEqual(kept);
  });

  it('without it, a first start compiles the bundle and keeps it itself (what the test above rules out)', async () => {
    await startAndStop();
    expect(Object.keys(codeCacheFiles(copy)).some((name) => name.startsWith('server.cjs@'))).toBe(true);
  });
});
