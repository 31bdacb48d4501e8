import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../vite-precompress.js';

/** Runs the plugin's last step over a folder laid out as a build. */
async function precompressBuild(files: Record<string, string | Buffer>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'taller-precompress-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  const hook = precompress().writeBundle;
  if (typeof hook !== 'object' || hook === null) throw new Error('writeBundle is not an ordered hook');
  await hook.handler.call(undefined as never, { dir } as never, {});
  return dir;
}

describe('Precompressing the build', () => {
  const script = `export const texts = ${JSON.stringify('Reparamos tus dispositivos. '.repeat(100))};`;
  let dir: string;

  beforeAll(async () => {
    dir = await precompressBuild({
      'index.html': `<!doctype html>${'<p>Taller</p>'.repeat(200)}`,
      'assets/index-Bx7kQ2aZ.js': script,
      'assets/tiny-C2pQ.js': 'export {};',
      'media/poster.webp': Buffer.alloc(4096, 7),
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy beside each text file, with the same content', () => {
    const path = join(dir, 'assets/index-Bx7kQ2aZ.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves alone the files too small to gain anything and the formats compressed already', () => {
    for (const skipped of ['assets/tiny-C2pQ.js', 'media/poster.webp']) {
      expect([existsSync(join(dir, `${skipped}.br`)), existsSync(join(dir, `${skipped}.gz`))]).toEqual([false, false]);
    }
  });
});
