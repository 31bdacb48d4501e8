import { expectNoSeriousAxeViolations } from './support/accessibility';
import { expect, test, type Locator, type Page } from './support/test';

/**
 * Payments on orders in the back-office (issue 18, part 3), as repairs have them: an order is paid
 * in two parts (a cash part from its 'Cobros', the rest by card from the delivery's question),
 * delivering it while money is due asks for it, and once paid it is delivered; the record, its
 * history and the customer's tracking page say what was paid. Run on SQLite and on PostgreSQL.
 */

const GERENTE = { email: 'gerente@taller.demo', name: 'Gonzalo Gerente' };
const tag = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniquePhone = () => `6${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
/** Money as the screens print it (es-ES, a no-break space before the sign). */
const euros = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(cents / 100);

const payments = (page: Page) => page.getByRole('region', { name: 'Cobros' });
const detail = (section: Locator, label: string) => section.locator('dt', { hasText: label }).locator('+ dd');

async function recordMovement(page: Page, dialog: Locator, { amount, method, note }: { amount?: string; method: string; note?: string }) {
  if (amount !== undefined) await dialog.getByLabel('Importe (€)').fill(amount);
  await dialog.getByRole('combobox', { name: /Forma de pago/ }).click();
  await page.getByRole('option', { name: method, exact: true }).click();
  if (note !== undefined) await dialog.getByRole('textbox', { name: /Nota|Motivo/ }).fill(note);
  await dialog.getByRole('button', { name: /^Registrar (cobro|devolución)$/ }).click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The record's sections that load on their own (tracking, messages, movements) push 'Cobros',
 * below them, down the page as they arrive: a click aimed at its button just before that lands
 * on what moves into its place (the CI's failure: no dialog ever opened). Wait for them first.
 */
async function settled(page: Page) {
  await expect(page.getByRole('region', { name: 'Seguimiento del cliente' })).toContainText('Enlace de seguimiento');
  await expect(page.getByRole('region', { name: 'Mensajes al cliente' })).toContainText('No se le ha enviado ningún mensaje');
  await expect(payments(page)).toContainText('Todavía no hay cobros registrados.');
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', { data: { email: GERENTE.email, password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
});

test('an order is paid in two parts (cash from its detail, the rest by card when delivering) and delivered; the record, its history and the tracking page say it', async ({ page }) => {
  const phone = uniquePhone();
  const client = await page.request.post('/api/clients', { data: { name: tag('Paula'), lastName: 'Pedidos E2E', phone, email: '' } });
  expect(client.status(), await client.text()).toBe(201);
  const { id: clientId } = (await client.json()) as { id: number };
  const placed = await page.request.post('/api/orders', {
    data: { clientId, name: tag('Funda iPhone 13'), description: 'Funda de silicona azul', quantity: 2, unitPriceCents: 2_500, paymentMethod: 'debit_card' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number };
  const payDialog = page.getByRole('dialog', { name: `Registrar cobro · pedido #${order.id}` });

  await test.step('a first part of 20,00 € in cash, from the order’s ‘Cobros’', async () => {
    await page.goto(`/gestion/orders/${order.id}/show`);
    const section = payments(page);
    await expect(detail(section, 'Total (IVA incl.)')).toHaveText(euros(5_000));
    await expect(detail(section, 'Pendiente')).toHaveText(euros(5_000));
    await settled(page);
    await section.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(payDialog.getByLabel('Importe (€)')).toHaveValue('50,00');
    await recordMovement(page, payDialog, { amount: '20,00', method: 'Efectivo', note: 'A cuenta' });
    await expect(page.getByText(`Cobro de ${euros(2_000)} registrado`)).toBeVisible();
    await expect(detail(section, 'Cobrado')).toHaveText(euros(2_000));
    await expect(detail(section, 'Pendiente')).toHaveText(euros(3_000));
    await expect(section.getByTestId('movement').first()).toContainText(['Cobro', euros(2_000), 'Efectivo', 'A cuenta', GERENTE.name].join(''));
    await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  await test.step('‘Entregado’ asks for the 30,00 € still due; the rest is taken by card from there, and then it is delivered', async () => {
    await page.getByRole('button', { name: 'Cambiar el estado a Entregado' }).click();
    const owed = page.getByRole('dialog', { name: `Entregar el pedido #${order.id}` });
    await expect(owed.getByTestId('collect-owed')).toHaveText(`Quedan ${euros(3_000)} pendientes de pago.`);
    await expect(owed.getByRole('button', { name: 'Entregar y dejar a deber' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await owed.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(payDialog.getByLabel('Importe (€)')).toHaveValue('30,00');
    await recordMovement(page, payDialog, { method: 'Tarjeta' });
    const confirm = page.getByRole('dialog', { name: `Entregar el pedido #${order.id}` });
    await expect(confirm).toContainText('Ya no queda nada pendiente de pago.');
    await confirm.getByRole('button', { name: 'Entregar' }).click();
    await expect(page.getByText('Estado cambiado a «Entregado»')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).locator('..').locator('[data-status]')).toHaveText('Entregado');
    const section = payments(page);
    await expect(detail(section, 'Cobrado')).toHaveText(euros(5_000));
    await expect(detail(section, 'Pendiente')).toHaveText(euros(0));
    await expect(section.getByTestId('movement')).toHaveCount(2);
    await expect(section.getByTestId('balance-owed-on-collection')).toHaveCount(0);
    // Paid in full by card: the spec's 'Pagado', with its method.
    const api = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as Record<string, unknown>;
    expect(api).toMatchObject({ isPaid: true, paymentMethod: 'credit_card', owedOnDeliveryCents: null, balance: { dueCents: 0, paidCents: 5_000 } });
  });

  await test.step('the history reads each payment in euros with who took it', async () => {
    await page.getByRole('tab', { name: 'Historial' }).click();
    const history = page.getByRole('tabpanel');
    const paid = history.locator('li[data-event-type="OrderPaymentReceived"]');
    await expect(paid).toHaveCount(2);
    await expect(paid.filter({ hasText: 'Efectivo' })).toContainText(`Importe: ${euros(2_000)}`);
    await expect(paid.filter({ hasText: 'Tarjeta' })).toContainText(`Registrado por: ${GERENTE.name}`);
  });

  await test.step('the customer’s tracking page says what was paid and that nothing is pending', async () => {
    const link = ((await (await page.request.get(`/api/orders/${order.id}/tracking`)).json()) as { link: { path: string } }).link;
    await page.goto(link.path);
    const card = page.getByRole('region', { name: 'Pagos' });
    await expect(card).toContainText(`Pagado: ${euros(5_000)} · Pendiente: ${euros(0)}`);
    await expect(page.getByText(`Pagaste ${euros(2_000)}`)).toBeVisible();
    await expect(page.getByText(`Pagaste ${euros(3_000)}`)).toBeVisible();
  });
});

test('an order delivered with money owed: staff leave it owed, and the record says how much', async ({ page }) => {
  const phone = uniquePhone();
  const { id: clientId } = (await (await page.request.post('/api/clients', { data: { name: tag('Óscar'), lastName: 'Pedidos E2E', phone, email: '' } })).json()) as { id: number };
  const { id } = (await (await page.request.post('/api/orders', { data: { clientId, name: tag('Cargador'), description: 'Cargador USB-C 20 W', unitPriceCents: 1_999 } })).json()) as { id: number };
  await page.goto(`/gestion/orders/${id}/show`);
  await settled(page);
  await page.getByRole('button', { name: 'Cambiar el estado a Entregado' }).click();
  const owed = page.getByRole('dialog', { name: `Entregar el pedido #${id}` });
  await expect(owed.getByTestId('collect-owed')).toHaveText(`Quedan ${euros(1_999)} pendientes de pago.`);
  await owed.getByRole('button', { name: 'Entregar y dejar a deber' }).click();
  await expect(page.getByText(`Pedido entregado con ${euros(1_999)} pendientes`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').locator('[data-status]')).toHaveText('Entregado');
  await expect(payments(page).getByTestId('balance-owed-on-collection')).toHaveText(`Entregado con ${euros(1_999)} pendientes`);
  await expect(payments(page).getByRole('button', { name: 'Registrar cobro' })).toBeVisible();
});

test('the order’s page keeps its place while its tracking link and messages load: «Registrar cobro» stays under the pointer', async ({ page }) => {
  const phone = uniquePhone();
  const { id: clientId } = (await (await page.request.post('/api/clients', { data: { name: tag('Inés'), lastName: 'Pedidos E2E', phone, email: '' } })).json()) as { id: number };
  const { id } = (await (await page.request.post('/api/orders', { data: { clientId, name: tag('Protector'), description: 'Protector de pantalla', unitPriceCents: 1_200 } })).json()) as { id: number };
  // The two sections above «Cobros» that load after the record: held until the button has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/api/orders/${id}/(tracking|notice-log)$`), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/gestion/orders/${id}/show`);
  const button = payments(page).getByRole('button', { name: 'Registrar cobro' });
  await expect(button).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Cargando el enlace de seguimiento…' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Cargando los mensajes enviados…' })).toBeVisible();
  const before = (await button.boundingBox())!;
  release();
  await settled(page);
  const after = (await button.boundingBox())!;
  // What the placeholders cannot know exactly (a line's height) is a few pixels, not a section.
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(8);
});
