#!/usr/bin/env node
/**
 * `npm run build && node bench/cli-start.mjs`: how long a `taller` command takes as a whole
 * process, from launch to exit, on bench/http's shop of 100,000 repairs (a copy; its read models
 * up to date), beside a same-run baseline: `node -e 0`, Node starting and exiting with nothing
 * to load.
 *
 * Variants, launched in turns (one of each, then again) so that the machine's load falls on all
 * of them alike:
 *   - `bundle` — `node apps/cli/dist/main.js`, as `npm run taller` runs it (the bundle of
 *     apps/cli/dist/bundle when it is current, compiled from the code V8 kept in its
 *     .code-cache/: by the build, apps/cli/src/warm-code-cache.ts, or by an earlier command);
 *   - `no code cache` — the same with that .code-cache/ removed first, which it writes again as
 *     it exits: what a command costs where nothing was kept (until 29 November, the first
 *     command after a build and every command in the Docker image);
 *   - `tsc files` — the same command line from tsc's files (apps/cli/dist/cli.js, node_modules
 *     one file at a time): what every command cost before the bundle;
 * for two commands: `--ayuda` (loads the core, opens nothing) and `reparaciones listar --buscar
 * zamorano` (opens the core on the shop and answers a search).
 *
 * Settings: CLI_START_RUNS (7 per variant and command), START_SHOP (the shop's `ready/data`
 * folder; by default bench/http's cache, which `npm run bench:http` makes the first time).
 * Writes bench/results/cli-start.md.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine } from './lib/machine.mjs';
import { benchHttpShop, ROOT } from './lib/paths.mjs';

const RUNS = Number(process.env.CLI_START_RUNS ?? 7);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`CLI_START_RUNS debe ser un entero ≥ 1 / must be an integer ≥ 1: ${process.env.CLI_START_RUNS}`);
const MAIN = join(ROOT, 'apps/cli/dist/main.js');
const BUNDLE = join(ROOT, 'apps/cli/dist/bundle/cli.cjs');
const CODE_CACHE = join(ROOT, 'apps/cli/dist/bundle/.code-cache');
const TSC_CLI = join(ROOT, 'apps/cli/dist/cli.js');
for (const file of [MAIN, BUNDLE, TSC_CLI]) {
  if (!existsSync(file)) {
    process.stderr.write(`bench/cli-start: falta ${file} / missing: ejecuta / run \`npm run build\` primero / first.\n`);
    process.exit(1);
  }
}

const SHOP = process.env.START_SHOP ?? benchHttpShop();
if (!SHOP || !existsSync(join(SHOP, 'taller.sqlite'))) {
  process.stderr.write("bench/cli-start: no está la tienda de 100.000 reparaciones de bench/http / bench/http's shop is missing: `npm run bench:http` la crea / makes it (or START_SHOP=<data folder>).\n");
  process.exit(1);
}

const COMMANDS = [
  { name: '`taller --ayuda`', args: ['--ayuda'] },
  { name: '`taller reparaciones listar --buscar zamorano`', args: ['reparaciones', 'listar', '--buscar', 'zamorano'] },
];
const VARIANTS = [
  { name: 'bundle (`node apps/cli/dist/main.js`)', argv: (args) => [MAIN, ...args] },
  {
    name: 'the same without a code cache',
    argv: (args) => {
      rmSync(CODE_CACHE, { recursive: true, force: true });
      return [MAIN, ...args];
    },
  },
  {
    name: "tsc files (apps/cli/dist/cli.js, before the bundle)",
    argv: (args) => ['--input-type=module', '-e', `const { runCli } = await import(${JSON.stringify(TSC_CLI)}); await runCli(['node', 'taller', ...${JSON.stringify(args)}], '0')`],
  },
];
const BASELINE = { name: 'baseline: `node -e 0`', argv: () => ['-e', '0'] };

const work = mkdtempSync(join(tmpdir(), 'taller-bench-cli-start-'));
const dataDir = join(work, 'data');
cpSync(SHOP, dataDir, { recursive: true });
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: 'off' };
for (const key of ['DATABASE_URL', 'EVENTSTORE_URL', 'NODE_OPTIONS']) delete env[key];

/** One launch to exit: wall milliseconds; throws on a failed command (its stderr's end). */
function once(argv) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, argv, { env, cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`node ${argv.join(' ')}: exit ${code}\n${stderr.slice(-500)}`))));
  });
}

const load = [loadavg()[0]];
const cells = [];
try {
  // First, untimed: brings the copy's read models up to this build if they need it.
  await once(VARIANTS[0].argv(COMMANDS[1].args));
  for (const command of COMMANDS) for (const variant of VARIANTS) cells.push({ command, variant, times: [] });
  const baseline = { command: { name: '–' }, variant: BASELINE, times: [] };
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? [...cells, baseline] : [baseline, ...cells].reverse();
    for (const cell of order) cell.times.push(await once(cell.variant.argv(cell.command.args ?? [])));
    process.stderr.write(`bench/cli-start: round ${run + 1} of ${RUNS}\n`);
  }
  cells.push(baseline);
} finally {
  rmSync(work, { recursive: true, force: true });
}
load.push(loadavg()[0]);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const s = (ms) => (ms / 1000).toFixed(2);
const base = median(cells.at(-1).times);
const m = machine();
const report = [
  '# `taller` commands, launch to exit',
  '',
  `\`node bench/cli-start.mjs\` on ${m.cpu} (${m.cores} cores, ${m.memory}), Node ${m.node}, ${m.date}; load average ${load[0].toFixed(2)} at the start, ${load[1].toFixed(2)} at the end.`,
  `On a copy of bench/http's shop of 100,000 repairs; ${RUNS} launches of each, in turns; medians (fastest–slowest).`,
  '',
  '| command | variant | wall s | × `node -e 0` |',
  '|---|---|--:|--:|',
  ...cells.map(({ command, variant, times }) => `| ${command.name} | ${variant.name} | ${s(median(times))} (${s(Math.min(...times))}–${s(Math.max(...times))}) | ${(median(times) / base).toFixed(1)}× |`),
  '',
].join('\n');
process.stdout.write(`${report}\n`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/cli-start.md'), report);
