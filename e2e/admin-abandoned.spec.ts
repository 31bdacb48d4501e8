import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { SqliteEventStore } from '@taller/event-store';
import { seriousAccessibilityFindings } from './support/accessibility';
import { addDays, madridDay } from '../libs/domain/src/shared/dates';

/**
 * Issue 13, items 3 and 4 in the back-office: 'Avisar al cliente' records how the customer was
 * told (the e-mail goes through the outbox and the screen says what became of it), and the
 * repair list's 'Posible abandono' filter with its days waiting and storage owed, and its two
 * actions on the selected repairs, each reported repair by repair. Against the real server:
 * devices told months ago are written into its log as the log would hold them (its clock is
 * today's), the way the command line writes beside a running server.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let phoneCounter = Math.floor(Math.random() * 100);
const uniquePhone = () => `6${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++ % 100).padStart(2, '0')}`;
/** The Madrid day `offset` calendar days from today (not `offset` × 24 h, which a change of summer time shifts by a day late at night). */
const isoDay = (offset: number) => addDays(madridDay(new Date()), offset);
const spanishDay = (day: string) => day.split('-').reverse().join('/');

async function createClient(request: APIRequestContext, name: string, withEmail: boolean): Promise<{ id: number }> {
  const phone = uniquePhone();
  const answer = await request.post('/api/clients', {
    data: { name, lastName: 'Abandono E2E', phone, email: withEmail ? `${name.toLowerCase()}.${phone}@example.es` : '' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: number };
}

async function createRepair(request: APIRequestContext, clientId: number, model: string, unlockCode?: string): Promise<{ id: number; version: number }> {
  const answer = await request.post('/api/repairs', {
    data: { clientId, device: 'Móvil', model, contactNumber: '600 000 000', description: 'Pantalla rota', ...(unlockCode ? { unlockCode } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: number; version: number };
}

const event = (type: string, data: unknown) => ({
  id: randomUUID(),
  type,
  schemaVersion: type === 'RepairCompletionNotified' ? 2 : 1,
  data,
  metadata: { actor: { id: null, name: 'Lucía', role: 'gerente' }, occurredAt: new Date().toISOString(), correlationId: randomUUID(), causationId: null, source: 'api' as const },
});

/** Completed and told by phone `daysAgo` days ago; with `finalNoticeDaysAgo`, a final notice then, of 30 days. */
async function toldLongAgo(page: Page, repair: { id: number; version: number }, daysAgo: number, finalNoticeDaysAgo?: number) {
  const store = new SqliteEventStore(join(process.env.E2E_DATA_DIR!, 'taller.sqlite'));
  try {
    const noticeDay = isoDay(-daysAgo);
    const events = [
      event('RepairStatusChanged', { from: 'pending', to: 'completed' }),
      event('RepairCompletionNotified', { notifiedAt: `${noticeDay}T10:00:00.000Z`, noticeDay, channel: 'phone', givenBy: { id: null, name: 'Lucía' }, email: null }),
    ];
    if (finalNoticeDaysAgo !== undefined) {
      const sentDay = isoDay(-finalNoticeDaysAgo);
      events.push(
        event('RepairFinalNoticeSent', { sentAt: `${sentDay}T10:00:00.000Z`, sentDay, abandonOn: isoDay(-finalNoticeDaysAgo + 30), channel: 'phone', givenBy: { id: null, name: 'Lucía' }, email: null }),
      );
    }
    // Whatever the server appended meanwhile (the shop's notice that it was received) stays before these.
    await store.append(`repair-${repair.id}`, events, 'any');
  } finally {
    await store.close();
  }
  // The server follows the log: wait until its read side shows the notice.
  await expect
    .poll(async () => ((await (await page.request.get(`/api/repairs/${repair.id}`)).json()) as { noticeDay: string | null }).noticeDay, { timeout: 15_000 })
    .toBe(isoDay(-daysAgo));
}

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
});

test('Avisar al cliente by e-mail: the channel is chosen, the e-mail is in the notices with what the outbox knows, and in the history', async ({ page }) => {
  const client = await createClient(page.request, uniqueTag('Correo'), true);
  const repair = await createRepair(page.request, client.id, uniqueTag('Pixel '));
  await page.goto(`/gestion/repairs/${repair.id}/show`);
  const notices = page.getByRole('region', { name: 'Avisos al cliente', exact: true });
  await expect(notices).toContainText('Todavía no se ha avisado al cliente.');

  await page.getByRole('toolbar', { name: 'Acciones de la reparación' }).getByRole('button', { name: 'Avisar al cliente' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Avisar al cliente de la reparación #${repair.id}`);
  await expect(dialog.getByRole('radio', { name: 'Por correo electrónico' })).toBeChecked();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Registrar el aviso' }).click();
  await expect(page.getByText('Aviso registrado: el correo está en la bandeja de salida')).toBeVisible();

  await expect(notices.getByTestId('repair-notice')).toContainText('Aviso de que está lista');
  await expect(notices).toContainText('Por correo electrónico');
  await expect(notices).toContainText('Avisó: ');
  // No SMTP on this server: the outbox writes a file, and the screen does not claim it was received.
  await expect(notices.getByTestId('notice-delivery')).toHaveText(
    /En la bandeja de salida, pendiente de envío|Guardado como archivo \.eml en la bandeja de salida: sin servidor de correo configurado, no ha salido del taller/,
  );
  await notices.getByText(/^Asunto: Tu reparación nº \d+/).click();
  await expect(notices).toContainText('está terminada y lista para recoger');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByRole('heading', { name: 'Cliente avisado de que está terminada' })).toBeVisible();
  await expect(history).toContainText('Canal del aviso');
  await expect(history).toContainText('Asunto del correo');
});

test('Posible abandono: days waiting and storage owed, the final notice and the abandonment on the selected repairs, reported one by one', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('Olvidado');
  const withEmail = await createClient(page.request, `${tag}a`, true);
  const withoutEmail = await createClient(page.request, `${tag}b`, false);
  const due = await createRepair(page.request, withEmail.id, `${tag} due`);
  const noAddress = await createRepair(page.request, withoutEmail.id, `${tag} sin`);
  const expired = await createRepair(page.request, withEmail.id, `${tag} vencida`, '8642');
  await toldLongAgo(page, due, 120);
  await toldLongAgo(page, noAddress, 100);
  await toldLongAgo(page, expired, 150, 40);

  await page.goto('/gestion/repairs');
  await page.getByRole('combobox', { name: 'Posible abandono' }).click();
  await page.getByRole('option', { name: 'Todas las candidatas' }).click();
  await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
  const row = (model: string) => page.getByRole('row').filter({ hasText: model });
  await expect(row(`${tag} due`)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Días esperando' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Almacenaje' })).toBeVisible();
  // 120 days, 10 free, 110 charged at 3 €.
  await expect(row(`${tag} due`)).toContainText('120');
  await expect(row(`${tag} due`)).toContainText('330,00 €');
  await expect(row(`${tag} due`)).toContainText('Aviso final pendiente');
  await expect(row(`${tag} vencida`)).toContainText('Plazo vencido: se puede marcar abandonada');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  // The final notice to the two that are due: by e-mail; the client without an address is refused, and said so.
  await row(`${tag} due`).getByRole('checkbox').check();
  await row(`${tag} sin`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Enviar aviso final' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Aviso final a 2 reparaciones');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Registrar el aviso' }).click();
  const report = page.getByTestId('abandonment-report');
  await expect(report).toContainText('Resultado: 1 de 2 hechas');
  await expect(report).toContainText(`#${due.id}`);
  await expect(report).toContainText('aviso final registrado; el correo está en la bandeja de salida');
  await expect(report).toContainText(`#${noAddress.id}`);
  await expect(report).toContainText('no se pudo: El cliente no tiene correo electrónico: avisa por teléfono o en persona');
  await expect(row(`${tag} due`)).toContainText('Aviso final enviado, en plazo');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  // Marking abandoned: only the one whose final notice expired; the one still in its term is refused.
  await page.getByRole('button', { name: 'Cerrar' }).first().click();
  // What was done leaves the selection; what was refused stays selected, to be tried again.
  await expect(row(`${tag} due`).getByRole('checkbox')).not.toBeChecked();
  await expect(row(`${tag} sin`).getByRole('checkbox')).toBeChecked();
  await row(`${tag} sin`).getByRole('checkbox').uncheck();
  await row(`${tag} vencida`).getByRole('checkbox').check();
  await row(`${tag} due`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Marcar abandonadas' }).click();
  const abandon = page.getByRole('dialog');
  await expect(abandon.getByRole('textbox', { name: 'Motivo' })).toHaveValue('Plazo del aviso final vencido sin recogida');
  await abandon.getByRole('button', { name: 'Marcar como abandonada' }).click();
  await expect(report).toContainText('Resultado: 1 de 2 hechas');
  await expect(report).toContainText(`#${expired.id}`);
  await expect(report).toContainText('marcada como abandonada');
  await expect(report).toContainText(`#${due.id}`);
  await expect(report).toContainText(`no se pudo: El plazo del aviso final no ha vencido: podrá marcarse como abandonada a partir del ${spanishDay(isoDay(31))}`);
  // Abandoned, it leaves the candidates.
  await expect(row(`${tag} vencida`)).toHaveCount(0);

  // Its detail says it, the code is gone, the history tells it.
  await page.goto(`/gestion/repairs/${expired.id}/show`);
  await expect(page.locator('h1 + [data-status]')).toHaveText('Abandonada');
  await expect(page.getByTestId('repair-abandonment')).toHaveText(`Abandonada el ${spanishDay(isoDay(0))}. Motivo: Plazo del aviso final vencido sin recogida`);
  await expect(page.getByRole('toolbar', { name: 'Acciones de la reparación' }).getByRole('button', { name: 'Entregar' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Cambiar estado a' })).toHaveCount(0);
  expect((await page.request.get(`/api/repairs/${expired.id}/unlock-code`)).status()).toBe(410);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByRole('heading', { name: 'Marcada como abandonada' })).toBeVisible();
  await expect(history).toContainText('Motivo del abandono');

  // The status filter finds it, with its chip.
  await page.goto(`/gestion/repairs?filter=${encodeURIComponent(JSON.stringify({ status: 'abandoned', q: tag }))}`);
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Abandonada');
  await expect(row(`${tag} vencida`)).toBeVisible();
  await expect(row(`${tag} vencida`).locator('[data-status]')).toHaveText('Abandonada');
  await expect(page.getByRole('row')).toHaveCount(2);
});
