#!/usr/bin/env node
/**
 * `node bench/backup.bench.mjs`: `taller backup` and `taller restore` on a SQLite shop of
 * 100,000 repairs, beside baselines measured in the same run on the same shop:
 *
 *   - a cold copy of DATA_DIR (`cp -r`, the server stopped) and `tar czf` of it: the floor of any
 *     backup that copies the files, which a running server's WAL makes unsafe;
 *   - `taller events export` and `taller events import` (+ its rebuild): the log alone, the
 *     backup the README offered before.
 *
 * The shop is made once with `taller demo seed --clients 2000 --repairs 100000` (through the
 * API's own commands: sealed people's data, unlock codes, notes; about 6 minutes) into
 * BACKUP_SHOP (default $TMPDIR/taller-bench-backup/shop) and kept for later runs. BACKUP_REPAIRS changes
 * the size; BACKUP_RESTORE=0 skips the restores. Needs the built workspaces (`npm run build`).
 * Prints a markdown table and writes it to bench/results/backup.md. Not part of `npm test`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH, ROOT } from './lib/paths.mjs';
import { machine } from './lib/machine.mjs';

const REPAIRS = Number(process.env.BACKUP_REPAIRS ?? 100_000);
const CLIENTS = Math.max(50, Math.round(REPAIRS / 50));
const WORK = process.env.BACKUP_WORK ?? join(tmpdir(), 'taller-bench-backup');
const SHOP = process.env.BACKUP_SHOP ?? join(WORK, 'shop');
const CLI = join(ROOT, 'apps/cli/dist/main.js');
const PASSPHRASE = 'banco-de-pruebas-de-copias';
const log = (line) => process.stderr.write(`${line}\n`);
const load = [loadavg()[0].toFixed(2)];

function timed(what, command, args, env = {}) {
  log(`bench: ${what}…`);
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    env: { ...process.env, LOG_LEVEL: 'warn', TALLER_BACKUP_PASSPHRASE: PASSPHRASE, DEMO: 'off', PUBLIC_URL: 'http://localhost', ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${what} falló (${result.status}):\n${result.stderr.slice(-2000)}`);
  return { seconds, stdout: result.stdout };
}
const taller = (what, dataDir, args) => timed(what, process.execPath, [CLI, ...args], { DATA_DIR: dataDir });
const size = (path) => (statSync(path).isDirectory() ? Number(execFileSync('du', ['-sb', path], { encoding: 'utf8' }).split('\t')[0]) : statSync(path).size);
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
const fresh = (name) => {
  const path = join(WORK, name);
  rmSync(path, { recursive: true, force: true });
  return path;
};

mkdirSync(WORK, { recursive: true });
if (!existsSync(join(SHOP, 'taller.sqlite'))) {
  timed(`seeding ${REPAIRS} repairs`, process.execPath, [CLI, 'demo', 'seed', '--clients', String(CLIENTS), '--repairs', String(REPAIRS), '--batch', '500'], {
    DATA_DIR: SHOP,
    DEMO: 'on',
  });
}
// A checkpointed file: the cold copy measures the database, not a WAL left by the seed.
execFileSync('sqlite3', [join(SHOP, 'taller.sqlite'), 'PRAGMA wal_checkpoint(TRUNCATE);'], { stdio: 'ignore' });
const events = Number(execFileSync('sqlite3', [join(SHOP, 'taller.sqlite'), 'select count(*) from events'], { encoding: 'utf8' }).trim());
const rows = [];

const copyDir = fresh('copy');
const cp = timed('cp -r DATA_DIR', 'cp', ['-r', SHOP, copyDir]);
rows.push(['`cp -r DATA_DIR` (server stopped)', cp.seconds, size(copyDir), 'baseline']);
const tarFile = fresh('data.tar.gz');
const tgz = timed('tar czf DATA_DIR', 'tar', ['czf', tarFile, '-C', SHOP, '.']);
rows.push(['`tar czf DATA_DIR` (server stopped)', tgz.seconds, size(tarFile), 'baseline']);
const exportFile = fresh('events.jsonl');
const exported = taller('events export', SHOP, ['events', 'export', '--out', exportFile]);
rows.push(['`taller events export` (the log only)', exported.seconds, size(exportFile), 'baseline']);
const archive = fresh('copia.tar.gz');
const backup = taller('backup', SHOP, ['backup', '--out', archive]);
rows.push(['**`taller backup`** (log, tables, sealed keys, images)', backup.seconds, size(archive), 'ours']);

if (process.env.BACKUP_RESTORE !== '0') {
  const imported = taller('events import', fresh('imported'), ['events', 'import', exportFile]);
  rows.push(['`taller events import` (+ rebuild)', imported.seconds, size(join(WORK, 'imported')), 'baseline']);
  const restoreDir = fresh('restored');
  const restore = taller('restore', restoreDir, ['restore', archive]);
  rows.push(['**`taller restore`** (+ rebuild)', restore.seconds, size(restoreDir), 'ours']);
  log(restore.stdout.trim());
  rows.push(['  of which the rebuild', Number(/Vistas reconstruidas: \d+ eventos en ([\d.]+) s/.exec(restore.stdout)?.[1] ?? NaN), undefined, 'ours']);
}
load.push(loadavg()[0].toFixed(2));

const m = machine();
const report = [
  `# Backup and restore of a ${REPAIRS.toLocaleString('en')}-repair shop (SQLite)`,
  '',
  `${m.date} · ${m.cpu} × ${m.cores} · ${m.memory} · Node ${m.node} · ${events.toLocaleString('en')} events · DATA_DIR ${mb(size(SHOP))} · load ${load.join(' → ')}`,
  '',
  '| what | seconds | size | |',
  '|---|---:|---:|---|',
  ...rows.map(([what, seconds, bytes, role]) => `| ${what} | ${seconds.toFixed(1)} | ${bytes === undefined ? '' : mb(bytes)} | ${role} |`),
  '',
  'Each row is one run of the real CLI (process start included) on the same shop, in this order.',
  '',
].join('\n');
process.stdout.write(report);
writeFileSync(join(BENCH, 'results/backup.md'), report);
for (const name of ['copy', 'data.tar.gz', 'events.jsonl', 'copia.tar.gz', 'imported', 'restored']) rmSync(join(WORK, name), { recursive: true, force: true });
