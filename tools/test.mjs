#!/usr/bin/env node
/**
 * `npm test`: every test of the project, in the order that fails fastest.
 * Build → module boundaries → type checks of the front ends and the tests (jest's and the browser's) → jest (domain, event store
 * contract, projections, API over HTTP, server and CLI processes) → Playwright in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = `${root}tmp/test-reports`;

const chromium = await findChromium();
if (!chromium) {
  process.stderr.write(
    'No se encontró Chromium para las pruebas del navegador: instala el paquete «chromium» (apt-get install chromium) o indica su ruta en CHROMIUM_PATH.\n',
  );
  process.exit(1);
}

function step(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', ...env } });
  return result.status === 0;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const prerequisites =
  step('Compilación', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']) &&
  step('Límites entre módulos', process.execPath, ['tools/check-boundaries.mjs']) &&
  step('Tipos de las interfaces', 'npx', ['tsc', '-p', 'apps/admin', '--noEmit']) &&
  step('', 'npx', ['tsc', '-p', 'apps/public', '--noEmit']) &&
  step('Tipos de las pruebas', 'npx', ['tsc', '-p', 'tsconfig.tests.json']) &&
  step('', 'npx', ['tsc', '-p', 'tsconfig.e2e.json']);
if (!prerequisites) process.exit(1);

const jestOk = step('Pruebas unitarias y de integración (jest)', process.execPath, [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--json',
  `--outputFile=${reports}/jest.json`,
]);
const e2eOk = step('Pruebas en el navegador (Playwright, Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
});

let passed = 0;
let failed = 0;
try {
  const jest = JSON.parse(readFileSync(`${reports}/jest.json`, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
} catch {
  failed += 1;
}
try {
  const pw = JSON.parse(readFileSync(`${reports}/playwright.json`, 'utf8'));
  passed += pw.stats.expected;
  failed += pw.stats.unexpected + pw.stats.flaky;
} catch {
  failed += 1;
}
process.stdout.write(`\nTotal: ${passed} passed, ${failed} failed\n`);
process.exit(jestOk && e2eOk && failed === 0 ? 0 : 1);
