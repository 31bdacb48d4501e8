import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeCacheFiles, copyOfBuiltDist, requireBuilt, run, runWarmStep } from '../../../tools/processes.js';

/**
 * `node apps/cli/dist/warm-code-cache.js` (run by `npm run build` and the Docker image) keeps the
 * code a command compiles, so that the first `taller` after a build, and every one in the image
 * (whose dist the CLI cannot write to), runs from V8's cache. Tested on a copy of the built dist.
 */
let copy: string;
let dataDir: string;

const warmFolders = () => readdirSync(tmpdir()).filter((name) => name.startsWith('taller-warm-cli-'));
const taller = (...args: string[]) => run(join(copy, 'main.js'), args, { DATA_DIR: dataDir, DEMO: 'off', PUBLIC_URL: 'https://www.tutienda.es' });

beforeAll(requireBuilt);
beforeEach(() => {
  copy = copyOfBuiltDist('cli');
  dataDir = mkdtempSync(join(tmpdir(), 'taller-warm-test-shop-'));
});
afterEach(() => {
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('The code a command compiles, kept at build time', () => {
  it('is everything a command on the shop needs: the commands after it compile and keep nothing more', async () => {
    const before = warmFolders();
    const { kept, ...warm } = await runWarmStep(copy);
    expect(warm.stderr).toBe('');
    expect(warm.code).toBe(0);
    const names = Object.keys(kept);
    // Only its own line: what the command answered is not printed.
    expect(warm.stdout).toBe(`Código compilado de la línea de órdenes guardado para la próxima orden: ${names.length} archivos.\n`);
    expect(names.some((name) => name.startsWith('cli.cjs@'))).toBe(true);
    expect(warmFolders()).toEqual(before); // its throw-away shop is gone

    const search = await taller('reparaciones', 'listar', '--buscar', 'zamorano');
    expect(search.stdout).toContain('0 reparaciones');
    expect(search.code).toBe(0);
    expect((await taller('--ayuda')).code).toBe(0);
    expect(codeCacheFiles(copy)).toEqual(kept);
  });

  it('without it, the first command compiles the bundle and keeps it itself (what the test above rules out)', async () => {
    expect((await taller('reparaciones', 'listar')).code).toBe(0);
    expect(Object.keys(codeCacheFiles(copy)).some((name) => name.startsWith('cli.cjs@'))).toBe(true);
  });
});
