#!/usr/bin/env node
/**
 * `npm run bench:web`: Lighthouse (mobile settings, its defaults: a mid-range phone on a
 * throttled 4G line, simulated) against the built public site on /, /preguntas-frecuentes
 * and /contacto, plus the JavaScript the home page ships and all it transfers. Not part of
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
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitForHealth(`${origin}/api/health`);
  chrome = await launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });

  const rows = [];
  let homeScripts = [];
  let homeTransfer = { requests: 0, bytes: 0 };
  for (const path of PAGES) {
    const lhr = await audit(`${origin}${path}`, chrome.port);
    const metric = (id) => lhr.audits[id]?.numericValue;
    rows.push({
      page: path,
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
  rmSync(dataDir, { recursive: true, force: true });
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

async function waitForHealth(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}
