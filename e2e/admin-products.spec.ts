import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

/**
 * The back-office's catalogue and its stock (issue 17): staff add a product, receive units, sell
 * at the counter and adjust with a reason, and read each movement in the product's history with
 * who, when and the units before → after; the list puts low stock first and sells one from a
 * row; the server's refusals are shown as it words them. Run on SQLite and on PostgreSQL.
 */

const GERENTE = { email: 'gerente@taller.demo', name: 'Gonzalo Gerente' };
const ADMINISTRADOR = { email: 'administrador@taller.demo' };

async function logIn(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

/** A word only this run's products contain, so the list can be narrowed to them. */
const tag = (label: string) => `${label}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface AddedProduct {
  id: number;
  name: string;
}

/** Adds a product, and its first units, through the API (the signed-in page's session). */
async function addProduct(
  request: APIRequestContext,
  product: { name: string; category: string; priceCents: number; reorderLevel?: number },
  units = 0,
): Promise<AddedProduct> {
  const added = await request.post('/api/products', { data: product });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = (await added.json()) as AddedProduct;
  if (units > 0) {
    const received = await request.post(`/api/products/${id}/stock/received`, { data: { quantity: units } });
    expect(received.status(), await received.text()).toBe(200);
  }
  return { id, name: product.name };
}

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Buscar' });
const figure = (page: Page, testId: string) => page.getByTestId(testId);
const dialog = (page: Page) => page.getByRole('dialog');

async function openMovement(page: Page, button: string) {
  await page.getByRole('toolbar', { name: 'Movimientos de existencias' }).getByRole('button', { name: button }).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('as a Gerente', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, GERENTE.email);
  });

  test('staff add a product, receive stock, sell one at the counter, adjust with a reason, and read each movement in the history', async ({ page }) => {
    const name = tag('Funda prueba ');
    await page.goto('/gestion/products/create');

    // Saving the empty form names what is missing, in the domain's words.
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El nombre del producto es obligatorio')).toBeVisible();
    await expect(page.getByText('Elige una categoría de la lista')).toBeVisible();
    await expect(page.getByText('El precio (IVA incluido) es obligatorio y debe ser mayor que 0')).toBeVisible();

    await page.getByLabel('Nombre').fill(name);
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Fundas' }).click();
    await page.getByLabel('Marca').fill('Spigen');
    // The price as the label reads, with the Spanish decimal comma.
    await page.getByLabel('Precio en euros (IVA incluido)').fill('19,99');
    const models = page.getByRole('combobox', { name: 'Dispositivos compatibles' });
    await models.fill('iPhone 13');
    await models.press('Enter');
    await models.fill('iPhone 14');
    await models.press('Enter');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Producto añadido al catálogo')).toBeVisible();
    await page.waitForURL(/\/gestion\/products\/\d+\/show$/);
    const id = Number(/products\/(\d+)\/show/.exec(page.url())![1]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Producto #${id} · ${name}`);
    await expect(page.getByText('19,99 €').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Datos del producto' })).toContainText('iPhone 14');
    await expect(figure(page, 'stock-available')).toHaveText('0');
    await expect(page.getByTestId('reorder-chip')).toHaveText('Reponer');

    // Goods in: 5 units with the supplier's note.
    await openMovement(page, 'Entrada de mercancía');
    await dialog(page).getByLabel('Unidades').fill('5');
    await dialog(page).getByLabel('Nota').fill('Albarán 4711 de Spigen');
    await dialog(page).getByRole('button', { name: 'Registrar entrada' }).click();
    await expect(page.getByText(`Entrada registrada: 5 ud. de «${name}». Disponibles: 5`)).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(figure(page, 'stock-available')).toHaveText('5');
    await expect(figure(page, 'stock-on-hand')).toHaveText('5');
    await expect(page.getByTestId('reorder-chip')).toBeHidden();

    // One sold at the counter.
    await openMovement(page, 'Vendido en tienda');
    await expect(dialog(page).getByLabel('Unidades')).toHaveValue('1');
    await dialog(page).getByRole('button', { name: 'Registrar venta' }).click();
    await expect(page.getByText(`Venta registrada: 1 ud. de «${name}». Disponibles: 4`)).toBeVisible();
    await expect(figure(page, 'stock-available')).toHaveText('4');

    // More than are free: the server refuses in its words, the figures stay, the dialog stays open.
    await openMovement(page, 'Vendido en tienda');
    await dialog(page).getByLabel('Unidades').fill('10');
    await dialog(page).getByRole('button', { name: 'Registrar venta' }).click();
    await expect(page.getByText('Solo quedan 4 unidades disponibles')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(figure(page, 'stock-available')).toHaveText('4');

    // An adjustment needs its reason; with it, one broken unit goes.
    await openMovement(page, 'Ajustar existencias');
    await dialog(page).getByLabel('Unidades que sumar o restar').fill('-1');
    await dialog(page).getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect(dialog(page).getByText('Explica el motivo del ajuste')).toBeVisible();
    await dialog(page).getByLabel('Motivo').fill('Rota en el escaparate');
    await dialog(page).getByRole('button', { name: 'Guardar ajuste' }).click();
    await expect(page.getByText(`Existencias de «${name}» ajustadas (-1). Disponibles: 3`)).toBeVisible();
    await expect(figure(page, 'stock-available')).toHaveText('3');
    await expect(figure(page, 'stock-on-hand')).toHaveText('3');
    await expectNoSeriousAxeViolations(page);

    // The history: newest first, each movement with who, the units before → after and its words.
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.waitForURL(/\/show\/historial$/);
    const history = page.getByRole('list', { name: 'Historial del producto' });
    // The entries themselves, not the lines of what each changed.
    const entries = history.locator(':scope > li');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('Existencias ajustadas');
    await expect(entries.nth(0)).toContainText('Motivo: Rota en el escaparate');
    await expect(entries.nth(0)).toContainText('Existencias: 4 → 3');
    await expect(entries.nth(1)).toContainText('Vendido en tienda');
    await expect(entries.nth(1)).toContainText('Existencias: 5 → 4');
    await expect(entries.nth(2)).toContainText('Unidades recibidas');
    await expect(entries.nth(2)).toContainText('Nota: Albarán 4711 de Spigen');
    await expect(entries.nth(2)).toContainText('Existencias: 0 → 5');
    await expect(entries.nth(3)).toContainText('Producto añadido al catálogo');
    await expect(entries.nth(3)).toContainText('Precio (IVA incluido): 19,99 €');
    for (let n = 0; n < 4; n += 1) await expect(entries.nth(n)).toContainText(`por ${GERENTE.name} (Gerente)`);

    // The edit: the price shows as typed in Spain, and a new one is saved in euros.
    await page.goto(`/gestion/products/${id}`);
    const price = page.getByLabel('Precio en euros (IVA incluido)');
    await expect(price).toHaveValue('19,99');
    await expectNoSeriousAxeViolations(page);
    await price.fill('24,5');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
    await page.waitForURL(/\/gestion\/products\/\d+\/show$/);
    await expect(page.getByRole('region', { name: 'Datos del producto' })).toContainText('24,50 €');
    // The figures are not the form's: the edit left them as they were.
    await expect(figure(page, 'stock-available')).toHaveText('3');
  });

  test('an edit made on a stale screen is refused with the server’s message and keeps what was typed', async ({ page }) => {
    const product = await addProduct(page.request, { name: tag('Cable prueba '), category: 'cables', priceCents: 999 });
    await page.goto(`/gestion/products/${product.id}`);
    await expect(page.getByLabel('Nombre')).toHaveValue(product.name);
    // Meanwhile, someone else corrects it.
    const current = (await (await page.request.get(`/api/products/${product.id}`)).json()) as { version: number };
    expect((await page.request.put(`/api/products/${product.id}`, { data: { version: current.version, brand: 'Anker' } })).status()).toBe(200);

    await page.getByLabel('Marca').fill('Ugreen');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/Otra persona ha modificado este producto/)).toBeVisible();
    await expect(page.getByLabel('Marca')).toHaveValue('Ugreen');
  });

  test('the list puts low stock first, marks what to reorder, searches, filters and sells one from a row', async ({ page }) => {
    const word = tag('lote');
    const plenty = await addProduct(page.request, { name: `Cable ${word} largo`, category: 'cables', priceCents: 1299, reorderLevel: 2 }, 10);
    const soldOut = await addProduct(page.request, { name: `Funda ${word} roja`, category: 'cases', priceCents: 1599, reorderLevel: 2 });
    const atLevel = await addProduct(page.request, { name: `Cargador ${word} rápido`, category: 'chargers', priceCents: 123456, reorderLevel: 5 }, 5);

    await page.goto('/gestion/products');
    await expect(page.getByRole('menuitem', { name: 'Productos', exact: true })).toHaveAttribute('aria-current', 'page');
    await searchBox(page).fill(word.toUpperCase());
    // Free units minus the reorder level: −2, 0, 8.
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0)).toContainText(soldOut.name);
    await expect(rows(page).nth(1)).toContainText(atLevel.name);
    await expect(rows(page).nth(2)).toContainText(plenty.name);
    await expect(row(page, soldOut.name).getByTestId('reorder-chip')).toHaveText('Reponer');
    await expect(row(page, atLevel.name).getByTestId('reorder-chip')).toBeVisible();
    await expect(row(page, plenty.name).getByTestId('reorder-chip')).toHaveCount(0);
    await expect(row(page, atLevel.name)).toContainText('1.234,56 €');
    await expect(row(page, atLevel.name)).toContainText('Cargadores');
    await expectNoSeriousAxeViolations(page);

    // A counter sale from the row: the figure changes once the server has it.
    await row(page, plenty.name).getByRole('button', { name: `Vendido en tienda: ${plenty.name}` }).click();
    await expect(page.getByText(`Venta registrada: 1 ud. de «${plenty.name}». Disponibles: 9`)).toBeVisible();
    await expect(row(page, plenty.name).getByTestId('available')).toHaveText('9');
    // None free: nothing to sell, so not offered.
    await expect(row(page, soldOut.name).getByRole('button', { name: `Vendido en tienda: ${soldOut.name}` })).toBeDisabled();
    await expect(row(page, soldOut.name).getByTestId('available')).toHaveText('0');

    // The category filter.
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Cargadores' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(atLevel.name);
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    // react-admin names the empty choice 'Borrar valor' for screen readers; it reads 'Todas las categorías'.
    await page.getByRole('option').filter({ hasText: 'Todas las categorías' }).click();
    await expect(rows(page)).toHaveCount(3);

    // Only those to reorder.
    await page.getByRole('switch', { name: 'Solo con pocas existencias' }).or(page.getByRole('checkbox', { name: 'Solo con pocas existencias' })).check();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: plenty.name })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Solo con pocas existencias' }).or(page.getByRole('checkbox', { name: 'Solo con pocas existencias' })).uncheck();
    await expect(rows(page)).toHaveCount(3);

    // A search by compatible device and brand words; none found says so.
    await searchBox(page).fill(`${word}-nada`);
    await expect(rows(page).filter({ hasText: word })).toHaveCount(0);

    // The name is a link to the detail, from the keyboard too.
    await searchBox(page).fill(word);
    await expect(rows(page)).toHaveCount(3);
    const link = row(page, atLevel.name).getByRole('link');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/gestion/products/${atLevel.id}/show$`));
    await expect(figure(page, 'stock-available')).toHaveText('5');
  });

  test('a Gerente has no CSV import (the Administrador’s)', async ({ page }) => {
    await page.goto('/gestion/products');
    await expect(page.getByRole('link', { name: 'Nuevo producto' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Importar CSV' })).toHaveCount(0);
  });
});

test.describe('as the Administrador', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, ADMINISTRADOR.email);
  });

  test('the CSV import shows every refused line by its row, or imports the whole file and says how much', async ({ page }) => {
    const word = tag('csv');
    await page.goto('/gestion/products');
    await expect(page.getByRole('button', { name: 'Importar CSV' })).toBeVisible();

    // Two rows wrong: nothing is written, and the dialog lists them by row and column.
    const wrong = ['nombre;categoria;precio;existencias', `Funda ${word} A;Fundas;19,99;3`, `Funda ${word} B;Sombreros;12,00;1`, `Funda ${word} C;Fundas;gratis;1`].join('\n');
    await page.getByTestId('product-import-input').setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(wrong, 'utf8') });
    const refused = page.getByRole('dialog', { name: 'No se ha importado «catalogo.csv»' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('no se ha importado nada');
    const lines = refused.getByRole('table', { name: 'Filas del archivo con errores' }).locator('tbody tr');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('3');
    await expect(lines.nth(0)).toContainText('categoria');
    await expect(lines.nth(1)).toContainText('4');
    await expect(lines.nth(1)).toContainText('precio');
    await expectNoSeriousAxeViolations(page);
    await refused.getByRole('button', { name: 'Cerrar' }).click();
    await searchBox(page).fill(word);
    await expect(rows(page).filter({ hasText: word })).toHaveCount(0);

    // Corrected: every row in, with the units received.
    const right = ['nombre;categoria;precio;existencias', `Funda ${word} A;Fundas;19,99;3`, `Funda ${word} B;Fundas;12,00;1`].join('\n');
    await page.getByTestId('product-import-input').setInputFiles({ name: 'catalogo.csv', mimeType: 'text/csv', buffer: Buffer.from(right, 'utf8') });
    await expect(page.getByText('«catalogo.csv» importado: 2 productos nuevos, 0 actualizados y 4 unidades recibidas')).toBeVisible();
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, `Funda ${word} A`).getByTestId('available')).toHaveText('3');
  });
});
