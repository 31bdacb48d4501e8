import { request as playwrightRequest } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * The public catalogue (issue 17): /productos and a product's page. The products are this
 * spec's own, added through the staff API with names and devices no one else uses (a word made
 * for this run), so the demo's catalogue, whatever it holds, never changes what is found.
 */

const DESKTOP = { width: 1280, height: 900 };
const tag = `zq${Date.now().toString(36)}`;
const phone = `Fono ${tag}`;
const tablet = `Tableta ${tag}`;
const pager = `Busca ${tag}`;

interface Made {
  id: number;
  name: string;
}

const made: Record<'silicone' | 'glass' | 'book' | 'charger' | 'withdrawn', Made> = {} as never;
let pagerProducts = 0;

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller', area: 'staff' } });
  expect(login.ok()).toBe(true);
  return api;
}

async function addProduct(api: APIRequestContext, product: Record<string, unknown>, units = 0): Promise<Made> {
  const created = await api.post('/api/products', { data: product });
  expect(created.ok(), await created.text()).toBe(true);
  const { id, name } = (await created.json()) as Made;
  if (units > 0) expect((await api.post(`/api/products/${id}/stock/received`, { data: { quantity: units } })).ok()).toBe(true);
  return { id, name };
}

test.beforeAll(async ({ server }) => {
  const api = await staffApi(server.url);
  made.silicone = await addProduct(
    api,
    { name: `Funda silicona ${tag}`, category: 'cases', priceCents: 1490, brand: 'Apple', compatibleModels: [phone], description: 'Silicona suave por dentro.', reorderLevel: 2 },
    10,
  );
  made.glass = await addProduct(api, { name: `Cristal templado ${tag}`, category: 'screen_protectors', priceCents: 990, compatibleModels: [phone, tablet], reorderLevel: 2 }, 10);
  made.book = await addProduct(api, { name: `Funda libro ${tag}`, category: 'cases', priceCents: 1290, brand: 'Xiaomi', compatibleModels: [tablet] });
  made.charger = await addProduct(api, { name: `Cargador rápido ${tag}`, category: 'chargers', priceCents: 1990, reorderLevel: 3 }, 2);
  made.withdrawn = await addProduct(api, { name: `Funda retirada ${tag}`, category: 'cases', priceCents: 500, compatibleModels: [phone], active: false }, 4);
  // Thirteen cables for one device: a page of twelve and one more.
  for (let n = 1; n <= 13; n++) await addProduct(api, { name: `Cable ${String(n).padStart(2, '0')} ${tag}`, category: 'cables', priceCents: 500 + n, compatibleModels: [pager] }, 5);
  pagerProducts = 13;
  await api.dispose();
});

const results = (page: Page) => page.getByRole('list', { name: 'Resultados' });
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 });
const categories = (page: Page) => page.getByRole('navigation', { name: 'Categorías' });

