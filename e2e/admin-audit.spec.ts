import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * The owner's audit ('Actividad'): the Administrador sees every change of the shop, newest
 * first, with before → after, filters it down to one record and exports it; a Gerente has no
 * such screen and the server refuses it.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logInAs(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller', area: 'staff' } });
  expect(answer.status()).toBe(200);
}

test('an admin changes a repair, finds it in Actividad with before → after, filtered by record, and exports the CSV', async ({ page }) => {
  await logInAs(page, 'administrador@taller.demo');
  const model = uniqueTag('aud');
  const created = await page.request.post('/api/repairs', {
    data: { clientId: 1, device: 'Tablet', model, contactNumber: '612 345 678', description: 'No carga', entryDate: '2026-11-20', priceCents: 4500 },
  });
  expect(created.status()).toBe(201);
  const repair = (await created.json()) as { id: number } & Record<string, unknown>;
  const edited = await page.request.put(`/api/repairs/${repair.id}`, { data: { ...repair, priceCents: 5500 } });
  expect(edited.status(), await edited.text()).toBe(200);
  expect((await page.request.post(`/api/repairs/${repair.id}/status`, { data: { status: 'in_progress' } })).status()).toBe(200);

  // From the side menu.
  await page.goto('/gestion/');
  await page.getByRole('menuitem', { name: 'Actividad' }).click();
  await page.waitForURL(/\/gestion\/actividad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Actividad' });
  // Newest first: the status change just made heads the shop's activity.
  await expect(table.locator('tbody tr').first()).toContainText(`Tablet ${model}`);
  await expect(table.locator('tbody tr').first()).toContainText('Estado cambiado');

  // Down to the one record: its kind and number.
  await page.getByRole('combobox', { name: 'Tipo de registro' }).click();
  await page.getByRole('option', { name: 'Reparación', exact: true }).click();
  await expect(page).toHaveURL(/kind=repair/);
  await page.getByRole('textbox', { name: 'Número de registro' }).fill(String(repair.id));
  await expect(page).toHaveURL(new RegExp(`kind=repair.*recordId=${repair.id}`));
  const all = table.locator('tbody tr');
  // The shop told the customer it was received, on its own: an event of the record too.
  await expect(all).toHaveCount(4);
  await expect(all.filter({ hasText: 'Aviso al cliente enviado' })).toContainText('Sistema');
  const rows = all.filter({ hasNotText: 'Aviso al cliente enviado' });
  await expect(rows.nth(0)).toContainText('Estado cambiado');
  await expect(rows.nth(0)).toContainText('Estado: Pendiente → En progreso');
  await expect(rows.nth(0)).toContainText('Ana Administradora');
  await expect(rows.nth(0)).toContainText('Web');
  await expect(rows.nth(1)).toContainText('Datos corregidos');
  await expect(rows.nth(1)).toContainText(/Precio: 45,00\s€ → 55,00\s€/);
  await expect(rows.nth(2)).toContainText('Reparación registrada');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  // The same lines as a file for Excel: UTF-8 with its BOM, ';' between fields.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^actividad-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(5);
  expect(lines[0]).toBe('Fecha y hora;Quién;Rol;Origen;Tipo de registro;Registro;Qué es;Qué pasó;Cambios;Tipo de evento;Posición');
  expect(lines.slice(1).find((line) => line.includes('Estado cambiado'))).toContain(`;Reparación;${repair.id};Tablet ${model};Estado cambiado;Estado: Pendiente → En progreso;`);
  expect(lines.slice(1).some((line) => line.includes(';Sistema;') && line.includes('Aviso al cliente enviado'))).toBe(true);

  // The record's link opens it.
  await rows.nth(0).getByRole('link', { name: `Reparación #${repair.id}` }).click();
  await page.waitForURL(new RegExp(`/gestion/repairs/${repair.id}/show$`));
});

test('a gerente has no Actividad in the menu, and the server refuses it', async ({ page }) => {
  await logInAs(page, 'gerente@taller.demo');
  await page.goto('/gestion/');
  await expect(page.getByRole('menuitem', { name: 'Calendario' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Actividad' })).toHaveCount(0);
  expect((await page.request.get('/api/audit')).status()).toBe(403);
  expect((await page.request.get('/api/audit/csv')).status()).toBe(403);
  await page.goto('/gestion/actividad');
  await expect(page.getByText('Solo el Administrador puede ver la actividad del taller.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveCount(0);
});
