import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI_MAIN, loginAsGerente as login, requireBuilt, run, startServer, stop } from '../../../tools/processes.js';
import { readModelSnapshot } from '../../../tools/read-models.js';
import { ENGINES } from '../../../tools/test-databases.js';

const ROUNDS = 6;

interface Answered {
  kind: 'created' | 'status';
  repairId: number;
  description?: string;
  status?: string;
}

/** Workers send commands back to back until the server dies; what was answered 2xx is kept. */
async function commandsUntilKilled(url: string, cookie: string, round: number, killAfterMs: number, child: Parameters<typeof stop>[0]) {
  const answered: Answered[] = [];
  let alive = true;
  // The kill's moment counts from the round's fifth answered creation, so that every round
  // kills a server at work however slow the machine is today.
  let working!: () => void;
  const atWork = new Promise<void>((resolve) => (working = resolve));
  const killer = (async () => {
    await atWork;
    await new Promise((r) => setTimeout(r, killAfterMs));
    alive = false;
    await stop(child, 'SIGKILL');
  })();
  const statuses = ['in_progress', 'completed', 'on_hold', 'waiting_user'];
  const worker = async (w: number) => {
    for (let i = 0; alive; i++) {
      try {
        const description = `Ronda ${round}, trabajador ${w}, orden ${i}`;
        const created = await fetch(`${url}/api/repairs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ clientId: 1 + (i % 5), device: 'Móvil', description }),
        });
        if (created.status !== 201) continue;
        const repair = (await created.json()) as { id: number };
        answered.push({ kind: 'created', repairId: repair.id, description });
        if (answered.filter((a) => a.kind === 'created').length >= 5) working();
        const status = statuses[(i + w) % statuses.length]!;
        const changed = await fetch(`${url}/api/repairs/${repair.id}/status`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ status }),
        });
        if (changed.status === 200) answered.push({ kind: 'status', repairId: repair.id, status });
      } catch {
        // the server died under this request: it was not answered, so nothing is owed
      }
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  await killer;
  return answered;
}

describe.each(ENGINES)('Crash safety on $name', ({ databaseUrl: makeUrl }) => {
  beforeAll(requireBuilt);

  it('loses no answered command through repeated kill -9, and every read model equals a rebuild', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'taller-crash-'));
    const databaseUrl = await makeUrl();
    const env: Record<string, string> = { DATA_DIR: dataDir, DEMO: 'on', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    try {
      const answered: Answered[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const server = await startServer(env);
        const cookie = await login(server.url);
        answered.push(...(await commandsUntilKilled(server.url, cookie, round, 300 + round * 150, server.child)));
      }
      expect(answered.filter((a) => a.kind === 'created').length).toBeGreaterThan(ROUNDS * 4);

      // Once more during a rebuild of the projections.
      const rebuild = spawn(process.execPath, [CLI_MAIN, 'projections', 'rebuild'], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'ignore'] });
      await new Promise<void>((resolve) => rebuild.stdout!.on('data', (d: Buffer) => d.toString().includes('Reconstruyendo') && resolve()));
      rebuild.kill('SIGKILL');
      await new Promise((r) => rebuild.once('close', r));

      // Every answered command is in the log, as its history shows.
      const server = await startServer(env);
      try {
        const cookie = await login(server.url);
        const byRepair = new Map<number, Answered[]>();
        for (const a of answered) byRepair.set(a.repairId, [...(byRepair.get(a.repairId) ?? []), a]);
        for (const [repairId, commands] of byRepair) {
          const history = (await (await fetch(`${server.url}/api/repairs/${repairId}/history`, { headers: { cookie } })).json()) as {
            type: string;
            data: { description?: string; to?: string };
          }[];
          const registered = history.find((e) => e.type === 'RepairRegistered');
          expect(registered?.data.description).toBe(commands.find((c) => c.kind === 'created')!.description);
          for (const change of commands.filter((c) => c.kind === 'status')) {
            expect(history.some((e) => e.type === 'RepairStatusChanged' && e.data.to === change.status)).toBe(true);
          }
        }
      } finally {
        await stop(server.child);
      }

      // The read models the crashed processes left equal a rebuild from scratch.
      const followed = await readModelSnapshot({ dataDir, databaseUrl });
      const result = await run(CLI_MAIN, ['projections', 'rebuild'], { ...env, LOG_LEVEL: 'warn' });
      expect(result.code).toBe(0);
      const rebuilt = await readModelSnapshot({ dataDir, databaseUrl });
      expect(rebuilt.repair_rows).toEqual(followed.repair_rows);
      expect(rebuilt.client_rows).toEqual(followed.client_rows);
      expect(rebuilt.activity_rows).toEqual(followed.activity_rows);
      const rows = new Set((followed.repair_rows as { id: number }[]).map((r) => r.id));
      expect(answered.filter((a) => a.kind === 'created' && !rows.has(a.repairId))).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
