import { request as playwrightRequest } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { readOutboxFolder } from '../libs/server/src/mail/outbox-folder';
import { seriousAccessibilityFindings } from './support/accessibility';
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

/**
 * Reserving products on the public site, collected and paid in the shop (issue 17): a product's
 * 'Reservar para recoger en tienda' fills 'Tu reserva' (kept in the browser), /reserva sends it
 * with the customer's details, and the confirmation shows the pickup code and its QR. The
 * products are this spec's own, made over the staff API with a word no one else uses.
 */

const DESKTOP = { width: 1280, height: 900 };
const tag = `rv${Date.now().toString(36)}`;

interface Made {
  id: number;
  name: string;
}
const made: Record<'funda' | 'cristal' | 'last' | 'soldOut' | 'cable', Made> = {} as never;

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller', area: 'staff' } });
  expect(login.ok()).toBe(true);
  return api;
}

async function addProduct(api: APIRequestContext, product: Record<string, unknown>, units: number): Promise<Made> {
  const created = await api.post('/api/products', { data: product });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, name } = (await created.json()) as Made;
  if (units > 0) expect((await api.post(`/api/products/${id}/stock/received`, { data: { quantity: units } })).ok()).toBe(true);
  return { id, name };
}

let staff: APIRequestContext;
test.beforeAll(async ({ server }) => {
  staff = await staffApi(server.url);
  made.funda = await addProduct(staff, { name: `Funda silicona ${tag}`, category: 'cases', priceCents: 1490, reorderLevel: 2 }, 10);
  made.cristal = await addProduct(staff, { name: `Cristal templado ${tag}`, category: 'screen_protectors', priceCents: 990, reorderLevel: 2 }, 6);
  made.last = await addProduct(staff, { name: `Cargador 65 W ${tag}`, category: 'chargers', priceCents: 3490 }, 1);
  made.soldOut = await addProduct(staff, { name: `Funda libro ${tag}`, category: 'cases', priceCents: 1290 }, 0);
  made.cable = await addProduct(staff, { name: `Cable USB-C ${tag}`, category: 'cables', priceCents: 690, reorderLevel: 1 }, 8);
});
test.afterAll(async () => {
  await staff.dispose();
});

const stockOf = async (id: number) => (await (await staff.get(`/api/products/${id}`)).json()) as { onHand: number; held: number; available: number };
const basketLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Tu reserva:/ });
const basketLines = (page: Page) => page.getByRole('region', { name: 'Productos de tu reserva' }).getByRole('listitem');

/** Adds `quantity` of a product to the basket from its page. */
async function reserveFromPage(page: Page, product: Made, quantity = 1) {
  await page.goto(`/productos/${product.id}`);
  const box = page.getByRole('region', { name: 'Resérvalo y recógelo en la tienda' });
  await box.getByLabel('Cantidad').selectOption(String(quantity));
  await box.getByRole('button', { name: 'Reservar para recoger en tienda' }).click();
  await expect(box.getByRole('status')).toContainText(`Añadido a tu reserva: ${quantity} × ${product.name}`);
}

async function fillGuest(page: Page, guest: { name: string; lastName?: string; email: string; phone: string }) {
  await page.getByLabel('Nombre', { exact: true }).fill(guest.name);
  if (guest.lastName) await page.getByLabel(/^Apellidos/).fill(guest.lastName);
  await page.getByLabel('Correo electrónico').fill(guest.email);
  await page.getByLabel('Teléfono').fill(guest.phone);
}

/** The text of the QR code drawn in `element`, read from a screenshot. */
async function decodeQr(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot({ scale: 'device' }));
  const found = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  if (!found) throw new Error('No se encontró ningún código QR en la imagen');
  return found.data;
}

