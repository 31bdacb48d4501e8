import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { readOutboxFolder } from '../libs/server/src/mail/outbox-folder';
import { seriousAccessibilityFindings } from './support/accessibility';
import { test } from './support/card-gateway';
import { expect, type Browser, type BrowserContext, type Page, type TestServer } from './support/test';

/**
 * The accessory shop's whole path, as issue 17's "done when" walks it, through the real screens,
 * on SQLite and on PostgreSQL: the owner imports a catalogue from a CSV file; a customer finds a
 * case for their phone, reserves it and pays by card on the bank's page (a local server that
 * speaks Redsys' protocol, libs/server/test/fake-redsys.ts); the e-mail is in the outbox; staff
 * find the order by its pickup code and hand it over; the stock and its history say so. Then an
 * unpaid reservation expires and its units go back on sale. axe on every new screen on the way.
 *
 * This spec's server is its own (the other specs' has no card gateway): started with the fake
 * gateway's settings, so the gateway's notification reaches it as Redsys' would.
 */

const PASSWORD = 'demo-taller';
const OWNER = { email: 'administrador@taller.demo' };
const STAFF = { email: 'gerente@taller.demo', name: 'Gonzalo Gerente' };
const DESKTOP = { width: 1280, height: 900 };
const tag = Date.now().toString(36);
const PHONE = 'iPhone 13';
const products = {
  funda: `Funda MagSafe transparente ${tag}`,
  cristal: `Cristal templado 9H ${tag}`,
  cargador: `Cargador USB-C 20 W ${tag}`,
};
/** The catalogue the owner keeps in a spreadsheet, saved as CSV (Spanish Excel's `;`). */
const CATALOGUE = [
  'nombre;categoria;marca;compatibles;precio;existencias',
  `${products.funda};Fundas;Spigen;${PHONE}|iPhone 13 Pro;19,99;3`,
  `${products.cristal};Cristales templados;;${PHONE};9,95;2`,
  `${products.cargador};Cargadores;Anker;;24,90;5`,
].join('\n');

const csvFile = (text: string) => ({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

async function newContext(browser: Browser, server: TestServer): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.url, locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: DESKTOP });
}

/** Staff sign in as they do: the back-office sends them to its login page and back. */
async function signInToBackOffice(page: Page, email: string) {
  await page.goto('/gestion');
  await expect(page).toHaveURL(/\/acceso-gerencia/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/gestion/);
}

/**
 * axe once the back-office has settled: react-admin's app-bar indicator (a spinner without a
 * name) shows while any request is under way, which on a loaded machine may be when axe looks.
 */
async function expectAccessible(page: Page) {
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
}

const rows = (page: Page) => page.locator('tbody tr');
const productRow = (page: Page, name: string) => rows(page).filter({ hasText: name });
const historyEntries = (page: Page, list: string) => page.getByRole('list', { name: list }).locator(':scope > li');

/** The id a back-office detail screen's address names (`/gestion/<resource>/<id>/show`). */
const shownId = (page: Page) => Number(/\/(\d+)\/show/.exec(page.url())![1]);

/** Opens a product's screen from the back-office's list, found by its name. */
async function openProduct(page: Page, name: string) {
  await page.goto('/gestion/products');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(name);
  await expect(rows(page)).toHaveCount(1);
  await productRow(page, name).getByRole('link', { name }).click();
  await page.waitForURL(/\/gestion\/products\/\d+\/show$/);
}

/** At the counter: the pickup code typed into the orders' search, the one row opened. */
async function openOrderByPickupCode(page: Page, code: string) {
  await page.goto('/gestion/orders');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(code);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('reservation-code')).toHaveText(code);
  await rows(page).first().getByRole('link').first().click();
  await page.waitForURL(/\/gestion\/orders\/\d+\/show$/);
}

/**
 * `taller reservations expire` against this spec's server's store, run by a process whose clock
 * says `at` (e2e/support/shifted-clock.mjs): the server itself has no clock setting, and the
 * sweep is the product's own code, unchanged. The CLI runs beside a live server by design.
 */
