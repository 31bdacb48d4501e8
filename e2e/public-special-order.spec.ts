import { seriousAccessibilityFindings } from './support/accessibility';
import { test } from './support/card-gateway';
import { expect, test as base, type APIRequestContext, type Browser, type Locator, type Page, type TestServer } from './support/test';

/**
 * An encargo seen by its customer (issue 17, part 5), on SQLite and on PostgreSQL: staff order
 * a case for them with a deposit that does not go back; the tracking page says what it costs,
 * the deposit owed and that it is not refundable; the customer first gives up at the bank, then
 * pays the deposit by card (a local server that speaks Redsys' protocol,
 * libs/server/test/fake-redsys.ts) and comes back; the page shows it paid and less to pay. Staff
 * then cancel it giving the deposit back, and the refund through the gateway shows in the steps.
 * Without a card gateway, the page says to pay the deposit in the shop.
 */

const tag = Date.now().toString(36);
const DESKTOP = { width: 1280, height: 900 };

/** Staff, over the API, as the back-office's screens call it: a signed-in request context of their own. */
async function staffApi(browser: Browser, server: TestServer): Promise<APIRequestContext> {
  const context = await browser.newContext({ baseURL: server.url });
  const answer = await context.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(answer.status(), await answer.text()).toBe(200);
  return context.request;
}

