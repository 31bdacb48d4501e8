import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

/**
 * Payments on repairs in the back-office (issue 18, part 3): a repair with a price is paid in
 * two parts from its detail (a cash deposit, then the rest by Bizum), the 'Cobros' section shows
 * the balance and each movement, the albarán prints what was paid and what is owed, the
 * customer's tracking page says it, and the device is handed over with nothing asked. Another is
 * handed over with money still owed: 'Entregar' asks for it, staff leave it owed, and the record
 * and its history say how much and who allowed it. Run on SQLite and on PostgreSQL.
 */

const GERENTE = { email: 'gerente@taller.demo', name: 'Gonzalo Gerente' };

const tag = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let phones = Math.floor(Math.random() * 100);
const uniquePhone = () => `6${String(Date.now() % 1e6).padStart(6, '0')}${String(phones++ % 100).padStart(2, '0')}`;
/** Money as the screens print it (es-ES, a no-break space before the sign). */
const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(cents / 100);

/** With E2E_SCREENS_DIR set (a person looking at the screens), the page as it is, whole. */
async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}-${test.info().project.name}.png`), fullPage: true });
}

async function logIn(page: Page) {
  const answer = await page.request.post('/api/auth/login', { data: { email: GERENTE.email, password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

/** A client and a repair of theirs with a closed price, over the staff API as the new-work form sends them. */
async function pricedRepair(request: APIRequestContext, name: string, priceCents: number) {
  const phone = uniquePhone();
  const client = await request.post('/api/clients', { data: { name, lastName: 'Cobros E2E', phone, email: '' } });
  expect(client.status(), await client.text()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: number };
  const repair = await request.post('/api/repairs', {
    data: { clientId, device: 'Móvil', model: tag('Galaxy'), contactNumber: phone, description: 'Pantalla rota', priceCents, priceType: 'fixed' },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  return (await repair.json()) as { id: number };
}

/** axe on the page once react-admin's app-bar indicator (a request under way) is gone. */
async function expectAccessibleOnceSettled(page: Page) {
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
}

const payments = (page: Page) => page.getByRole('region', { name: 'Cobros' });
const detail = (section: Locator, label: string) => section.locator('dt', { hasText: label }).locator('+ dd');
const actions = (page: Page) => page.getByRole('toolbar', { name: 'Acciones de la reparación' });

/** 'Registrar cobro' or 'Registrar devolución' filled in and sent; the dialog is the one its button opened. */
async function recordMovement(page: Page, dialog: Locator, { amount, method, note }: { amount?: string; method: string; note?: string }) {
  if (amount !== undefined) await dialog.getByLabel('Importe (€)').fill(amount);
  await dialog.getByRole('combobox', { name: /Forma de pago/ }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
  if (note !== undefined) await dialog.getByRole('textbox', { name: /Nota|Motivo/ }).fill(note);
  await dialog.getByRole('button', { name: /^Registrar (cobro|devolución)$/ }).click();
  await expect(dialog).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('a repair is paid in two parts from its detail (a cash deposit, the rest by Bizum): the balance, the movements, the albarán and the tracking page say it, and it is handed over with nothing asked', async ({ page }) => {
  const repair = await pricedRepair(page.request, tag('Paula'), 12_000);
  const payDialog = page.getByRole('dialog', { name: `Registrar cobro · reparación #${repair.id}` });

  await test.step('nothing paid yet: all of it is pending, and the dialog offers what is due', async () => {
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    const section = payments(page);
    await expect(detail(section, 'Total (IVA incl.)')).toHaveText(euros(12_000));
    await expect(detail(section, 'Cobrado')).toHaveText(euros(0));
    await expect(detail(section, 'Pendiente')).toHaveText(euros(12_000));
    await expect(section.getByTestId('movements-empty')).toHaveText('Todavía no hay cobros registrados.');
    await expect(section.getByRole('button', { name: 'Registrar devolución' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(payDialog.getByLabel('Importe (€)')).toHaveValue('120,00');
    await expect(payDialog).toContainText(`Pendiente de pago: ${euros(12_000)}.`);
    // More than is due is refused before anything is sent, in the server's words; so is no way of paying.
    await payDialog.getByLabel('Importe (€)').fill('130');
    await payDialog.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(payDialog).toContainText(`El cobro (${euros(13_000)}) supera lo pendiente (${euros(12_000)}): cobra como mucho lo pendiente`);
    await expect(payDialog).toContainText('Elige cómo se paga: efectivo, tarjeta, Bizum o transferencia');
    await expectAccessibleOnceSettled(page);
  });

  await test.step('a deposit of 40,00 € in cash, typed with a comma', async () => {
    await recordMovement(page, payDialog, { amount: '40,00', method: 'Efectivo', note: 'Señal' });
    await expect(page.getByText(`Cobro de ${euros(4_000)} registrado`)).toBeVisible();
    const section = payments(page);
    await expect(detail(section, 'Cobrado')).toHaveText(euros(4_000));
    await expect(detail(section, 'Pendiente')).toHaveText(euros(8_000));
    await expect(section.getByTestId('movement')).toHaveCount(1);
    await expect(section.getByTestId('movement').first()).toContainText(['Cobro', euros(4_000), 'Efectivo', 'Señal', GERENTE.name].join(''));
  });

  await test.step('the rest, 80,00 €, by Bizum: prefilled, nothing left, and it reads as paid', async () => {
    const section = payments(page);
    await section.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(payDialog.getByLabel('Importe (€)')).toHaveValue('80,00');
    await recordMovement(page, payDialog, { method: 'Bizum' });
    await expect(detail(section, 'Cobrado')).toHaveText(euros(12_000));
    await expect(detail(section, 'Pendiente')).toHaveText(euros(0));
    const rows = section.getByTestId('movement');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(['Cobro', euros(8_000), 'Bizum'].join(''));
    await expect(section.getByRole('button', { name: 'Registrar cobro' })).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Registrar devolución' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Precio y pago' })).toContainText('Pagada');
    await expectAccessibleOnceSettled(page);
    await screenshot(page, 'repair-payments-detail');
  });

  await test.step('the albarán prints the total, what was paid on account and what is pending', async () => {
    await page.goto(`/gestion/albaran/repair/${repair.id}`);
    const copy = page.locator('[data-copy="customer"]');
    await expect(copy).toContainText(`Total (IVA incl.): ${euros(12_000)}`);
    await expect(copy.getByTestId('albaran-paid')).toHaveText(euros(12_000));
    await expect(copy.getByTestId('albaran-due')).toHaveText(euros(0));
  });

  await test.step('the customer’s tracking page says what was paid and that nothing is pending', async () => {
    const link = ((await (await page.request.get(`/api/repairs/${repair.id}/tracking`)).json()) as { link: { path: string } }).link;
    await page.goto(link.path);
    const card = page.getByRole('region', { name: 'Pagos' });
    await expect(card).toContainText(`Pagado: ${euros(12_000)} · Pendiente: ${euros(0)}`);
    await expect(card).toContainText('No tienes nada pendiente de pago.');
    await expect(page.getByText(`Pagaste ${euros(4_000)}`)).toBeVisible();
    await expect(page.getByText(`Pagaste ${euros(8_000)}`)).toBeVisible();
    // The page's data names no member of staff (the page itself may show the signed-in one's menu).
    const view = await (await page.request.get(`/api/tracking/${link.path.split('/').pop()}`)).text();
    expect(view).toContain('Pagaste');
    expect(view).not.toContain(GERENTE.name);
  });

  await test.step('told and handed over: nothing is owed, so nothing is asked', async () => {
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    await actions(page).getByRole('button', { name: 'Avisar al cliente' }).click();
    const notify = page.getByRole('dialog');
    await notify.getByRole('radio', { name: 'Por teléfono' }).check();
    await notify.getByRole('button', { name: 'Registrar el aviso' }).click();
    await expect(page.getByText('Aviso registrado', { exact: true })).toBeVisible();
    await actions(page).getByRole('button', { name: 'Entregar' }).click();
    const collect = page.getByRole('dialog', { name: `Entregar la reparación #${repair.id}` });
    await expect(collect).not.toContainText('pendientes de pago');
    await collect.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByTestId('repair-collected')).toBeVisible();
    await expect(payments(page).getByTestId('balance-owed-on-collection')).toHaveCount(0);
  });
});

