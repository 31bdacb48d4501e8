import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApi, type RunningApi } from './harness.js';
import { backOfficePaths } from '../../../apps/admin/src/paths.js';

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

/** A GET that, unlike fetch, leaves the body as sent, so the encoding can be checked (and may name its Host). */
function get(base: string, path: string, acceptEncoding?: string, host?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...(host === undefined ? {} : { host }) };
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

/** The origin the public site's build writes into its absolute URLs (apps/public/src/seo/siteFiles.ts). */
const PLACEHOLDER = 'https://public-url.invalid';
const withOrigin = (text: string, origin: string) => text.replaceAll(PLACEHOLDER, origin);
const SITE_PAGE = [
  '<!doctype html><title>Taller</title>',
  `<meta property="og:url" content="${PLACEHOLDER}/"><meta property="og:image" content="${PLACEHOLDER}/og-image.png">`,
  `<script type="application/ld+json">{"@id":"${PLACEHOLDER}/#tienda","url":"${PLACEHOLDER}/"}</script>`,
  '<script type="module" src="/assets/index-Bx7kQ2aZ.js"></script>',
]
  .join('')
  .padEnd(2000, ' ');
const SITE_CONTACT_PAGE = SITE_PAGE.replace('</title>', '</title><link rel="modulepreload" href="/assets/ContactPage-Cz81.js">');
const SITE_TRACKING_PAGE = SITE_PAGE.replace('</title>', '</title><link rel="modulepreload" href="/assets/TrackingPage-Tq3x.js">');
const ROBOTS = `User-agent: *\nAllow: /\nDisallow: /gestion\n\nSitemap: ${PLACEHOLDER}/sitemap.xml\n`;
const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${['/', '/contacto']
  .map((path) => `  <url>\n    <loc>${PLACEHOLDER}${path}</loc>\n  </url>`)
  .join('\n')}\n</urlset>\n`.padEnd(1500, '\n');
/** What the build says of itself (apps/public/src/routes/vitePlugin.ts): the router's paths, the origin to replace. */
const MANIFEST = JSON.stringify({
  routes: ['/', '/contacto', '/perfil', '/iniciar-sesion', '/login', '/reparacion/:id', '/albaran/:id', '/seguimiento', '/seguimiento/:token'],
  originPlaceholder: PLACEHOLDER,
  filesWithOrigin: ['robots.txt', 'sitemap.xml'],
});

describe('The public site built with its manifest', () => {
  const SHOP = 'https://www.tutienda.es';
  let publicDir: string;
  let adminDir: string;
  let shop: RunningApi;
  let demo: RunningApi;

  beforeAll(async () => {
    publicDir = buildFrontEnd(
      {
        'index.html': SITE_PAGE,
        'routes/contacto.html': SITE_CONTACT_PAGE,
        'routes/seguimiento.html': SITE_TRACKING_PAGE,
        'robots.txt': ROBOTS,
        'sitemap.xml': SITEMAP,
        'site-manifest.json': MANIFEST,
        'assets/index-Bx7kQ2aZ.js': SCRIPT,
      },
      true,
    );
    adminDir = buildFrontEnd({ 'index.html': PAGE }, false);
    shop = await startApi(undefined, undefined, { publicDir, adminDir }, { PUBLIC_URL: SHOP });
    demo = await startApi(undefined, undefined, { publicDir, adminDir }, { DEMO: 'on' });
  });
  afterAll(async () => {
    await shop.close();
    await demo.close();
    rmSync(publicDir, { recursive: true, force: true });
    rmSync(adminDir, { recursive: true, force: true });
  });

  it('answers the router’s paths with 200, parameterised ones and any case or trailing slash included', async () => {
    for (const path of ['/', '/index.html', '/contacto', '/contacto/', '/Contacto', '/perfil?desde=menu', '/reparacion/12', '/albaran/7', '/login?volver=%2Fperfil']) {
      const answer = await get(shop.url, path);
      expect({ path, status: answer.status, type: answer.headers['content-type'] }).toEqual({ path, status: 200, type: 'text/html; charset=utf-8' });
    }
    // A back-office built without its manifest: every path under its base is a page.
    for (const path of ['/gestion', '/gestion/', '/gestion/repairs/1/show', '/gestion/no-existe']) expect({ path, status: (await get(shop.url, path)).status }).toEqual({ path, status: 200 });
  });

  it('answers the back-office’s paths (its own manifest, from its router’s tables) with 200, any other under /gestion with 404 and the same page', async () => {
    const built = buildFrontEnd({ 'index.html': PAGE, 'site-manifest.json': JSON.stringify({ routes: backOfficePaths() }) }, false);
    const withManifest = await startApi(undefined, undefined, { publicDir, adminDir: built }, { PUBLIC_URL: SHOP });
    try {
      const known = ['/gestion', '/gestion/', '/gestion/repairs', '/gestion/repairs/12/show', '/gestion/orders/create', '/gestion/clients/4', '/gestion/deleted/repair-3/show',
        '/gestion/calendario', '/gestion/nuevo-trabajo', '/gestion/notas', '/gestion/reparacion/12', '/gestion/Pedidos/', '/gestion/albaran/revision/7', '/gestion/albaran/9', '/gestion/dashboard-gerencia'];
      for (const path of known) expect({ path, status: (await get(withManifest.url, path)).status }).toEqual({ path, status: 200 });
      for (const path of ['/gestion/no-existe', '/gestion/reparaciones/1/no-existe', '/gestion/albaran', '/gestion/calendario/2026', '/gestion/reparacion']) {
        const answer = await get(withManifest.url, path);
        expect({ path, status: answer.status, page: answer.body.toString() }).toEqual({ path, status: 404, page: PAGE });
      }
      expect((await get(withManifest.url, '/gestion/site-manifest.json')).status).toBe(404);
    } finally {
      await withManifest.close();
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('answers any other address with 404 and the same page (the router shows its 404 page), never cached without asking', async () => {
    for (const path of ['/no-existe', '/reparacion', '/reparacion/12/editar', '/contacto/otra', '/routes/contacto', '/perfil/x?y=1']) {
      const answer = await get(shop.url, path, BROWSER);
      expect({ path, status: answer.status, encoding: answer.headers['content-encoding'], cache: answer.headers['cache-control'] }).toEqual({
        path,
        status: 404,
        encoding: 'br',
        cache: 'no-cache',
      });
      expect(brotliDecompressSync(answer.body).toString()).toBe(withOrigin(SITE_PAGE, SHOP));
    }
    // Files stay plain 404s, and the API JSON.
    expect((await get(shop.url, '/assets/index-Missing1.js')).status).toBe(404);
    expect((await get(shop.url, '/api/no-such-route')).headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a route with a parameter with its first segment’s own HTML, and nothing deeper', async () => {
    for (const [path, status, built] of [
      ['/seguimiento', 200, SITE_TRACKING_PAGE],
      ['/seguimiento/k3m9x2p7q4r8s5t6', 200, SITE_TRACKING_PAGE],
      ['/seguimiento/k3m9x2p7q4r8s5t6/', 200, SITE_TRACKING_PAGE],
      ['/seguimiento/a/b', 404, SITE_PAGE],
      ['/contacto/otra', 404, SITE_PAGE],
    ] as const) {
      const answer = await get(shop.url, path);
      expect({ path, status: answer.status, text: answer.body.toString() }).toEqual({ path, status, text: withOrigin(built, SHOP) });
    }
  });

  it('writes PUBLIC_URL into the pages, robots.txt and sitemap.xml as it sends them, compressed or not, whatever Host was named', async () => {
    for (const [path, built] of [['/', SITE_PAGE], ['/contacto', SITE_CONTACT_PAGE], ['/no-existe', SITE_PAGE]] as const) {
      const br = await get(shop.url, path, BROWSER, 'evil.example');
      expect({ path, text: brotliDecompressSync(br.body).toString() }).toEqual({ path, text: withOrigin(built, SHOP) });
      const gzip = await get(shop.url, path, 'gzip');
      expect({ path, encoding: gzip.headers['content-encoding'], text: gunzipSync(gzip.body).toString() }).toEqual({ path, encoding: 'gzip', text: withOrigin(built, SHOP) });
      const plain = await get(shop.url, path);
      expect({ path, encoding: plain.headers['content-encoding'], text: plain.body.toString() }).toEqual({ path, encoding: undefined, text: withOrigin(built, SHOP) });
    }
    const robots = await get(shop.url, '/robots.txt', BROWSER);
    expect({ status: robots.status, type: robots.headers['content-type'], text: robots.body.toString() }).toEqual({
      status: 200,
      type: 'text/plain; charset=utf-8',
      text: withOrigin(ROBOTS, SHOP),
    });
    const sitemap = await get(shop.url, '/sitemap.xml', BROWSER);
    expect({ status: sitemap.status, type: sitemap.headers['content-type'] }).toEqual({ status: 200, type: 'application/xml; charset=utf-8' });
    expect(brotliDecompressSync(sitemap.body).toString()).toBe(withOrigin(SITEMAP, SHOP));
    expect(withOrigin(SITEMAP, SHOP)).toContain('<loc>https://www.tutienda.es/contacto</loc>');
  });

  it('never sends the build’s own copies, nor the manifest, with the placeholder in them', async () => {
    for (const path of ['/routes/contacto.html', '/index.html.br', '/robots.txt.gz', '/site-manifest.json']) {
      const answer = await get(shop.url, path);
      expect({ path, status: answer.status, placeholder: answer.body.toString().includes(PLACEHOLDER) }).toEqual({ path, status: 404, placeholder: false });
    }
  });

  it('in a demo without PUBLIC_URL writes the address asked at, and root-relative URLs for a Host that is not a plain name', async () => {
    const asked = await get(demo.url, '/robots.txt', undefined, 'tienda.local:8080');
    expect(asked.body.toString()).toBe(withOrigin(ROBOTS, 'http://tienda.local:8080'));
    const page = await get(demo.url, '/contacto', undefined, 'tienda.local:8080');
    expect(page.body.toString()).toBe(withOrigin(SITE_CONTACT_PAGE, 'http://tienda.local:8080'));
    const odd = await get(demo.url, '/robots.txt', undefined, 'tienda_local');
    expect(odd.body.toString()).toBe(withOrigin(ROBOTS, ''));
  });
});
