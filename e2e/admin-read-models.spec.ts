import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { SqliteEventStore } from '@taller/event-store';
import { startServer, stop } from '../tools/processes';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * A read model stopped on an event it cannot apply (an event an older version wrote badly),
 * as staff meet it: every screen says the lists are behind, and a change is answered as
 * saved but not yet shown, never as done. Its own server: the others' must stay healthy.
 */
let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'taller-e2e-read-models-'));
  server = await startServer({ DATA_DIR: dataDir, DEMO: 'on' });
  const store = new SqliteEventStore(join(dataDir, 'taller.sqlite'));
  try {
    await store.append(
      'repair-1',
      [
        {
          id: randomUUID(),
          type: 'RepairStatusChanged',
          schemaVersion: 1,
          data: { from: 'pending', to: 42 },
          metadata: {
            actor: { id: null, name: 'Versión antigua', role: 'system' },
            occurredAt: new Date().toISOString(),
            correlationId: randomUUID(),
            causationId: null,
            source: 'system',
          },
        },
      ],
      'any',
    );
  } finally {
    await store.close();
  }
  for (let i = 0; i < 100 && (await fetch(`${server.url}/api/health`)).status !== 503; i++) await new Promise((r) => setTimeout(r, 100));
});
test.afterAll(async () => {
  await stop(server.child);
  rmSync(dataDir, { recursive: true, force: true });
});

test('staff see that the lists are behind, and a status change is answered as saved, not as done', async ({ page }) => {
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(login.status()).toBe(200);
  await page.goto(`${server.url}/gestion/repairs/2/show`);
  const notice = page.getByRole('status').filter({ hasText: 'Las listas van con retraso' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('los cambios se guardan');

  const statusBefore = await page.request.get(`${server.url}/api/repairs/2`).then((r) => r.json());
  await page.getByRole('button', { name: 'Cambiar el estado a En espera' }).click();
  await expect(page.getByText('Cambio guardado, pero las listas van con retraso y todavía no lo muestran.')).toBeVisible();
  await expect(page.getByText('Estado cambiado a «En espera»')).toHaveCount(0);
  // It was saved: the repair's history (read from its events) has it.
  const history = (await page.request.get(`${server.url}/api/repairs/2/history`).then((r) => r.json())) as { type: string }[];
  expect(history.at(-1)!.type).toBe('RepairStatusChanged');
  expect(statusBefore.status).not.toBe('on_hold');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
});