async function expireReservationsAsOf(server: TestServer, at: Date): Promise<number[]> {
  const clock = fileURLToPath(new URL('./support/shifted-clock.mjs', import.meta.url));
  const child = spawn(process.execPath, ['--import', clock, 'apps/cli/dist/main.js', 'reservations', 'expire', '--json'], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'warn',
      E2E_CLOCK_SHIFT_MS: String(at.getTime() - Date.now()),
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  expect(code, stderr).toBe(0);
  return (JSON.parse(stdout) as { expired: number[] }).expired;
}

test('the owner imports a catalogue; a customer finds a case for their phone, reserves it, pays by card; staff hand it over; stock and history agree', async ({ browser, page, server, redsys }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);

  await test.step('the Administrador imports the catalogue from a CSV file', async () => {
    const owner = await newContext(browser, server);
    const back = await owner.newPage();
    await signInToBackOffice(back, OWNER.email);
    await back.getByRole('menuitem', { name: 'Productos', exact: true }).click();
    await back.waitForURL(/\/gestion\/products/);
    await expectAccessible(back);

    // A first try with a typo in a price: nothing is imported, and the dialog says where.
    const typo = CATALOGUE.replace('24,90', 'veinticinco');
    let chooser = back.waitForEvent('filechooser');
    await back.getByRole('button', { name: 'Importar CSV' }).click();
    await (await chooser).setFiles(csvFile(typo));
    const refused = back.getByRole('dialog', { name: 'No se ha importado «catalogo.csv»' });
    await expect(refused).toBeVisible();
    const wrongLines = refused.getByRole('table', { name: 'Filas del archivo con errores' }).locator('tbody tr');
    await expect(wrongLines).toHaveCount(1);
    await expect(wrongLines.first()).toContainText('4');
    await expect(wrongLines.first()).toContainText('precio');
    await expectAccessible(back);
    await refused.getByRole('button', { name: 'Cerrar' }).click();
    await expect(refused).toBeHidden();

    chooser = back.waitForEvent('filechooser');
    await back.getByRole('button', { name: 'Importar CSV' }).click();
    await (await chooser).setFiles(csvFile(CATALOGUE));
    await expect(back.getByText('«catalogo.csv» importado: 3 productos nuevos, 0 actualizados y 10 unidades recibidas')).toBeVisible();
    await back.getByRole('textbox', { name: 'Buscar' }).fill(tag);
    await expect(rows(back)).toHaveCount(3);
    await expect(productRow(back, products.funda).getByTestId('available')).toHaveText('3');
    await expect(productRow(back, products.funda)).toContainText('19,99 €');
    await expect(productRow(back, products.cristal).getByTestId('available')).toHaveText('2');
    await expect(productRow(back, products.cargador).getByTestId('available')).toHaveText('5');
    await expectAccessible(back);
    await owner.close();
  });

  let code = '';
  let number = '';
  const email = `lucia.${tag}@example.com`;

  await test.step('a customer finds a case for an iPhone 13 and reserves one', async () => {
    await page.goto('/productos');
    await page.getByLabel('Tu dispositivo').fill(PHONE);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(`/productos?modelo=${encodeURIComponent(PHONE)}`);
    const results = page.getByRole('list', { name: 'Resultados' });
    const card = results.getByRole('article').filter({ hasText: products.funda });
    await expect(card).toContainText('19,99 €');
    await expect(card).toContainText('Disponible en tienda');
    await expect(results.getByRole('article').filter({ hasText: products.cristal })).toContainText('Últimas unidades');
    await expect(results).not.toContainText(products.cargador);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await card.getByRole('link', { name: products.funda }).click();
    await expect(page.getByRole('heading', { level: 1, name: products.funda })).toBeVisible();
    const product = page.getByRole('article');
    await expect(product).toContainText('Marca: Spigen');
    await expect(product).toContainText('19,99 €');
    await expect(product).toContainText('IVA incluido');
    await expect(product).toContainText('Disponible en tienda');
    await expect(product.getByRole('region', { name: 'Compatible con' })).toContainText(PHONE);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    const box = page.getByRole('region', { name: 'Resérvalo y recógelo en la tienda' });
    await expect(box.getByLabel('Cantidad')).toHaveValue('1');
    await box.getByRole('button', { name: 'Reservar para recoger en tienda' }).click();
    await expect(box.getByRole('status')).toContainText(`Añadido a tu reserva: 1 × ${products.funda}`);

    await page.getByRole('banner').getByRole('link', { name: /^Tu reserva:/ }).click();
    await expect(page).toHaveURL(/\/reserva$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tu reserva' })).toBeVisible();
    const lines = page.getByRole('region', { name: 'Productos de tu reserva' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(products.funda);
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel(/^Apellidos/).fill('Martín');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('611 22 33 44');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();

    await expect(page).toHaveURL(/\/reserva\/confirmada$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Reserva hecha P-\d{6}$/);
    number = /P-\d{6}/.exec((await heading.textContent())!)![0];
    code = (await page.getByTestId('pickup-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    await expect(page.getByRole('region', { name: 'Te guardamos' })).toContainText('19,99');
    await expect(page.getByRole('button', { name: 'Pagar ahora con tarjeta' })).toBeVisible();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });

  await test.step('they pay by card on the bank’s page and come back to the shop; the reservation is paid', async () => {
    await page.getByRole('button', { name: 'Pagar ahora con tarjeta' }).click();
    // The site posts the signed form to the gateway: its CSP's form-action must admit the gateway's address.
    await page.waitForURL(`${redsys.url}/sis/realizarPago`, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
    await expect(page.locator('#amount')).toHaveText('19,99 €');
    await expect(page.locator('#description')).toContainText(number);
    await page.getByRole('button', { name: 'Pagar' }).click();

    await page.waitForURL((url) => url.origin === server.url && url.pathname === '/reserva/pagada');
    expect(new URL(page.url()).searchParams.get('p')).toBe(number);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pago hecho ${number}`);
    expect(redsys.notifications.at(-1)).toMatchObject({ status: 200, parameters: { Ds_Response: '0000', Ds_Amount: '1999' } });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await page.getByRole('link', { name: 'Ver tu reserva' }).click();
    await expect(page).toHaveURL(/\/seguimiento\/[^/]+$/);
    await expect(page.getByText('Reservado y pagado', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu reserva' })).toContainText(code);
  });

  await test.step('the confirmation e-mail, with the pickup code, is in the outbox', async () => {
    await expect
      .poll(async () => (await readOutboxFolder(server.dataDir)).find((mail) => mail.to.includes(email))?.subject ?? null, { timeout: 15_000 })
      .toMatch(new RegExp(`${code}$`));
    const mail = (await readOutboxFolder(server.dataDir)).find((file) => file.to.includes(email))!;
    // Quoted-printable: its soft line breaks undone.
    const body = mail.raw.replace(/=\r?\n/g, '');
    expect(body).toContain(code);
    expect(body).toContain(number);
  });

  await test.step('staff find the order by its pickup code, paid, and hand it over', async () => {
    const staff = await newContext(browser, server);
    const back = await staff.newPage();
    await signInToBackOffice(back, STAFF.email);
    await openOrderByPickupCode(back, code);
    const section = back.getByRole('region', { name: 'Reserva para recoger' });
    await expect(section.getByTestId('reservation-pickup-code')).toHaveText(code);
    await expect(section).toContainText('Pagada: no caduca aunque pase el plazo.');
    await expect(section.getByRole('table', { name: 'Productos reservados' }).locator('tbody tr').first().locator('td')).toHaveText([products.funda, '1', '19,99 €', '19,99 €']);
    await expect(back.getByRole('region', { name: 'Información del pedido' })).toContainText('Pagado');
    await expectAccessible(back);

    await section.getByRole('button', { name: 'Entregar (recogida)' }).click();
    const dialog = back.getByRole('dialog', { name: `Entregar la reserva ${code}` });
    await expect(dialog).toContainText('Pagada (Pago online).');
    await expectAccessible(back);
    await dialog.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect(back.getByText(`Reserva ${code} entregada`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByTestId('reservation-closed')).toContainText('Recogida por el cliente');
    await expectAccessible(back);

    // The product: one unit left the shop, none is held; the history tells how.
    await openProduct(back, products.funda);
    await expect(back.getByTestId('stock-on-hand')).toHaveText('2');
    await expect(back.getByTestId('stock-held')).toHaveText('0');
    await expect(back.getByTestId('stock-available')).toHaveText('2');
    await expectAccessible(back);
    await back.getByRole('tab', { name: 'Historial' }).click();
    const entries = historyEntries(back, 'Historial del producto');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('Recogido por el cliente');
    await expect(entries.nth(0)).toContainText(`por ${STAFF.name}`);
    await expect(entries.nth(1)).toContainText('Unidades reservadas');
    await expect(entries.nth(2)).toContainText('Unidades recibidas');
    await expect(entries.nth(2)).toContainText('Importación de catálogo');
    await expect(entries.nth(2)).toContainText('Existencias: 0 → 3');
    await expect(entries.nth(3)).toContainText('Producto añadido al catálogo');
    await expectAccessible(back);
    await staff.close();
  });
});

test('an unpaid reservation expires when its days are over, and its units go back on sale', async ({ browser, page, server }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const staff = await newContext(browser, server);
  const back = await staff.newPage();
  await signInToBackOffice(back, STAFF.email);
  const name = `Protector de cámara ${tag}`;
  const product = await addProduct(back, { name, category: 'screen_protectors', priceCents: 790, compatibleModels: [PHONE] }, 2);

  // Placed as the site's form places it.
  const answer = await page.request.post('/api/reservations', {
    data: { lines: [{ productId: product, quantity: 2 }], contact: { name: 'Pablo', email: `pablo.${tag}@example.com`, phone: '622 33 44 55' } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const receipt = (await answer.json()) as { orderId: number; pickupCode: string; holdUntil: string };

  // Both units held: the catalogue has none left to reserve.
  await page.goto(`/productos?modelo=${encodeURIComponent(PHONE)}`);
  await expect(page.getByRole('article').filter({ hasText: name })).toContainText('Agotado');

  // Nobody comes; an hour after its last day the sweep cancels it, and only it.
  const expired = await expireReservationsAsOf(server, new Date(new Date(receipt.holdUntil).getTime() + 3_600_000));
  expect(expired).toEqual([receipt.orderId]);

  // Another customer looking now (the catalogue's answers are kept a minute in a browser) finds them again.
  const later = await newContext(browser, server);
  const another = await later.newPage();
  await another.goto(`/productos?modelo=${encodeURIComponent(PHONE)}`);
  await expect(another.getByRole('article').filter({ hasText: name })).toContainText('Últimas unidades');
  await later.close();

  await openOrderByPickupCode(back, receipt.pickupCode);
  await expect(back.getByRole('region', { name: 'Reserva para recoger' }).getByTestId('reservation-closed')).toContainText('Cancelada: las unidades volvieron a la venta');
  await back.getByRole('tab', { name: 'Historial' }).click();
  await expect(historyEntries(back, 'Historial del pedido').filter({ hasText: 'Reserva caducada' })).toHaveCount(1);
  await expectAccessible(back);

  await openProduct(back, name);
  await expect(back.getByTestId('stock-on-hand')).toHaveText('2');
  await expect(back.getByTestId('stock-held')).toHaveText('0');
  await expect(back.getByTestId('stock-available')).toHaveText('2');
  await back.getByRole('tab', { name: 'Historial' }).click();
  const entries = historyEntries(back, 'Historial del producto');
  await expect(entries.nth(0)).toContainText('Reserva liberada');
  await expect(entries.nth(1)).toContainText('Unidades reservadas');
  await staff.close();
});

/** A product with its first units, over the staff API (the signed-in page's session): its id. */
async function addProduct(page: Page, product: Record<string, unknown>, units: number): Promise<number> {
  const added = await page.request.post('/api/products', { data: product });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  const received = await page.request.post(`/api/products/${id}/stock/received`, { data: { quantity: units } });
  expect(received.status(), await received.text()).toBe(200);
  return id;
}
