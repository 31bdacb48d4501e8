import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

/**
 * 'Caja', the daily cash close (issue 18, part 4): two payments on a repair show in today's
 * totals and movements; the Gerente closes the day with cash missing (the note asked for before
 * anything is sent, a confirmation that says a closed day is not changed), sees it closed and in
 * 'Cierres de caja', and cannot correct it; the Administrador corrects it with a reason; the
 * printable summary carries the shop, the day, the totals, the close, the correction and the
 * signatures. The demo shop may have taken money today already: figures are read from the screen
 * first and asserted on top of them. Run on SQLite and on PostgreSQL.
 */

const GERENTE = { email: 'gerente@taller.demo', name: 'Gonzalo Gerente' };
const ADMINISTRADOR = { email: 'administrador@taller.demo' };

/** Money as the screens print it (es-ES, a no-break space before the sign). */
const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(cents / 100);
/** Back from what the screen prints: `1.234,56 €` → 123456. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
/** As typed in a box: 123456 → `1234,56`. */
const typed = (amount: number) => (amount / 100).toFixed(2).replace('.', ',');
const madridDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
const spanishDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** With E2E_SCREENS_DIR set (a person looking at the screens), the page as it is, whole. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${test.info().project.name}.png`), fullPage: true });
  if (name === 'cash-summary') await page.pdf({ path: join(dir, `${name}-${test.info().project.name}.pdf`), format: 'A4' });
}

async function logIn(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

async function paidRepair(request: APIRequestContext) {
  const phone = `6${String(Date.now() % 1e8).padStart(8, '0')}`;
  const client = await request.post('/api/clients', { data: { name: 'Carmen', lastName: 'Caja E2E', phone, email: '' } });
  expect(client.status(), await client.text()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: number };
  const repair = await request.post('/api/repairs', {
    data: { clientId, device: 'Móvil', model: 'Redmi Note 12', contactNumber: phone, description: 'Conector de carga', priceCents: 10_000, priceType: 'fixed' },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  const { id } = (await repair.json()) as { id: number };
  for (const payment of [{ amountCents: 4_000, method: 'cash' }, { amountCents: 2_550, method: 'bizum' }]) {
    const paid = await request.post(`/api/repairs/${id}/payments`, { data: payment });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return id;
}

const totals = (page: Page) => page.getByRole('table', { name: 'Lo cobrado y lo devuelto este día por cada forma de pago' });
/** A method's row: Cobrado, Devuelto, Neto. */
const methodFigures = async (page: Page, method: string) => {
  const cells = totals(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: method, exact: true }) }).getByRole('cell');
  return { inCents: cents(await cells.nth(0).innerText()), outCents: cents(await cells.nth(1).innerText()) };
};
const counts = (page: Page) => page.getByRole('table', { name: 'Cierre' });

async function expectAccessibleOnceSettled(page: Page) {
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
}

test('the day is closed with cash missing, listed, corrected by the Administrador only, and printed', async ({ page }) => {
  const today = madridDay();
  await logIn(page, GERENTE.email);

  await page.goto('/gestion/');
  await page.getByRole('menuitem', { name: 'Caja' }).click();
  await page.waitForURL(/\/gestion\/caja$/);
  await expect(page.getByRole('heading', { level: 1, name: `Caja del ${spanishDay(today)} (hoy)` })).toBeVisible();
  await expect(totals(page)).toBeVisible();
  const cashBefore = await methodFigures(page, 'Efectivo');
  const bizumBefore = await methodFigures(page, 'Bizum');

  // Two payments on a repair, as its screen records them: 40 € cash, 25,50 € Bizum.
  const repairId = await paidRepair(page.request);
  await page.reload();
  await expect(totals(page)).toBeVisible();
  expect(await methodFigures(page, 'Efectivo')).toEqual({ inCents: cashBefore.inCents + 4_000, outCents: cashBefore.outCents });
  expect(await methodFigures(page, 'Bizum')).toEqual({ inCents: bizumBefore.inCents + 2_550, outCents: bizumBefore.outCents });
  const movements = page.getByRole('table', { name: 'Cobros y devoluciones registrados este día' });
  const ofRepair = movements.getByRole('row').filter({ has: page.getByRole('link', { name: `Reparación #${repairId}` }) });
  await expect(ofRepair).toHaveCount(2);
  await expect(ofRepair.filter({ hasText: 'Bizum' })).toContainText(euros(2_550));
  await expect(ofRepair.filter({ hasText: 'Efectivo' })).toContainText(GERENTE.name);
  await expectAccessibleOnceSettled(page);

  // The count: a float of 100 €, and 5 € less than the drawer should hold.
  const expectedCash = 10_000 + cashBefore.inCents + 4_000 - cashBefore.outCents;
  const form = page.getByRole('form', { name: 'Cerrar caja' });
  await form.getByRole('textbox', { name: 'Fondo de caja' }).fill('100,00');
  await form.getByRole('textbox', { name: 'Efectivo contado' }).fill(typed(expectedCash - 500));
  await expect(form.getByTestId('cash-count-summary')).toHaveText(`Esperado: ${euros(expectedCash)} · Faltan ${euros(500)}`);
  await form.getByRole('button', { name: 'Cerrar caja' }).click();
  // The note is asked for before anything is sent.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(form.getByText(/^Hay una diferencia de .* explica en la nota a qué se debe$/)).toBeVisible();
  await form.getByRole('textbox', { name: 'Nota' }).fill('Cambio mal dado a un cliente');
  await form.getByRole('button', { name: 'Cerrar caja' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Cerrar la caja del ${spanishDay(today)}?` });
  await expect(confirm).toContainText('Una caja cerrada no se puede cambiar');
  await expect(confirm).toContainText(`Faltan ${euros(500)}`);
  await confirm.getByRole('button', { name: 'Cerrar caja' }).click();

  await expect(page.getByText('Cerrada', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  const close = counts(page).getByTestId('cash-count-close');
  await expect(close).toContainText(`Cerrada por ${GERENTE.name}`);
  await expect(close).toContainText(euros(expectedCash));
  await expect(close).toContainText(`Faltan ${euros(500)}`);
  await expect(close).toContainText('Cambio mal dado a un cliente');
  // The Gerente does not correct a close: no button, and the server refuses.
  await expect(page.getByRole('button', { name: 'Corregir cierre' })).toHaveCount(0);
  const refused = await page.request.post(`/api/cash/days/${today}/corrections`, { data: { countedCashCents: expectedCash, note: 'Lo encontré' } });
  expect(refused.status()).toBe(403);
  await screenshot(page, 'cash-day-closed');

  // In 'Cierres de caja', and back to its day from there.
  await page.getByRole('link', { name: 'Cierres de caja' }).click();
  await page.waitForURL(/\/gestion\/caja\/cierres/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: spanishDay(today) }) });
  await expect(row).toContainText(GERENTE.name);
  await expect(row).toContainText(`Faltan ${euros(500)}`);
  await screenshot(page, 'cash-closes');
  await row.getByRole('link', { name: spanishDay(today) }).click();
  await page.waitForURL(new RegExp(`/gestion/caja/${today}$`));

  // The Administrador corrects it: the 5 € turned up; the reason is required.
  await logIn(page, ADMINISTRADOR.email);
  await page.reload();
  await page.getByRole('button', { name: 'Corregir cierre' }).click();
  const dialog = page.getByRole('dialog', { name: `Corregir el cierre del ${spanishDay(today)}` });
  await expect(dialog.getByRole('textbox', { name: 'Fondo de caja' })).toHaveValue('100,00');
  await dialog.getByRole('textbox', { name: 'Efectivo contado' }).fill(typed(expectedCash));
  await expect(dialog.getByTestId('cash-count-summary')).toHaveText(`Esperado: ${euros(expectedCash)} · Cuadra`);
  await dialog.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(dialog.getByText('Indica el motivo de la corrección')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Motivo de la corrección' }).fill('Los 5 € estaban bajo la bandeja');
  await screenshot(page, 'cash-correct-dialog');
  await dialog.getByRole('button', { name: 'Guardar corrección' }).click();
  await expect(dialog).toHaveCount(0);
  const correction = counts(page).getByTestId('cash-count-correction');
  await expect(correction).toContainText('Corregida por');
  await expect(correction).toContainText('Cuadra');
  await expect(correction).toContainText('Los 5 € estaban bajo la bandeja');
  // The close itself stays as it was.
  await expect(counts(page).getByTestId('cash-count-close')).toContainText(`Faltan ${euros(500)}`);

  // The printable summary.
  const shop = (await (await page.request.get('/api/shop')).json()) as { identity: { tradeName: string } };
  await page.getByRole('link', { name: 'Imprimir resumen' }).click();
  await page.waitForURL(new RegExp(`/gestion/caja/${today}/imprimir$`));
  const summary = page.getByTestId('cash-summary');
  await expect(summary.getByRole('heading', { level: 1, name: 'Resumen de caja' })).toBeVisible();
  await expect(summary.getByTestId('cash-summary-shop')).toContainText(shop.identity.tradeName);
  await expect(summary.getByTestId('cash-summary-day')).toHaveText(`Día: ${spanishDay(today)}`);
  await expect(summary.getByTestId('cash-totals')).toContainText('Bizum');
  await expect(summary.getByTestId('cash-movements')).toContainText(`Reparación #${repairId}`);
  await expect(summary.getByTestId('cash-count-close')).toContainText(`Faltan ${euros(500)}`);
  await expect(summary.getByTestId('cash-count-correction')).toContainText('Los 5 € estaban bajo la bandeja');
  await expect(summary).toContainText('Firma de quien cierra la caja');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await screenshot(page, 'cash-summary');
});
