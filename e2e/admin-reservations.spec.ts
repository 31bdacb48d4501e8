import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

/**
 * Reservations for pickup in the back-office's orders (issue 17): a customer reserves on the
 * web, and at the counter staff find the reservation by its pickup code (the scanner types it
 * into the search), read what is held until when, and hand it over (the units leave the stock,
 * 'Recogido por el cliente' in the product's history) or cancel it (the units go back). A
 * closed reservation offers no way back. Run on SQLite and on PostgreSQL.
 */

const GERENTE = { email: 'gerente@taller.demo', name: 'Gonzalo Gerente' };

async function logIn(page: Page) {
  const answer = await page.request.post('/api/auth/login', { data: { email: GERENTE.email, password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

const tag = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A product of the catalogue with its first units, over the staff API (the page's session). */
async function addProduct(request: APIRequestContext, name: string, priceCents: number, units: number) {
  const added = await request.post('/api/products', { data: { name, category: 'cases', priceCents } });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const received = await request.post(`/api/products/${id}/stock/received`, { data: { quantity: units } });
  expect(received.status(), await received.text()).toBe(200);
  return { id, name };
}

interface Receipt {
  orderId: number;
  pickupCode: string;
  holdUntil: string;
}

let guests = 0;
/** A guest's reservation through the public API, as the web's reservation form sends it. */
async function reserve(customer: APIRequestContext, lines: { productId: number; quantity: number }[]): Promise<Receipt> {
  guests += 1;
  const answer = await customer.post('/api/reservations', {
    data: { lines, contact: { name: 'Lucía', lastName: 'Reserva', email: `lucia.e2e${guests}${Date.now()}@example.com`, phone: `6220${String(Date.now()).slice(-5)}` } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Receipt;
}

const stockOf = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/products/${id}`)).json()) as { onHand: number; held: number; available: number };

/**
 * axe on the page as it settles: react-admin's app-bar indicator (a spinner without a name) shows
 * while any request is under way, which on a loaded machine may be when axe looks.
 */
async function expectAccessibleOnceSettled(page: Page) {
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
}

const rows = (page: Page) => page.locator('tbody tr');
const section = (page: Page) => page.getByRole('region', { name: 'Reserva para recoger' });

/** At the counter: the scanner types the code into the list's search, the one row opens. */
async function findByPickupCode(page: Page, code: string) {
  await page.goto('/gestion/orders');
  const search = page.getByRole('textbox', { name: 'Buscar' });
  await expect(search).toHaveAttribute('placeholder', /código de recogida/);
  await search.fill(code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('reservation-marker')).toHaveText('Reserva web');
  await expect(rows(page).first().getByTestId('reservation-code')).toHaveText(code);
  await rows(page).first().getByRole('link').first().click();
  await page.waitForURL(/\/gestion\/orders\/\d+\/show$/);
}

test.beforeEach(async ({ page }) => {
  await logIn(page);
});

test('staff find a reservation by its pickup code, read what is held until when, and hand it over: the units leave the stock', async ({ page, playwright, baseURL }) => {
  const funda = await addProduct(page.request, tag('Funda reserva'), 1999, 5);
  const cristal = await addProduct(page.request, tag('Cristal reserva'), 999, 3);
  const customer = await playwright.request.newContext({ baseURL });
  const receipt = await reserve(customer, [
    { productId: funda.id, quantity: 2 },
    { productId: cristal.id, quantity: 1 },
  ]);
  await customer.dispose();
  expect(await stockOf(page.request, funda.id)).toMatchObject({ onHand: 5, held: 2, available: 3 });

  await findByPickupCode(page, receipt.pickupCode);
  expect(page.url()).toMatch(new RegExp(`/orders/${receipt.orderId}/show$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Reserva: ${funda.name} ×2 y 1 producto más`);

  // The code large, until when it is held (Madrid time), the lines with their totals.
  await expect(section(page).getByTestId('reservation-pickup-code')).toHaveText(receipt.pickupCode);
  const heldUntil = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' }).format(new Date(receipt.holdUntil));
  await expect(section(page).getByTestId('reservation-held-until')).toContainText(heldUntil.slice(-5));
  await expect(section(page).getByTestId('reservation-hold-warning')).toHaveCount(0);
  const lines = section(page).getByRole('table', { name: 'Productos reservados' });
  await expect(lines.locator('tbody tr')).toHaveCount(2);
  await expect(lines.locator('tbody tr').nth(0).locator('td')).toHaveText([funda.name, '2', '19,99 €', '39,98 €']);
  await expect(lines.locator('tbody tr').nth(1).locator('td')).toHaveText([cristal.name, '1', '9,99 €', '9,99 €']);
  await expect(section(page).getByTestId('reservation-total')).toHaveText('49,97 €');
  await expect(lines.getByRole('link', { name: funda.name })).toHaveAttribute('href', new RegExp(`/products/${funda.id}/show$`));
  // Handing over and cancelling are the section's own actions, each asked first; not plain status buttons.
  await expect(page.getByRole('button', { name: 'Cambiar el estado a Entregado' })).toHaveCount(0);
  await expectAccessibleOnceSettled(page);

  // Unpaid: the confirmation says so, and delivering marks it paid with the method chosen.
  await section(page).getByRole('button', { name: 'Entregar (recogida)' }).click();
  const dialog = page.getByRole('dialog', { name: `Entregar la reserva ${receipt.pickupCode}` });
  await expect(dialog).toContainText('El cliente se lleva 3 unidades. Salen de las existencias');
  await expect(dialog).toContainText('No está pagada. Cobra 49,97 €');
  await dialog.getByRole('combobox', { name: 'Método de pago' }).click();
  await page.getByRole('option', { name: 'Tarjeta de débito' }).click();
  await expectAccessibleOnceSettled(page);
  await dialog.getByRole('button', { name: 'Cobrada: entregar' }).click();
  await expect(page.getByText(`Reserva ${receipt.pickupCode} entregada: 3 unidades menos en las existencias`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').getByText('Entregado', { exact: true })).toBeVisible();
  await expect(section(page).getByTestId('reservation-closed')).toContainText('Recogida por el cliente');
  await expect(section(page).getByRole('button', { name: 'Entregar (recogida)' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Información del pedido' })).toContainText('Pagado');

  // The stock: the units left the shop; the product's history says who collected them.
  expect(await stockOf(page.request, funda.id)).toMatchObject({ onHand: 3, held: 0, available: 3 });
  await page.goto(`/gestion/products/${funda.id}/show`);
  await expect(page.getByTestId('stock-on-hand')).toHaveText('3');
  await expect(page.getByTestId('stock-held')).toHaveText('0');
  await page.getByRole('tab', { name: 'Historial' }).click();
  const entries = page.getByRole('list', { name: 'Historial del producto' }).locator(':scope > li');
  await expect(entries.nth(0)).toContainText('Recogido por el cliente');
  await expect(entries.nth(0)).toContainText(`por ${GERENTE.name}`);
  await expect(entries.nth(1)).toContainText('Unidades reservadas');
});

test('a cancelled reservation gives its units back, and a closed one offers no way to reopen it', async ({ page, playwright, baseURL }) => {
  const cargador = await addProduct(page.request, tag('Cargador reserva'), 2490, 4);
  const customer = await playwright.request.newContext({ baseURL });
  const receipt = await reserve(customer, [{ productId: cargador.id, quantity: 3 }]);
  await customer.dispose();
  expect(await stockOf(page.request, cargador.id)).toMatchObject({ onHand: 4, held: 3, available: 1 });

  await findByPickupCode(page, receipt.pickupCode);
  await section(page).getByRole('button', { name: 'Cancelar reserva' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancelar la reserva ${receipt.pickupCode}` });
  await expect(dialog).toContainText('Las 3 unidades vuelven a estar a la venta');
  await dialog.getByRole('button', { name: 'Cancelar reserva' }).click();
  await expect(page.getByText(`Reserva ${receipt.pickupCode} cancelada: las unidades vuelven a la venta`)).toBeVisible();
  expect(await stockOf(page.request, cargador.id)).toMatchObject({ onHand: 4, held: 0, available: 4 });

  // Closed: no status buttons, no actions, and the reason in the server's words.
  await expect(section(page).getByTestId('reservation-closed')).toContainText('Cancelada: las unidades volvieron a la venta');
  await expect(page.getByTestId('reservation-status-closed')).toHaveText('Esta reserva ya está cerrada (recogida, cancelada o caducada) y no cambia de estado');
  await expect(page.getByRole('button', { name: /^Cambiar el estado a/ })).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: 'Entregar (recogida)' })).toHaveCount(0);
  await expect(section(page).getByRole('button', { name: 'Cancelar reserva' })).toHaveCount(0);
  await expectAccessibleOnceSettled(page);

  // The edit form: products, units and price read-only with the reason; the status fixed.
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.waitForURL(/\/gestion\/orders\/\d+$/);
  await expect(page.getByTestId('reservation-edit-fixed')).toContainText('Los productos y el importe de una reserva no se cambian');
  await expect(page.getByLabel('Nombre')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Cantidad')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Precio unitario (€)')).toHaveAttribute('readonly', '');
  await expect(page.getByText('Esta reserva ya está cerrada (recogida, cancelada o caducada) y no cambia de estado')).toBeVisible();
  // The rest is editable: a note saved.
  await page.getByLabel('Descripción').fill('3 × Cargador; el cliente llamó para anularla');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
  await page.waitForURL(/\/gestion\/orders\/\d+\/show$/);
  await expect(page.getByRole('region', { name: 'Información del pedido' })).toContainText('el cliente llamó para anularla');

  // The server agrees: reopening is refused.
  const reopened = await page.request.patch(`/api/orders/${receipt.orderId}/status`, { data: { status: 'pending' } });
  expect(reopened.status()).toBe(409);
  expect(((await reopened.json()) as { message: string }).message).toMatch(/ya está cerrada/);
});
