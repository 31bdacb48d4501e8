#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse (mobile settings, its defaults: a mid-range phone on a
 * throttled 4G line, simulated) against the built public site on /, /preguntas-frecuentes,
 * /contacto, /seguimiento and a repair's tracking page (a demo server's: the demo shop takes
 * a repair in through the API first), the catalogue /productos and a product's page (the demo
 * server's too, with a dozen products added through the staff API), plus the JavaScript the
 * home page ships and all it transfers. Not part of
 * `npm test`. One run per page: this shared machine's speed swings, so take the median of a few.
 *
 * Needs the built server and site (`npm run build`) and a local Chromium (tools/chromium.mjs
 * finds it). Starts the real server on a free port with a throwaway data directory, and
 * stops it at the end. Lighthouse and chrome-launcher are root devDependencies; this file
 * lives in bench/ but uses nothing of the event-store benchmark's own package.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tools/chromium.mjs';
import { freePort } from './lib/ports.mjs';
import { requireBuilt, requireChromium } from './lib/prerequisites.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'apps', 'api', 'dist', 'main.js');
const siteIndex = join(root, 'apps', 'public', 'dist', 'index.html');
const PAGES = ['/', '/preguntas-frecuentes', '/contacto'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The home page's budget (issue 5): gzipped JavaScript for the first view of /. */
const HOME_JS_BUDGET_KB = 120;

requireBuilt([
  [serverEntry, 'the server'],
  [siteIndex, 'the public site'],
]);
const chromePath = await requireChromium();

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'taller-bench-web-'));
const server = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off', PUBLIC_URL: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The tracking page needs a repair, so a shop with staff: a demo server of its own.
const demoPort = await freePort();
const demoOrigin = `http://127.0.0.1:${demoPort}`;
const demoDataDir = mkdtempSync(join(tmpdir(), 'taller-bench-web-demo-'));
const demoServer = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, PORT: String(demoPort), DATA_DIR: demoDataDir, LOG_LEVEL: 'warn', DEMO: 'on', PASSWORD_HASH_COST: '14' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitForHealth(`${origin}/api/health`, server);
  await waitForHealth(`${demoOrigin}/api/health`, demoServer);
  const trackingPath = await aTrackingPage(demoOrigin);
  const productPath = await aCatalogue(demoOrigin);
  chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

  const rows = [];
  let homeScripts = [];
  let homeTransfer = { requests: 0, bytes: 0 };
  for (const [site, path, shown] of [...PAGES.map((path) => [origin, path, path]), [origin, '/seguimiento', '/seguimiento'], [demoOrigin, trackingPath, '/seguimiento/<código> (demo)'], [demoOrigin, '/productos', '/productos (demo)'], [demoOrigin, productPath, '/productos/<id>-<nombre> (demo)']]) {
    const lhr = await audit(`${site}${path}`, chrome.port);
    const metric = (id) => lhr.audits[id]?.numericValue;
    rows.push({
      page: shown,
      ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    });
    if (path === '/') {
      homeScripts = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .map((item) => item.url);
      homeTransfer = {
        requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
        bytes: lhr.audits['total-byte-weight']?.numericValue ?? 0,
      };
    }
  }

  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile (simulated throttling), ${origin}\n`);
  console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    console.log(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`,
    );
  }

  // The budget is gzipped size, whatever encoding the server chose (it sends brotli to
  // browsers that ask for it): gzip each file here the same way the e2e test does.
  let raw = 0;
  let gzipped = 0;
  for (const url of homeScripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  const verdict = gzipped / 1024 <= HOME_JS_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `\nHome page JavaScript: ${homeScripts.length} files, ${(raw / 1024).toFixed(1)} kB, ${(gzipped / 1024).toFixed(1)} kB gzipped (${verdict} the ${HOME_JS_BUDGET_KB} kB budget)`,
  );
  console.log(
    `Home page transferred: ${homeTransfer.requests} requests, ${(homeTransfer.bytes / 1024).toFixed(1)} kB over the wire (Lighthouse's total byte weight)`,
  );
} finally {
  await chrome?.kill();
  server.kill();
  demoServer.kill();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(demoDataDir, { recursive: true, force: true });
}

/** A demo repair taken in through the API, in progress, with an estimate: its tracking page's path. */
async function aTrackingPage(site) {
  const login = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gerente@taller.demo', password: 'demo-taller' }),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const call = async (path, body) =>
    (await fetch(`${site}${path}`, { method: body ? 'POST' : 'GET', headers: { cookie, 'content-type': 'application/json' }, body: body && JSON.stringify(body) })).json();
  const repair = await call('/api/repairs', { clientId: 1, device: 'Móvil', model: 'iPhone 13', contactNumber: '600 111 222', description: 'Pantalla rota', estimatedCompletion: '2026-12-18' });
  await call(`/api/repairs/${repair.id}/status`, { status: 'in_progress' });
  return (await call(`/api/repairs/${repair.id}/tracking`)).link.path;
}

/** A dozen products for sale in the demo shop, added through the staff API: the path of one's page. */
async function aCatalogue(site) {
  const login = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gerente@taller.demo', password: 'demo-taller', area: 'staff' }),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  const call = async (path, body) =>
    (await fetch(`${site}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
  const categories = ['cases', 'screen_protectors', 'chargers', 'power_banks', 'cables', 'headphones', 'batteries', 'memory'];
  let first;
  for (let n = 0; n < 12; n++) {
    const product = await call('/api/products', {
      name: `Accesorio de prueba ${n + 1} para iPhone 13`,
      category: categories[n % categories.length],
      priceCents: 990 + n * 100,
      brand: 'Marca',
      compatibleModels: ['iPhone 13'],
      description: 'Un accesorio para medir la página: precio, disponibilidad y dispositivos compatibles.',
      reorderLevel: 2,
    });
    await call(`/api/products/${product.id}/stock/received`, { quantity: 10 });
    first ??= product;
  }
  return `/productos/${first.id}-accesorio-de-prueba-1-para-iphone-13`;
}

/**
 * One Lighthouse run. On this loaded machine a run now and then loses its trace
 * (NO_NAVSTART, "please run Lighthouse again"): it is run again, up to three times.
 */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.error(`${url}: ${lhr.runtimeError.code}, running Lighthouse again`);
  }
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}