test.describe('The catalogue (/productos)', () => {
  test.use({ viewport: DESKTOP });

  test('the navigation bar and the footer lead to it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\/productos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Productos' })).toHaveClass(/is-active/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Productos' })).toHaveAttribute('href', '/productos');
  });

  test('a search finds by name; a category and a device narrow the results; each step is an address that a reload and Back keep', async ({ page }) => {
    await page.goto('/productos');
    await page.getByLabel('Buscar un producto').fill(tag);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(`/productos?q=${tag}`);
    await expect(cardNames(page)).toHaveCount(12);
    await expect(page.getByRole('status').filter({ hasText: 'productos' })).toHaveText(`${4 + pagerProducts} productos, página 1 de 2`);

    // A category: only its products, the words kept.
    await categories(page).getByRole('link', { name: 'Fundas' }).click();
    await expect(page).toHaveURL(`/productos?categoria=fundas&q=${tag}`);
    await expect(cardNames(page)).toHaveCount(2);
    await expect(results(page)).toContainText(made.silicone.name);
    await expect(results(page)).toContainText(made.book.name);
    // Not for sale: never listed.
    await expect(results(page)).not.toContainText(made.withdrawn.name);
    await expect(categories(page).getByRole('link', { name: 'Fundas' })).toHaveAttribute('aria-current', 'page');

    // The device, chosen from the catalogue's own list: what fits it.
    const device = page.getByLabel('Tu dispositivo');
    await expect(device).toHaveRole('combobox');
    await expect(page.locator(`datalist option[value="${phone}"]`)).toHaveCount(1);
    await device.fill(phone);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(`/productos?categoria=fundas&modelo=${encodeURIComponent(phone)}&q=${tag}`);
    await expect(cardNames(page)).toHaveText([made.silicone.name]);
    await expect(page.getByRole('list', { name: 'Filtros' })).toContainText(`Para ${phone}`);

    // A reload shows the same, with the fields filled in.
    await page.reload();
    await expect(cardNames(page)).toHaveText([made.silicone.name]);
    await expect(device).toHaveValue(phone);
    await expect(page.getByLabel('Buscar un producto')).toHaveValue(tag);

    // Back undoes one step at a time.
    await page.goBack();
    await expect(page).toHaveURL(`/productos?categoria=fundas&q=${tag}`);
    await expect(cardNames(page)).toHaveCount(2);
    await expect(device).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(`/productos?q=${tag}`);
    await expect(cardNames(page)).toHaveCount(12);

    // The device alone, typed in any case: everything that fits it, in any category.
    await page.goto(`/productos?modelo=${encodeURIComponent(tablet.toLowerCase())}`);
    await expect(cardNames(page)).toHaveCount(2);
    await expect(results(page)).toContainText(made.glass.name);
    await expect(results(page)).toContainText(made.book.name);

    // Taking a filter off, and all of them.
    await page.goto(`/productos?categoria=fundas&modelo=${encodeURIComponent(phone)}&q=${tag}`);
    await page.getByRole('link', { name: `Quitar Para ${phone}` }).click();
    await expect(page).toHaveURL(`/productos?categoria=fundas&q=${tag}`);
    await page.getByRole('link', { name: 'Quitar filtros' }).click();
    await expect(page).toHaveURL(/\/productos$/);
    await expect(categories(page).getByRole('link', { name: 'Todo' })).toHaveAttribute('aria-current', 'page');
  });

  test('a search with words of two products finds the one that has them, and says so honestly when none has', async ({ page }) => {
    await page.goto(`/productos?q=${encodeURIComponent(`silicona ${tag}`)}`);
    await expect(cardNames(page)).toHaveText([made.silicone.name]);
    await expect(page.getByRole('status').filter({ hasText: 'producto' })).toHaveText('1 producto');

    await page.getByLabel('Buscar un producto').fill(`${tag} inexistente`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('heading', { name: 'No hay productos que coincidan' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'productos' })).toHaveText('0 productos');
    await page.getByRole('link', { name: 'Ver todo el catálogo' }).click();
    await expect(page).toHaveURL(/\/productos$/);
  });

  test('pages of twelve, with the page in the address', async ({ page }) => {
    await page.goto(`/productos?modelo=${encodeURIComponent(pager)}`);
    await expect(cardNames(page)).toHaveCount(12);
    const pages = page.getByRole('navigation', { name: 'Páginas del catálogo' });
    await expect(pages.getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Página siguiente' }).click();
    await expect(page).toHaveURL(`/productos?modelo=${encodeURIComponent(pager)}&pagina=2`);
    await expect(cardNames(page)).toHaveText([`Cable 13 ${tag}`]);
    await expect(pages.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await page.reload();
    await expect(cardNames(page)).toHaveText([`Cable 13 ${tag}`]);
    await page.goBack();
    await expect(cardNames(page)).toHaveCount(12);
    await expect(cardNames(page).first()).toHaveText(`Cable 01 ${tag}`);

    // An old link past the last page says so, and leads back to the first.
    await page.goto(`/productos?modelo=${encodeURIComponent(pager)}&pagina=9`);
    await expect(page.getByRole('heading', { name: 'Esta página ya no tiene productos' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a la primera página' }).click();
    await expect(cardNames(page)).toHaveCount(12);
  });

  test('cards show the price with IVA and the availability in words; a sold-out product says “Agotado: te avisamos”', async ({ page }) => {
    await page.goto(`/productos?q=${tag}&categoria=fundas`);
    const silicone = page.getByRole('article').filter({ hasText: made.silicone.name });
    await expect(silicone).toContainText('14,90 €');
    await expect(silicone).toContainText('IVA incluido');
    await expect(silicone).toContainText('Disponible en tienda');
    await expect(silicone).toContainText('Apple');
    const book = page.getByRole('article').filter({ hasText: made.book.name });
    await expect(book).toContainText('12,90 €');
    await expect(book).toContainText('Agotado: te avisamos');

    await page.goto(`/productos?q=${tag}&categoria=cargadores`);
    await expect(page.getByRole('article').filter({ hasText: made.charger.name })).toContainText('Últimas unidades');
  });

  test('when the server cannot be reached it says so in Spanish, and trying again brings the products', async ({ page }) => {
    await page.route('**/api/catalogue/products?**', (route) => route.abort('connectionrefused'));
    await page.goto(`/productos?q=${tag}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No hemos podido cargar el catálogo');
    await expect(alert).toContainText('No hay conexión con la tienda en este momento');
    await page.unroute('**/api/catalogue/products?**');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(cardNames(page)).toHaveCount(12);
  });

  test('has no serious or critical accessibility findings, with results and filters shown', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/productos?categoria=fundas&q=${tag}`);
    await expect(cardNames(page)).toHaveCount(2);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});

test.describe('A product’s page (/productos/<id>-<nombre>)', () => {
  test.use({ viewport: DESKTOP });

  test('a card leads to it: name, brand, price with IVA, availability in words, description, devices, how to buy, and the way back', async ({ page }) => {
    await page.goto(`/productos?categoria=fundas&q=${tag}`);
    await page.getByRole('link', { name: made.silicone.name }).click();
    await expect(page).toHaveURL(new RegExp(`/productos/${made.silicone.id}-funda-silicona-${tag}$`));
    await expect(page.getByRole('heading', { level: 1, name: made.silicone.name })).toBeVisible();
    await expect(page).toHaveTitle(`${made.silicone.name} · Taller`);
    const product = page.getByRole('article');
    await expect(product).toContainText('Marca: Apple');
    await expect(product).toContainText('14,90 €');
    await expect(product).toContainText('IVA incluido');
    await expect(product).toContainText('Disponible en tienda');
    await expect(product).toContainText('Silicona suave por dentro.');
    await expect(product.getByRole('region', { name: 'Compatible con' }).getByRole('link', { name: phone })).toHaveAttribute('href', `/productos?modelo=${encodeURIComponent(phone)}`);

    // Reserve it for pickup (e2e/public-reservation.spec.ts follows it), or buy it in the shop, whose address and hours are its settings' (the demo's fictional shop).
    await expect(product.getByRole('button', { name: 'Reservar para recoger en tienda' })).toBeVisible();
    const visit = page.getByRole('region', { name: 'Pásate por la tienda' });
    await expect(visit).toContainText('Planta baja, centro comercial, 28001 Madrid');
    await expect(visit).toContainText('10:00-20:00');
    await expect(visit.getByRole('link', { name: /Llamar al/ })).toHaveAttribute('href', 'tel:+34910000000');
    await expect(page.getByRole('button', { name: /comprar|carrito|añadir/i })).toHaveCount(0);

    // The head: description and the canonical address.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${made.silicone.name}: 14,90\\s€, IVA incluido\\. Disponible en tienda\\.`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/productos/${made.silicone.id}-funda-silicona-${tag}$`));

    // Back to the results it came from, filters and all.
    await page.getByRole('link', { name: 'Volver al catálogo' }).click();
    await expect(page).toHaveURL(`/productos?categoria=fundas&q=${tag}`);
    await expect(cardNames(page)).toHaveCount(2);
  });

  test('carries valid JSON-LD: a Product with its Offer (price, EUR, availability, the shop as seller)', async ({ page, baseURL }) => {
    await page.goto(`/productos/${made.charger.id}`);
    // An address with the id only (or old words) is put right.
    await expect(page).toHaveURL(new RegExp(`/productos/${made.charger.id}-cargador-rapido-${tag}$`));
    const script = page.locator('script#datos-producto[type="application/ld+json"]');
    await expect(script).toHaveCount(1);
    const data = JSON.parse((await script.textContent())!) as Record<string, any>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: made.charger.name,
      sku: String(made.charger.id),
      url: `${baseURL}/productos/${made.charger.id}-cargador-rapido-${tag}`,
      offers: {
        '@type': 'Offer',
        price: '19.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/LimitedAvailability',
        seller: { '@id': `${baseURL}/#tienda` },
      },
    });
    expect(Number.isFinite(Number(data.offers.price))).toBe(true);
    // No brand was given: none is made up.
    expect(data).not.toHaveProperty('brand');
    // The seller is the shop the page's own JSON-LD describes.
    const shop = JSON.parse((await page.locator('script#datos-tienda').textContent())!) as Record<string, unknown>;
    expect(shop['@id']).toBe(`${baseURL}/#tienda`);

    await page.goto(`/productos/${made.silicone.id}-otro-nombre`);
    await expect(page).toHaveURL(new RegExp(`/productos/${made.silicone.id}-funda-silicona-${tag}$`));
    const silicone = JSON.parse((await page.locator('script#datos-producto').textContent())!) as Record<string, any>;
    expect(silicone).toMatchObject({ brand: { '@type': 'Brand', name: 'Apple' }, description: 'Silicona suave por dentro.', offers: { price: '14.90', availability: 'https://schema.org/InStock' } });
  });

  test('a sold-out product says “Agotado: te avisamos”, and takes the e-mail to tell when it is back', async ({ page }) => {
    await page.goto(`/productos/${made.book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: made.book.name })).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Agotado: te avisamos');
    await expect(page.getByRole('region', { name: 'Pásate por la tienda' })).toContainText('te escribimos cuando vuelva');
    const data = JSON.parse((await page.locator('script#datos-producto').textContent())!) as Record<string, any>;
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');

    const alert = page.getByRole('region', { name: 'Avísame cuando vuelva' });
    await alert.getByLabel('Tu correo electrónico').fill('no es un correo');
    await alert.getByRole('button', { name: 'Avisadme' }).click();
    await expect(alert).toContainText('correo');
    await expect(alert.getByRole('button', { name: 'Avisadme' })).toBeVisible();
    await alert.getByLabel('Tu correo electrónico').fill(`aviso-${tag}@example.com`);
    await alert.getByRole('button', { name: 'Avisadme' }).click();
    await expect(alert.getByRole('status')).toHaveText(`Te avisaremos a aviso-${tag}@example.com en cuanto vuelva a haber unidades.`);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });

  test('a product not for sale, an unknown one or an address without an id is the 404 page', async ({ page }) => {
    for (const path of [`/productos/${made.withdrawn.id}-funda-retirada-${tag}`, '/productos/999999-nada', '/productos/funda']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      await expect(page).toHaveTitle('Página no encontrada · Taller');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('script#datos-producto')).toHaveCount(0);
    }
  });

  test('has no serious or critical accessibility findings', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`/productos/${made.silicone.id}`);
    await expect(page.getByRole('heading', { level: 1, name: made.silicone.name })).toBeVisible();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});

test.describe('On a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the catalogue and a product read without sideways scrolling', async ({ page }) => {
    await page.goto(`/productos?q=${tag}`);
    await expect(cardNames(page)).toHaveCount(12);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`/productos/${made.silicone.id}`);
    await expect(page.getByRole('heading', { level: 1, name: made.silicone.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
});