/** An encargo placed at the counter for the demo's first client: its id and the customer's tracking path. */
async function placeEncargo(staff: APIRequestContext, fields: Record<string, unknown>): Promise<{ id: number; number: string; trackingPath: string }> {
  const placed = await staff.post('/api/orders', {
    data: { clientId: 1, description: 'Encargo para el cliente', quantity: 1, special: true, productId: null, ...fields },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  const { link } = (await (await staff.get(`/api/orders/${id}/tracking`)).json()) as { link: { path: string } | null };
  expect(link, 'an order placed by staff has a tracking link').not.toBeNull();
  return { id, number: `P-${String(id).padStart(6, '0')}`, trackingPath: link!.path };
}

const block = (page: Page) => page.getByRole('region', { name: 'Tu encargo' });
/** The amount the block gives for `term` ('Total (IVA incluido)', 'Señal pendiente', …). */
const amount = (encargo: Locator, term: string) => encargo.locator('dl > div').filter({ has: encargo.page().locator('dt', { hasText: term }) }).locator('dd');
const steps = (page: Page) => page.getByRole('region', { name: 'Historial' }).getByRole('listitem');

test('the customer sees the deposit owed and not refundable, pays it by card, sees it paid; cancelled, the deposit goes back through the gateway', async ({ browser, page, server, redsys }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const staff = await staffApi(browser, server);
  const name = `Funda Galaxy S24 Ultra cuero ${tag}`;
  const encargo = await placeEncargo(staff, { name, unitPriceCents: 6000, depositCents: 2000, depositRefundable: false, depositPaidWith: null });

  await test.step('the tracking page tells the total, the deposit owed and that it does not go back', async () => {
    await page.goto(encargo.trackingPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tu pedido ${encargo.number}`);
    await expect(page.getByText('Encargado: falta la señal', { exact: true })).toBeVisible();
    const shown = block(page);
    await expect(amount(shown, 'Total (IVA incluido)')).toHaveText('60,00 €');
    await expect(amount(shown, 'Señal pendiente')).toHaveText('20,00 €');
    await expect(amount(shown, 'Te quedará por pagar al recogerlo')).toHaveText('60,00 €');
    await expect(shown).toContainText('La señal no se devuelve si cancelas el encargo.');
    await expect(shown).toContainText('Te avisaremos cuando llegue.');
    await expect(shown).not.toContainText('Señal pagada');
    await expect(shown.getByRole('button', { name: 'Pagar la señal con tarjeta (20,00 €)' })).toBeVisible();
    await expect(steps(page).filter({ hasText: 'Encargo registrado' })).toHaveCount(1);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await shown.screenshot({ path: testInfo.outputPath('encargo-senal-pendiente.png') });
  });

  await test.step('at the bank they give up: nothing is charged, and the page back says so of the deposit', async () => {
    await block(page).getByRole('button', { name: 'Pagar la señal con tarjeta (20,00 €)' }).click();
    await page.waitForURL(`${redsys.url}/sis/realizarPago`, { timeout: 30_000 });
    await expect(page.locator('#amount')).toHaveText('20,00 €');
    await expect(page.locator('#description')).toContainText(encargo.number);
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/reserva/no-pagada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pago no hecho ${encargo.number}`);
    await expect(page.getByText('el pago de la señal se canceló o el banco no lo aceptó. Tu encargo sigue en pie')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/reserva/i);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('link', { name: 'Ver tu encargo' }).click();
    await expect(page).toHaveURL(encargo.trackingPath);
    await expect(amount(block(page), 'Señal pendiente')).toHaveText('20,00 €');
  });

  await test.step('they pay the deposit by card and come back; the page shows it paid and less left to pay', async () => {
    await block(page).getByRole('button', { name: 'Pagar la señal con tarjeta (20,00 €)' }).click();
    await page.waitForURL(`${redsys.url}/sis/realizarPago`, { timeout: 30_000 });
    await expect(page.locator('#amount')).toHaveText('20,00 €');
    await page.getByRole('button', { name: 'Pagar' }).click();

    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/reserva/pagada');
    expect(new URL(page.url()).searchParams.get('p')).toBe(encargo.number);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pago hecho ${encargo.number}`);
    await expect(page.getByText('El banco ha terminado el pago de la señal de tu encargo.')).toBeVisible();
    await expect(page).toHaveTitle(/^Pago hecho/);
    expect(redsys.notifications.at(-1)).toMatchObject({ status: 200, parameters: { Ds_Response: '0000', Ds_Amount: '2000' } });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await page.getByRole('link', { name: 'Ver tu encargo' }).click();
    await expect(page).toHaveURL(encargo.trackingPath);
    await expect(steps(page).filter({ hasText: 'Señal pagada con tarjeta' })).toHaveCount(1);
    await expect(page.getByText('Encargado', { exact: true })).toBeVisible();
    const shown = block(page);
    await expect(amount(shown, 'Señal pagada')).toHaveText('20,00 €');
    await expect(amount(shown, 'Te quedará por pagar al recogerlo')).toHaveText('40,00 €');
    await expect(shown).not.toContainText('Señal pendiente');
    await expect(shown.getByRole('button')).toHaveCount(0);
    await expect(shown).toContainText('La señal no se devuelve si cancelas el encargo.');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await shown.screenshot({ path: testInfo.outputPath('encargo-senal-pagada.png') });
  });

  await test.step('staff cancel it and give the deposit back: the card refund shows on the page', async () => {
    const cancelled = await staff.patch(`/api/orders/${encargo.id}/status`, { data: { status: 'cancelled', deposit: 'refund' } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await expect.poll(() => redsys.refunds.at(-1), { timeout: 15_000 }).toMatchObject({ amount: '2000', answered: '0900' });

    await expect(async () => {
      await page.reload();
      await expect(steps(page).filter({ hasText: /^(Señal devuelta|Pago con tarjeta devuelto)/ })).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(steps(page).filter({ hasText: 'Pedido cancelado' })).toHaveCount(1);
    const shown = block(page);
    await expect(amount(shown, 'Total (IVA incluido)')).toHaveText('60,00 €');
    // Closed, and the deposit back: nothing owed, nothing to pay, nothing about a deposit kept.
    await expect(shown).not.toContainText('Señal pagada');
    await expect(shown).not.toContainText('Señal pendiente');
    await expect(shown).not.toContainText('Te quedará por pagar');
    await expect(shown.getByRole('button')).toHaveCount(0);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});

base('without card payment the deposit is paid in the shop; one paid at the counter, or none asked, reads as such', async ({ browser, page, server }) => {
  await page.setViewportSize(DESKTOP);
  const staff = await staffApi(browser, server);

  const owed = await placeEncargo(staff, { name: `Cargador MagSafe 25 W ${tag}`, unitPriceCents: 4990, depositCents: 1500, depositRefundable: true, depositPaidWith: null });
  await page.goto(owed.trackingPath);
  let shown = block(page);
  await expect(amount(shown, 'Señal pendiente')).toHaveText('15,00 €');
  await expect(shown).toContainText('Paga la señal en la tienda');
  await expect(shown).toContainText('Si cancelas el encargo, te devolvemos la señal.');
  await expect(shown.getByRole('button')).toHaveCount(0);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  // Paid at the counter: no payment offered, the step says where.
  const recorded = await staff.post(`/api/orders/${owed.id}/deposit`, { data: { method: 'cash' } });
  expect(recorded.status(), await recorded.text()).toBe(200);
  await page.reload();
  shown = block(page);
  await expect(amount(shown, 'Señal pagada')).toHaveText('15,00 €');
  await expect(amount(shown, 'Te quedará por pagar al recogerlo')).toHaveText('34,90 €');
  await expect(shown).not.toContainText('Paga la señal en la tienda');
  await expect(steps(page).filter({ hasText: 'Señal pagada en la tienda' })).toHaveCount(1);

  // No deposit asked: not a word about one; once it arrives, the customer is told to come.
  const plain = await placeEncargo(staff, { name: `Batería externa 20000 mAh ${tag}`, unitPriceCents: 3500, depositCents: null, depositRefundable: true, depositPaidWith: null });
  const arrived = await staff.post(`/api/orders/${plain.id}/arrival`, { data: {} });
  expect(arrived.status(), await arrived.text()).toBe(200);
  await page.goto(plain.trackingPath);
  shown = block(page);
  await expect(amount(shown, 'Total (IVA incluido)')).toHaveText('35,00 €');
  await expect(amount(shown, 'Te quedará por pagar al recogerlo')).toHaveText('35,00 €');
  await expect(shown).toContainText('Ha llegado: pásate a recogerlo.');
  await expect(shown).not.toContainText('Señal');
  await expect(shown).not.toContainText('señal');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
});