test.describe('Reserving for pickup', () => {
  test.use({ viewport: DESKTOP });

  test('a guest adds two products, the basket survives a reload, reserves, and sees the pickup code with its QR; staff find it, the units are held, the e-mail is sent', async ({ page, server }) => {
    await page.goto('/');
    await expect(basketLink(page)).toHaveCount(0);

    await reserveFromPage(page, made.funda, 2);
    await expect(page.getByRole('region', { name: 'Resérvalo y recógelo en la tienda' })).toContainText('Te lo guardamos 3 días; se paga al recogerlo en la tienda.');
    await reserveFromPage(page, made.cristal, 1);
    await expect(basketLink(page)).toHaveAccessibleName('Tu reserva: 3 productos');
    await basketLink(page).click();
    await expect(page).toHaveURL(/\/reserva$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tu reserva' })).toBeVisible();

    // Kept in the browser: a reload shows the same lines.
    await page.reload();
    await expect(basketLines(page)).toHaveCount(2);
    await expect(basketLines(page).nth(0)).toContainText(made.funda.name);
    await expect(page.getByLabel(`Cantidad de ${made.funda.name}`)).toHaveValue('2');
    await expect(page.locator('.basket-total')).toContainText('39,70');
    await expect(page.locator('.basket-total')).toContainText('IVA incluido');
    await expect(page.getByText('Te lo guardamos 3 días; se paga al recogerlo en la tienda.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'política de privacidad', exact: true })).toHaveAttribute('href', '/politica-de-privacidad');

    // A quantity changed and changed back, a line added and removed.
    await page.getByLabel(`Cantidad de ${made.cristal.name}`).selectOption('3');
    await expect(page.locator('.basket-total')).toContainText('59,50');
    await page.getByLabel(`Cantidad de ${made.cristal.name}`).selectOption('1');
    await expect(page.locator('.basket-total')).toContainText('39,70');

    // Required fields are said before anything is sent.
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Revisa los datos marcados.');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    const email = `lucia.${tag}@example.com`;
    await fillGuest(page, { name: 'Lucía', lastName: 'Reserva', email, phone: '611 22 33 44' });
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();

    await expect(page).toHaveURL(/\/reserva\/confirmada$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Reserva hecha P-\d{6}$/);
    const code = (await page.getByTestId('pickup-code').textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    const qr = page.getByRole('img', { name: `Código QR de recogida ${code}` });
    expect(await decodeQr(qr)).toBe(code);
    await expect(page.getByRole('status').filter({ hasText: 'Hemos enviado' })).toHaveText(`Hemos enviado la confirmación a ${email}.`);
    const held = page.getByRole('region', { name: 'Te guardamos' });
    await expect(held).toContainText(made.funda.name);
    await expect(held).toContainText(made.cristal.name);
    await expect(held).toContainText('39,70');
    await expect(held).toContainText(/Hasta el \S+ \d+ de \S+ de \d{4}, a las \d\d:\d\d\./);
    await expect(page.getByRole('region', { name: 'Cómo pagarlo' })).toContainText('Se paga en la tienda al recogerlo');
    await expect(page.getByRole('region', { name: 'Dónde recogerlo' })).toContainText('Planta baja, centro comercial, 28001 Madrid');
    // The basket is empty now: no badge.
    await expect(basketLink(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('reserva-confirmada.png'), fullPage: true });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    // A reload still shows it.
    await page.reload();
    await expect(page.getByTestId('pickup-code')).toHaveText(code);

    // Staff find it in the orders by its pickup code, and the units are held.
    const found = (await (await staff.get(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ q: code }))}`)).json()) as { name: string; reservation: { pickupCode: string } }[];
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: `Reserva: ${made.funda.name} ×2 y 1 producto más`, reservation: { pickupCode: code } });
    expect(await stockOf(made.funda.id)).toMatchObject({ onHand: 10, held: 2, available: 8 });
    expect(await stockOf(made.cristal.id)).toMatchObject({ onHand: 6, held: 1, available: 5 });

    // The e-mail, through the outbox.
    await expect.poll(async () => (await readOutboxFolder(server.dataDir)).some((mail) => mail.to.includes(email) && mail.subject.endsWith(code)), { timeout: 15_000 }).toBe(true);

    // The tracking page shows what is held.
    await page.getByRole('link', { name: 'Sigue tu reserva' }).click();
    await expect(page).toHaveURL(/\/seguimiento\/[^/]+$/);
    await expect(page.getByText('Reservado', { exact: true })).toBeVisible();
    const reservation = page.getByRole('region', { name: 'Tu reserva' });
    await expect(reservation).toContainText(made.funda.name);
    await expect(reservation).toContainText('39,70');
    await expect(reservation).toContainText(code);
    await expect(reservation).toContainText('Te lo guardamos hasta el');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });

  test('when another customer took the last unit, the page says so in the shop’s words, claims nothing, and offers to take it out', async ({ page, playwright, server }) => {
    await reserveFromPage(page, made.cable, 1);
    await reserveFromPage(page, made.last, 1);
    await page.goto('/reserva');
    await fillGuest(page, { name: 'Pablo', email: `pablo.${tag}@example.com`, phone: '622 33 44 55' });

    // Someone else reserves the last unit first.
    const other = await playwright.request.newContext({ baseURL: server.url });
    const taken = await other.post('/api/reservations', {
      data: { lines: [{ productId: made.last.id, quantity: 1 }], contact: { name: 'Otra', email: `otra.${tag}@example.com`, phone: '633 44 55 66' } },
    });
    expect(taken.status()).toBe(201);
    await other.dispose();

    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`No quedan unidades de «${made.last.name}». No se ha reservado nada.`);
    await expect(page).toHaveURL(/\/reserva$/);
    await expect(page.getByRole('heading', { name: /Reserva hecha/ })).toHaveCount(0);
    expect(await stockOf(made.cable.id)).toMatchObject({ held: 0, available: 8 });
    // The catalogue, read again, says it can no longer be reserved.
    await expect(basketLines(page).filter({ hasText: made.last.name })).toContainText('Ya no se puede reservar');

    await alert.getByRole('button', { name: 'Quitarlo de la reserva' }).click();
    await expect(basketLines(page)).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: 'Hemos ajustado' })).toBeVisible();
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await expect(page).toHaveURL(/\/reserva\/confirmada$/);
    expect(await stockOf(made.cable.id)).toMatchObject({ held: 1, available: 7 });
  });

  test('too many reservations from one connection: it says to wait, and claims nothing', async ({ page }) => {
    await reserveFromPage(page, made.cable, 1);
    await page.route('**/api/reservations', (route) =>
      route.fulfill({ status: 429, headers: { 'Retry-After': '3600' }, contentType: 'application/json', body: JSON.stringify({ message: 'Has hecho muchas reservas seguidas. Espera un poco o llámanos a la tienda.' }) }),
    );
    await page.goto('/reserva');
    await fillGuest(page, { name: 'Ana', email: `ana.${tag}@example.com`, phone: '644 55 66 77' });
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Has hecho muchas reservas seguidas.');
    await expect(page.getByRole('alert')).toContainText('Espera un rato');
    await expect(page).toHaveURL(/\/reserva$/);
    await expect(basketLines(page)).toHaveCount(1);
    await page.unroute('**/api/reservations');
  });

  test('a field the server refuses is marked with its Spanish message', async ({ page }) => {
    await reserveFromPage(page, made.cable, 1);
    await page.goto('/reserva');
    await fillGuest(page, { name: 'Ana', email: 'no-es-un-correo', phone: '644 55 66 77' });
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Revisa los datos marcados.');
    const emailField = page.getByLabel('Correo electrónico');
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#reservation-email-error')).toHaveText(/[a-záéíóúñ]/);
    await expect(page).toHaveURL(/\/reserva$/);
  });

  test('a signed-in customer finds their details filled in, the e-mail their account’s', async ({ page }) => {
    const login = await page.request.post('/api/auth/login', { data: { email: 'cliente@taller.demo', password: 'demo-taller', area: 'customer' } });
    expect(login.ok()).toBe(true);
    const { user } = (await (await page.request.get('/api/auth/profile')).json()) as { user: { firstName: string; lastName: string; email: string; phone: string | null } };
    await reserveFromPage(page, made.funda, 1);
    await page.goto('/reserva');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(user.firstName);
    await expect(page.getByLabel(/^Apellidos/)).toHaveValue(user.lastName);
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Teléfono')).toHaveValue(user.phone ?? '');
    await expect(page.getByText('Usamos los datos de tu cuenta')).toBeVisible();
  });

  test('a sold-out product has no reserve button, only how to ask for it', async ({ page }) => {
    await page.goto(`/productos/${made.soldOut.id}`);
    await expect(page.getByRole('heading', { level: 1, name: made.soldOut.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reservar para recoger en tienda' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pásate por la tienda' })).toContainText('te escribimos cuando vuelva');
  });

  test('an empty basket says so; a confirmation without a reservation points to the e-mail and the tracking page', async ({ page }) => {
    await page.goto('/reserva');
    await expect(page.getByText('Tu reserva está vacía.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al catálogo' })).toHaveAttribute('href', '/productos');
    await page.goto('/reserva/confirmada');
    await expect(page.getByText('tienes el número, el código de recogida y el enlace para seguirla en el correo de confirmación')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buscar tu reserva' })).toHaveAttribute('href', '/seguimiento');
  });

  test('/reserva with products has no serious or critical accessibility findings', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await reserveFromPage(page, made.funda, 1);
    await page.goto('/reserva');
    await expect(basketLines(page)).toHaveCount(1);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});

test.describe('On a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the product’s button, the basket and the confirmation read without sideways scrolling', async ({ page }) => {
    await reserveFromPage(page, made.cristal, 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('producto-movil.png'), fullPage: true });
    await basketLink(page).click();
    await expect(basketLines(page)).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await fillGuest(page, { name: 'Marta', email: `marta.${tag}@example.com`, phone: '655 66 77 88' });
    await page.screenshot({ path: test.info().outputPath('reserva-movil.png'), fullPage: true });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    await expect(page).toHaveURL(/\/reserva\/confirmada$/);
    await expect(page.getByTestId('pickup-code')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('confirmada-movil.png'), fullPage: true });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});