test('a repair handed over with money owed: the handover asks for it, staff take part and leave the rest owed, and the record, its history, the albarán and the tracking page say so', async ({ page }) => {
  const repair = await pricedRepair(page.request, tag('Óscar'), 9_000);
  expect((await page.request.post(`/api/repairs/${repair.id}/notify`, { data: { channel: 'phone' } })).status()).toBe(200);
  await page.goto(`/gestion/repairs/${repair.id}/show`);

  await test.step('‘Entregar’ says what is pending and offers to take it or leave it owed', async () => {
    await actions(page).getByRole('button', { name: 'Entregar' }).click();
    const owed = page.getByRole('dialog', { name: `Entregar la reparación #${repair.id}` });
    await expect(owed).toContainText('se borra para siempre el código de desbloqueo');
    await expect(owed.getByTestId('collect-owed')).toHaveText(`Quedan ${euros(9_000)} pendientes de pago.`);
    await expectAccessibleOnceSettled(page);
    await screenshot(page, 'repair-payments-collect-owed');

    // Part of it now, by card, from the handover itself; then back to the question with the rest.
    await owed.getByRole('button', { name: 'Registrar cobro' }).click();
    const pay = page.getByRole('dialog', { name: `Registrar cobro · reparación #${repair.id}` });
    await expect(pay.getByLabel('Importe (€)')).toHaveValue('90,00');
    await recordMovement(page, pay, { amount: '30', method: 'Tarjeta' });
    await expect(owed.getByTestId('collect-owed')).toHaveText(`Quedan ${euros(6_000)} pendientes de pago.`);
    await owed.getByRole('button', { name: 'Entregar y dejar a deber' }).click();
    await expect(page.getByText(`Reparación entregada con ${euros(6_000)} pendientes.`, { exact: false })).toBeVisible();
  });

  await test.step('the record says it was handed over owing, and still owes it', async () => {
    const section = payments(page);
    await expect(page.getByTestId('repair-collected')).toBeVisible();
    await expect(section.getByTestId('balance-owed-on-collection')).toHaveText(`Entregada con ${euros(6_000)} pendientes`);
    await expect(detail(section, 'Cobrado')).toHaveText(euros(3_000));
    await expect(detail(section, 'Pendiente')).toHaveText(euros(6_000));
    // What stays owed can still be paid afterwards.
    await expect(section.getByRole('button', { name: 'Registrar cobro' })).toBeVisible();
    const api = (await (await page.request.get(`/api/repairs/${repair.id}`)).json()) as { owedOnCollectionCents: number; balance: { dueCents: number } };
    expect(api).toMatchObject({ owedOnCollectionCents: 6_000, balance: { dueCents: 6_000 } });
  });

  await test.step('the history reads the payment and the handover in euros, with who allowed it', async () => {
    await page.getByRole('tab', { name: 'Historial' }).click();
    const history = page.getByRole('tabpanel');
    const payment = history.locator('li[data-event-type="RepairPaymentReceived"]');
    await expect(payment).toContainText(`Importe: ${euros(3_000)}`);
    await expect(payment).toContainText('Forma de pago: Tarjeta');
    await expect(payment).toContainText(`Registrado por: ${GERENTE.name}`);
    const collected = history.locator('li[data-event-type="RepairCollected"]');
    await expect(collected).toContainText(`Quedó a deber: ${euros(6_000)}`);
    await expect(collected).toContainText(`Autorizado por: ${GERENTE.name}`);
    await expect(collected).not.toContainText('→');
  });

  await test.step('the albarán and the tracking page say what is still owed', async () => {
    await page.goto(`/gestion/albaran/repair/${repair.id}`);
    const copy = page.locator('[data-copy="customer"]');
    await expect(copy.getByTestId('albaran-paid')).toHaveText(euros(3_000));
    await expect(copy.getByTestId('albaran-due')).toHaveText(euros(6_000));
    await screenshot(page, 'repair-payments-albaran');
    const link = ((await (await page.request.get(`/api/repairs/${repair.id}/tracking`)).json()) as { link: { path: string } }).link;
    await page.goto(link.path);
    await expect(page.getByRole('region', { name: 'Pagos' })).toContainText(`Pagado: ${euros(3_000)} · Pendiente: ${euros(6_000)}`);
    await screenshot(page, 'repair-payments-tracking');
  });
});
