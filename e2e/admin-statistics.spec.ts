import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * 'Estadísticas': the Administrador sees the figures of a seeded stretch of March 2024 (repairs
 * taken in by week, top devices and faults, spellings grouped), opens the list behind a figure,
 * downloads a table as CSV; revenue (what was invoiced) opens the invoices behind it and says
 * how it differs from what was taken. A Gerente has no such screen.
 */

const FROM = '2024-03-04'; // a Monday
const TO = '2024-03-31'; // a Sunday: four weeks
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logInAs(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller', area: 'staff' } });
  expect(answer.status()).toBe(200);
}

test('the Administrador sees the seeded figures, opens the list behind one, downloads its CSV', async ({ page }) => {
  await logInAs(page, 'administrador@taller.demo');
  const model = `Dron ${tag()}`;
  // Taken in on these days; the device's spelling varies, the figures group it.
  const seeded = [
    { entryDate: '2024-03-05', device: 'Cámara', description: 'Objetivo atascado' },
    { entryDate: '2024-03-06', device: 'camara', description: 'objetivo  ATASCADO.' },
    { entryDate: '2024-03-07', device: 'CÁMARA', description: 'Objetivo atascado' },
    { entryDate: '2024-03-19', device: 'Cámara', description: 'No enciende' },
    { entryDate: '2024-03-28', device: 'Cámara', description: 'Objetivo atascado' },
  ];
  for (const repair of seeded) {
    const created = await page.request.post('/api/repairs', { data: { clientId: 1, model, contactNumber: '612 345 678', ...repair } });
    expect(created.status(), await created.text()).toBe(201);
  }
  const perWeek = [3, 0, 1, 1]; // weeks of 4, 11, 18 and 25 March

  await page.goto('/gestion/');
  await page.getByRole('menuitem', { name: 'Estadísticas' }).click();
  await page.waitForURL(/\/gestion\/estadisticas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Estadísticas' })).toBeVisible();
  // The default: the last twelve weeks.
  await expect(page.getByRole('combobox', { name: 'Periodo' })).toHaveText('Últimas 12 semanas');

  await page.getByRole('textbox', { name: 'Desde', exact: true }).fill(FROM);
  await page.getByRole('textbox', { name: 'Hasta', exact: true }).fill(TO);
  await expect(page).toHaveURL(new RegExp(`from=${FROM}&to=${TO}`));
  await expect(page.getByTestId('statistics-range')).toHaveText('Del 04/03/2024 al 31/03/2024');

  const weeks = page.getByRole('table', { name: 'Reparaciones recibidas y terminadas cada semana (de lunes a domingo)' });
  await expect(weeks.locator('tbody tr')).toHaveCount(4);
  for (const [index, count] of perWeek.entries()) await expect(weeks.locator('tbody tr').nth(index).locator('td').nth(1)).toHaveText(String(count));
  await expect(weeks.locator('tbody tr').first().locator('td').first()).toHaveText('04/03/2024');

  const devices = page.getByRole('table', { name: 'Dispositivos más reparados' });
  await expect(devices.locator('tbody tr').first()).toContainText(model);
  await expect(devices.locator('tbody tr').first().locator('td').last()).toHaveText('5');
  const faults = page.getByRole('table', { name: 'Averías más frecuentes' });
  await expect(faults.locator('tbody tr').first().locator('td').last()).toHaveText('4');
  await expect(faults.locator('tbody tr').nth(1).locator('td').last()).toHaveText('1');
  // Nothing finished in March 2024: said so, not drawn as zeros.
  await expect(page.getByText('Ninguna reparación terminada en estas fechas.')).toBeVisible();
  // Nothing invoiced in March 2024 (invoices are dated the day they are issued).
  await expect(page.getByTestId('revenue-summary')).toHaveText(/^Facturado: 0,00\s€/);
  await page.screenshot({ path: '/tmp/admin-statistics.png', fullPage: true });
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  // The CSV of the weeks: UTF-8 with its BOM, ';' between fields, as Spanish Excel expects.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar CSV: Reparaciones por semana' }).click()]);
  expect(download.suggestedFilename()).toBe(`estadisticas-weeks-${FROM}-${TO}.csv`);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Semana (lunes);Desde;Hasta;Reparaciones recibidas;Reparaciones terminadas');
  expect(lines.slice(1).map((line) => line.split(';')[3])).toEqual(perWeek.map(String));

  // The figure opens the list it counts: the three taken in the first week.
  await weeks.getByRole('link', { name: /Recibidas 04\/03\/2024–10\/03\/2024/ }).click();
  await page.waitForURL(/\/gestion\/repairs\?/);
  await expect(page.getByLabel('Entrada desde')).toHaveValue(FROM);
  await expect(page.getByRole('row').filter({ hasText: model })).toHaveCount(3);
});

test('revenue counts today’s counter sale, says it is not what was taken, and opens the invoices behind it', async ({ page }) => {
  await logInAs(page, 'administrador@taller.demo');
  const description = `Cable ${tag()}`;
  const issued = await page.request.post('/api/invoices/counter-sales', { data: { kind: 'simplified', method: 'cash', lines: [{ description, quantity: 1, unitPriceCents: 1_210 }] } });
  expect(issued.status(), await issued.text()).toBe(201);
  const { number } = (await issued.json()) as { number: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

  await page.goto(`/gestion/estadisticas?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Facturación' })).toBeVisible();
  await expect(page.getByTestId('revenue-differs')).toContainText('La facturación cuenta facturas; «Cobrado» cuenta el dinero recibido');
  await expect(page.getByRole('combobox', { name: 'Agrupar' })).toHaveText('Por día');
  await expect(page.getByRole('heading', { level: 2, name: 'Cobrado por forma de pago' })).toBeVisible();
  const day = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  const table = page.getByTestId('revenue-table');
  await expect(table.getByRole('link', { name: `Ver la caja del ${day}` })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  await table.getByRole('link', { name: `Ver las facturas: Venta en mostrador ${day}–${day}` }).click();
  await page.waitForURL(/\/gestion\/invoices\?/);
  expect(JSON.parse(new URL(page.url()).searchParams.get('filter')!)).toEqual({ sourceKind: 'counter', from: today, to: today, annulled: false });
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(1);
});

test('a Gerente has no Estadísticas in the menu, and the server refuses it', async ({ page }) => {
  await logInAs(page, 'gerente@taller.demo');
  await page.goto('/gestion/');
  await expect(page.getByRole('menuitem', { name: 'Calendario' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Estadísticas' })).toHaveCount(0);
  expect((await page.request.get('/api/statistics')).status()).toBe(403);
  expect((await page.request.get('/api/statistics/csv?table=weeks')).status()).toBe(403);
  await page.goto('/gestion/estadisticas');
  await expect(page.getByText('Las estadísticas son solo para el Administrador del taller.')).toBeVisible();
});
