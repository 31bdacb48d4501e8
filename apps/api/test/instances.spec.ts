import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describePostgres, testDatabaseUrl } from '../../../tools/test-databases.js';
import { loginAsGerente as login, requireBuilt, startServer, stop } from '../../../tools/processes.js';

type Server = Awaited<ReturnType<typeof startServer>>;

const health = async (server: Server) => (await (await fetch(`${server.url}/api/health`)).json()) as { projecting: boolean };

async function waitUntil(what: string, condition: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`No ocurrió a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describePostgres('Several API instances on one PostgreSQL', () => {
  beforeAll(requireBuilt);

  it('project each event exactly once through a leader, and another takes over when it dies', async () => {
    const databaseUrl = await testDatabaseUrl();
    const dataDir = mkdtempSync(join(tmpdir(), 'taller-inst-'));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DEMO: 'on' };
    // The first one seeds the demo; the other two join it.
    const servers: Server[] = [await startServer(env)];
    servers.push(await startServer(env), await startServer(env));
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const cookies = await Promise.all(servers.map((s) => login(s.url)));
      await waitUntil('un líder', async () => (await Promise.all(servers.map(health))).filter((h) => h.projecting).length === 1);
      const leader = servers[(await Promise.all(servers.map(health))).findIndex((h) => h.projecting)]!;

      // Every command, through any instance, answers with its own change (read-your-writes).
      const drive = async (alive: Server[], from: number, count: number) => {
        const answers = await Promise.all(
          Array.from({ length: count }, async (_, i) => {
            const server = alive[(from + i) % alive.length]!;
            const cookie = cookies[servers.indexOf(server)]!;
            const created = await fetch(`${server.url}/api/repairs`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie },
              body: JSON.stringify({ clientId: 1 + (i % 5), device: 'Móvil', description: `Orden ${from + i}` }),
            });
            const repair = (await created.json()) as { id: number; description: string };
            const other = alive[(from + i + 1) % alive.length]!;
            const changed = await fetch(`${other.url}/api/repairs/${repair.id}/status`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', cookie: cookies[servers.indexOf(other)]! },
              body: JSON.stringify({ status: 'in_progress' }),
            });
            return { created: created.status, description: repair.description, changed: changed.status, status: ((await changed.json()) as { status: string }).status };
          }),
        );
        for (const [i, answer] of answers.entries()) {
          expect(answer).toEqual({ created: 201, description: `Orden ${from + i}`, changed: 200, status: 'in_progress' });
        }
      };
      await drive(servers, 0, 30);

      await stop(leader.child, 'SIGKILL');
      const survivors = servers.filter((s) => s !== leader);
      await waitUntil('otro líder', async () => (await Promise.all(survivors.map(health))).some((h) => h.projecting));
      expect((await Promise.all(survivors.map(health))).filter((h) => h.projecting)).toHaveLength(1);
      await drive(survivors, 30, 30);

      // The shop's notices follow the commands a moment later (on the leader): the log is read once it is still.
      const eventCount = async () => Number((await db.query('SELECT count(*) FROM events')).rows[0].count);
      let last = -1;
      await waitUntil('el registro quieto', async () => {
        const now = await eventCount();
        const still = now === last;
        last = now;
        if (!still) await new Promise((resolve) => setTimeout(resolve, 1000));
        return still;
      });
      // Each event of the log is in the activity read model exactly once (its key is the position).
      const events = (await db.query('SELECT position FROM events ORDER BY position')).rows.map((r) => Number(r.position));
      await waitUntil('todo proyectado', async () => Number((await db.query('SELECT count(*) FROM activity_rows')).rows[0].count) >= events.length);
      const projected = (await db.query('SELECT position FROM activity_rows ORDER BY position')).rows.map((r) => Number(r.position));
      expect(projected).toEqual(events);
      const repairs = Number((await db.query('SELECT count(*) FROM repair_rows')).rows[0].count);
      expect(repairs).toBe(6 + 60);
      const inProgress = Number((await db.query("SELECT count(*) FROM repair_rows WHERE status = 'in_progress' AND description LIKE 'Orden %'")).rows[0].count);
      expect(inProgress).toBe(60);
    } finally {
      await db.end();
      await Promise.all(servers.map((s) => stop(s.child)));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
