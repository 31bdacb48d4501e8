#!/usr/bin/env node
/**
 * `npm test`: every test of the project, in the order that fails fastest.
 * Build → module boundaries → type checks of the tests (jest's and the browser's) and the front ends, two at a time → jest (domain, event store
 * contract, projections, API over HTTP, server and CLI processes) → Playwright in Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
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

/** Each step's environment: this one's, without nx's daemon, and what the step adds. */
const environment = (env = {}) => ({ ...process.env, NX_DAEMON: 'false', ...env });

function step(title, command, args, env = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: environment(env) });
  return result.status === 0;
}

/**
 * Runs the commands two at a time (tsc is one thread, and there are two cores) in the order
 * given (the longest first), each one's output printed whole when it ends; answers whether all
 * passed. The four type checks took 69 s one after the other and about 45 s this way (29
 * November 2026).
 */
async function together(title, commands) {
  process.stdout.write(`\n▶ ${title}\n`);
  const queue = [...commands];
  let ok = true;
  const run = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      const child = spawn(command, args, { cwd: root, env: environment() });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const status = await new Promise((resolve) => child.on('close', resolve));
      process.stdout.write(`  ${args.join(' ')}: ${status === 0 ? 'bien' : 'ERRORES'}\n${Buffer.concat(output).toString()}`);
      if (status !== 0) ok = false;
    }
  };
  await Promise.all([run(), run()]);
  return ok;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const prerequisites =
  step('Compilación', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']) &&
  step('Límites entre módulos', process.execPath, ['tools/check-boundaries.mjs']) &&
  (await together('Tipos de las pruebas y de las interfaces', [
    ['npx', ['tsc', '-p', 'tsconfig.tests.json']],
    ['npx', ['tsc', '-p', 'apps/admin', '--noEmit']],
    ['npx', ['tsc', '-p', 'apps/public', '--noEmit']],
    ['npx', ['tsc', '-p', 'tsconfig.e2e.json']],
  ]));
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
