import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApi, type RunningApi } from './harness.js';

/** A built front end as Vite and tools/vite-precompress.ts leave it: some files with .br and .gz copies. */
function buildFrontEnd(files: Record<string, string>, precompressed: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'taller-front-end-'));
  for (const [name, content] of Object.entries(files)) {
    const path = join(dir, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
    if (precompressed) {
      writeFileSync(`${path}.br`, brotliCompressSync(content));
      writeFileSync(`${path}.gz`, gzipSync(content));
    }
  }
  return dir;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as it came over the wire: still compressed, if it was. */
  body: Buffer;
}

/** A GET that, unlike fetch, leaves the body as sent, so the encoding can be checked. */
function get(base: string, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${base}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const BROWSER = 'gzip, deflate, br, zstd';
const PAGE = '<!doctype html><title>Taller</title><script type="module" src="/assets/index-Bx7kQ2aZ.js"></script>'.padEnd(2000, ' ');
const SCRIPT = `console.log(${JSON.stringify('taller '.repeat(400))});`;
/** The contact page's own copy of index.html, which also preloads the page's chunk. */
const CONTACT_PAGE = PAGE.replace('</title>', '</title><link rel="modulepreload" href="/assets/ContactPage-Cz81.js">');

describe('The built front ends', () => {
  let api: RunningApi;
  let publicDir: string;
  let adminDir: string;

  beforeAll(async () => {
    publicDir = buildFrontEnd(
      {
        'index.html': PAGE,
        'routes/contacto.html': CONTACT_PAGE,
        'assets/index-Bx7kQ2aZ.js': SCRIPT,
        'media/slide.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
      true,
    );
    // The back-office's build writes no compressed copies: it is served as it is.
    adminDir = buildFrontEnd({ 'index.html': PAGE, 'assets/index-Qm3vT9rE.js': SCRIPT }, false);
    api = await startApi(undefined, undefined, { publicDir, adminDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(publicDir, { recursive: true, force: true });
    rmSync(adminDir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed to a browser, cached for a year as immutable', async () => {
    const answer = await get(api.url, '/assets/index-Bx7kQ2aZ.js', BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that takes only gzip, and the file as it is to one that takes neither', async () => {
    const gzipped = await get(api.url, '/assets/index-Bx7kQ2aZ.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    const plain = await get(api.url, '/assets/index-Bx7kQ2aZ.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the page itself compressed and never cached without asking, at / and at every client route', async () => {
    for (const path of ['/', '/index.html', '/preguntas-frecuentes', '/perfil?desde=menu']) {
      const answer = await get(api.url, path, BROWSER);
      expect({ path, status: answer.status, encoding: answer.headers['content-encoding'], cache: answer.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        encoding: 'br',
        cache: 'no-cache',
      });
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(answer.body).toString()).toBe(PAGE);
    }
    const plain = await get(api.url, '/preguntas-frecuentes');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('answers a page the build wrote its own HTML for with that HTML, the same way', async () => {
    for (const path of ['/contacto', '/contacto/', '/contacto?plantilla=presupuesto']) {
      const answer = await get(api.url, path, BROWSER);
      expect({ path, status: answer.status, encoding: answer.headers['content-encoding'], cache: answer.headers['cache-control'] }).toEqual({
        path,
        status: 200,
        encoding: 'br',
        cache: 'no-cache',
      });
      expect(brotliDecompressSync(answer.body).toString()).toBe(CONTACT_PAGE);
    }
    // Anything but a plain page name gets index.html, never a file picked by the path.
    for (const path of ['/Contacto', '/contacto/otra', '/routes/contacto']) {
      const answer = await get(api.url, path);
      expect({ path, body: answer.body.toString() }).toEqual({ path, body: PAGE });
    }
  });

  it('lets the unhashed files be revalidated instead of keeping them for a year', async () => {
    const answer = await get(api.url, '/media/slide.svg', BROWSER);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).not.toMatch(/immutable/);
    expect(answer.headers.etag).toBeDefined();
  });

  it('gives the back-office under /gestion the same cache headers, uncompressed without copies', async () => {
    const asset = await get(api.url, '/gestion/assets/index-Qm3vT9rE.js', BROWSER);
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body.toString()).toBe(SCRIPT);

    for (const path of ['/gestion/', '/gestion/reparaciones']) {
      const page = await get(api.url, path, BROWSER);
      expect({ path, status: page.status, cache: page.headers['cache-control'], body: page.body.toString() }).toEqual({ path, status: 200, cache: 'no-cache', body: PAGE });
    }
  });

  it('answers 404 for a missing asset, and the API stays JSON', async () => {
    expect((await get(api.url, '/assets/index-Missing1.js', BROWSER)).status).toBe(404);
    const api404 = await get(api.url, '/api/no-such-route', BROWSER);
    expect(api404.status).toBe(404);
    expect(api404.headers['content-type']).toMatch(/^application\/json/);
  });
});
