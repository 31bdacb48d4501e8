import { expect, test, type APIRequestContext, type Page } from './support/test';
import { addDays, madridDay } from '../libs/domain/src/shared/dates';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * The work calendar and the albarán (back-office.md §2, §3, §8, §9) against the real server
 * with the demo data. Each test registers its own repair through the API, with a model of its
 * own, so the tests depend neither on one another nor on what other specs leave behind.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A code that would be easy to spot if it ever reached the page. */
const UNLOCK_CODE = '90817263';

async function logInAsGerente(page: Page) {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
}

interface ApiRepair {
  id: number;
  model: string;
}

/** A repair for María García López (the demo's client #1), due tomorrow unless told otherwise. */
async function createRepair(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<ApiRepair> {
  const answer = await request.post('/api/repairs', {
    data: {
      clientId: 1,
      device: 'Móvil',
      model: uniqueTag('Cal'),
      contactNumber: '612 345 678',
      description: 'Pantalla rota tras una caída',
      motive: 'Pantalla',
      priceCents: 8990,
      estimatedCompletion: tomorrow(),
      unlockCode: UNLOCK_CODE,
      ...fields,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as ApiRepair;
}

const today = () => madridDay(new Date());
const tomorrow = () => addDays(today(), 1);
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

const dayCells = (page: Page) => page.locator('[role="grid"] [data-date]');
const dayCell = (page: Page, day: string) => page.locator(`[role="grid"] [data-date="${day}"]`);
const urgentList = (page: Page) => page.getByRole('region', { name: /Trabajos urgentes/ });
const dayPanel = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ page }) => {
  await logInAsGerente(page);
});

test.describe('Work calendar', () => {
  test('shows three weeks from the Monday before this one, moves by weeks and comes back with Hoy', async ({ page }) => {
    await page.goto('/gestion/calendario');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendario de trabajo' })).toBeVisible();

    // 21 days from a Monday: last week, this week (with today marked) and next week.
    await expect(dayCells(page)).toHaveCount(21);
    const first = (await dayCells(page).first().getAttribute('data-date'))!;
    expect(weekdayOf(first)).toBe(1);
    const todayCell = page.locator('[role="grid"] [data-today]');
    await expect(todayCell).toHaveAttribute('data-date', today());
    const todayIndex = (await dayCells(page).evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')))).indexOf(today());
    expect(todayIndex).toBeGreaterThanOrEqual(7);
    expect(todayIndex).toBeLessThan(14);
    await expect(todayCell).toHaveAccessibleName(/\(hoy\)/);

    // The weekday headers, in Spanish, from Monday.
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveCount(7);
    await expect(headers.first()).toHaveAccessibleName('lunes');
    await expect(headers.last()).toHaveAccessibleName('domingo');

    // Next week, previous week, and today again.
    await page.getByRole('button', { name: 'Semana siguiente' }).click();
    await expect(dayCells(page).first()).toHaveAttribute('data-date', addDays(first, 7));
    await expect(page).toHaveURL(new RegExp(`desde=${addDays(first, 7)}`));
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await page.getByRole('button', { name: 'Semana anterior' }).click();
    await expect(dayCells(page).first()).toHaveAttribute('data-date', addDays(first, -7));
    await expect(page.locator('[role="grid"] [data-today]')).toHaveCount(1); // today is still in the grid
    await page.getByRole('button', { name: 'Hoy', exact: true }).click();
    await expect(dayCells(page).first()).toHaveAttribute('data-date', first);
    await expect(dayCells(page)).toHaveCount(21);

    // The keyboard: one tab stop in the grid (today), arrows move, Enter opens the day.
    await expect(dayCells(page).and(page.locator('[tabindex="0"]'))).toHaveCount(1);
    await dayCell(page, today()).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dayCell(page, tomorrow())).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(dayCell(page, addDays(tomorrow(), -7))).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dayPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dayPanel(page)).toHaveCount(0);
    // Past the last row, the grid moves on a week and keeps the focus on the day.
    await dayCell(page, addDays(first, 20)).focus();
    await page.keyboard.press('ArrowDown');
    await expect(dayCells(page).first()).toHaveAttribute('data-date', addDays(first, 7));
    await expect(dayCell(page, addDays(first, 27))).toBeFocused();

    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });

  test('a repair due tomorrow is on its day and in the urgent list, goes under another type, and opens from the day panel', async ({ page }) => {
    const repair = await createRepair(page.request);
    const title = `Reparación: Móvil ${repair.model}`;
    await page.goto('/gestion/calendario');

    // On its day: counted among the repairs.
    await expect(dayCell(page, tomorrow())).toHaveAccessibleName(/\d+ reparaci(ón|ones)/);

    // In the urgent list, with the time left.
    const urgentItem = urgentList(page).getByRole('listitem').filter({ hasText: repair.model });
    await expect(urgentItem).toHaveCount(1);
    await expect(urgentItem).toContainText(/Vence (en \d+ (min|h)|mañana)/);
    await expect(urgentItem.locator('[data-overdue="false"]')).toBeVisible();

    // The day panel lists it with its details.
    await dayCell(page, tomorrow()).click();
    const panel = dayPanel(page);
    const item = panel.getByRole('listitem').filter({ hasText: repair.model });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { name: title })).toBeVisible();
    await expect(item).toContainText('Reparación');
    await expect(item.locator('[data-status="pending"]')).toHaveText('Pendiente');
    await expect(item.locator('[data-priority]')).toHaveText(/Urgente|Alta/);
    await expect(item).toContainText('María García López');
    await expect(item).toContainText(`Móvil ${repair.model}`);
    await expect(item).toContainText('Pantalla rota tras una caída');
    await expect(item).toContainText(/Hasta las \d\d:\d\d|Tienda cerrada/);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');

    // Only orders: the repair is gone from its day and from the urgent list.
    await page.getByRole('button', { name: 'Pedidos' }).click();
    await expect(page).toHaveURL(/tipo=order/);
    await expect(urgentList(page).getByRole('listitem').filter({ hasText: repair.model })).toHaveCount(0);
    await expect(dayCell(page, tomorrow())).not.toHaveAccessibleName(/reparaci/);
    await dayCell(page, tomorrow()).click();
    await expect(dayPanel(page).getByText(repair.model)).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Only repairs, only the ones still pending: back again.
    await page.getByRole('button', { name: 'Reparaciones' }).click();
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Pendientes' }).click();
    await expect(page).toHaveURL(/estado=open/);
    await expect(urgentItem).toHaveCount(1);

    // 'Ver detalles' opens the repair.
    await dayCell(page, tomorrow()).click();
    await dayPanel(page).getByRole('link', { name: `Ver detalles de ${title}` }).click();
    await page.waitForURL(new RegExp(`/gestion/repairs/${repair.id}/show$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Reparación #${repair.id}`) })).toBeVisible();

    // So does its line in the urgent list.
    await page.goto('/gestion/calendario');
    await urgentList(page).getByRole('link', { name: new RegExp(repair.model) }).click();
    await page.waitForURL(new RegExp(`/gestion/repairs/${repair.id}/show$`));
  });

  test('late work is marked overdue in the urgent list', async ({ page }) => {
    const repair = await createRepair(page.request, { estimatedCompletion: addDays(today(), -2) });
    await page.goto('/gestion/calendario');
    const urgentItem = urgentList(page).getByRole('listitem').filter({ hasText: repair.model });
    await expect(urgentItem).toContainText(/Vencido hace \d+ (min|h|días?)/);
    await expect(urgentItem.locator('[data-overdue="true"]')).toBeVisible();
  });

  test('a failed load says so in the spec’s words and loads again on retry', async ({ page }) => {
    await page.route((url) => url.pathname === '/api/calendar', (route) => route.abort('connectionrefused'));
    await page.route((url) => url.pathname === '/api/calendar/urgent', (route) => route.abort('connectionrefused'));
    await page.goto('/gestion/calendario');

    const calendarError = page.getByRole('alert').filter({ hasText: 'Error al cargar los datos del calendario' });
    await expect(calendarError).toBeVisible();
    await expect(calendarError).toContainText('Error de conexión');
    const urgentError = page
      .getByRole('alert')
      .filter({ hasText: 'Error al cargar trabajos urgentes. Verifique que el servidor esté ejecutándose.' });
    await expect(urgentError).toBeVisible();
    // The days are still there to move around; only their work is missing.
    await expect(dayCells(page)).toHaveCount(21);

    await page.unrouteAll();
    await calendarError.getByRole('button', { name: 'Reintentar' }).click();
    await urgentError.getByRole('button', { name: 'Reintentar' }).click();
    await expect(calendarError).toHaveCount(0);
    await expect(urgentError).toHaveCount(0);
    await expect(urgentList(page)).toContainText(/Trabajos urgentes \(\d+\)/);
  });

  test('the spec’s /calendario leads to the calendar', async ({ page }) => {
    await page.goto('/calendario');
    await page.waitForURL(/\/gestion\/calendario$/);
    await expect(dayCells(page)).toHaveCount(21);
  });
});

test.describe('Albarán', () => {
  test('two copies of the repair’s sheet, with no back-office chrome, printable on one sheet, never the unlock code', async ({ page }) => {
    const repair = await createRepair(page.request);
    const number = `R-${String(repair.id).padStart(6, '0')}`;

    // From the repair's screen.
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    await page.getByRole('link', { name: 'Albarán' }).click();
    await page.waitForURL(new RegExp(`/gestion/albaran/repair/${repair.id}$`));

    const shopCopy = page.getByRole('region', { name: 'Copia para la tienda' });
    const customerCopy = page.getByRole('region', { name: 'Copia para el cliente' });
    for (const copy of [shopCopy, customerCopy]) {
      await expect(copy.getByTestId('albaran-number')).toHaveText(number);
      await expect(copy).toContainText('María García López');
      await expect(copy).toContainText(`Móvil`);
      await expect(copy).toContainText(repair.model);
      await expect(copy).toContainText('Pantalla rota tras una caída');
      await expect(copy).toContainText('89,90 €');
      await expect(copy).toContainText('Las reparaciones tienen una garantía de 3 meses');
      await expect(copy).toContainText('3,00 € por día');
      await expect(copy).toContainText('No se admiten devoluciones.');
      await expect(copy).toContainText('Firma del cliente');
      await expect(copy).toContainText('Firma y sello de la tienda');
      // The code was digits: the PIN box is ticked, the others are not.
      await expect(copy.locator('.albaran-tick[data-checked="true"]')).toHaveText([/Reparación/, /PIN numérico/]);
    }
    // Side by side.
    const shopBox = (await shopCopy.boundingBox())!;
    const customerBox = (await customerCopy.boundingBox())!;
    expect(customerBox.x).toBeGreaterThan(shopBox.x + shopBox.width - 1);
    expect(Math.abs(customerBox.y - shopBox.y)).toBeLessThan(2);

    // No app bar, no menu.
    await expect(page.locator('.RaAppBar-root, .MuiAppBar-root')).toHaveCount(0);
    await expect(page.getByRole('menuitem')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reparaciones' })).toHaveCount(0);

    // The unlock code never reaches the page.
    expect(await page.content()).not.toContain(UNLOCK_CODE);

    // Printing: only the sheet, on A4 landscape.
    const print = page.getByRole('button', { name: 'Imprimir' });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(page.getByRole('button', { name: 'Volver' }).or(page.getByRole('link', { name: 'Volver' }))).toBeHidden();
    await expect(shopCopy).toBeVisible();
    await expect(customerCopy).toBeVisible();
    const pdf = await page.pdf({ landscape: true, format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();

    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    // The spec's /albaran/:id is a repair's, in the back-office and from the public site.
    await page.goto(`/gestion/albaran/${repair.id}`);
    await expect(page.getByTestId('albaran-number')).toHaveText([number, number]);
    await page.goto(`/albaran/${repair.id}`);
    await page.waitForURL(new RegExp(`/gestion/albaran/${repair.id}$`));
    await expect(page.getByTestId('albaran-number')).toHaveText([number, number]);
  });

  test('loading, then an error in the spec’s words for a record that does not exist', async ({ page }) => {
    // Loading: held back a moment so the state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname.startsWith('/api/albaranes/'), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/gestion/albaran/repair/999999');
    await expect(page.getByRole('status').filter({ hasText: 'Cargando datos del albarán...' })).toBeVisible();
    release();

    const error = page.getByRole('alert');
    await expect(error).toContainText('Error al cargar los datos del albarán');
    await expect(error).toContainText('Reparación no encontrada');
    await expect(error.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toHaveCount(0);
    await expect(page.locator('.RaAppBar-root, .MuiAppBar-root')).toHaveCount(0);

    await page.unrouteAll();
    await page.goto('/gestion/albaran/factura/1');
    await expect(page.getByRole('alert')).toContainText('Tipo de albarán no válido');
  });

  test('a revision’s sheet is numbered V-…', async ({ page }) => {
    const created = await page.request.post('/api/revisions', {
      data: {
        clientId: 1,
        device: 'Portátil',
        model: uniqueTag('Rev'),
        contactNumber: '612 345 678',
        motive: 'diagnostico',
        description: 'No enciende',
        date: tomorrow(),
        unlockCode: '1-5-9-6',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const revision = (await created.json()) as { id: number };
    await page.goto(`/gestion/albaran/revision/${revision.id}`);
    const number = `V-${String(revision.id).padStart(6, '0')}`;
    await expect(page.getByTestId('albaran-number')).toHaveText([number, number]);
    const shopCopy = page.getByRole('region', { name: 'Copia para la tienda' });
    await expect(shopCopy.locator('.albaran-tick[data-checked="true"]')).toHaveText([/Revisión/, /Patrón/]);
    await expect(shopCopy).toContainText('Por determinar');
  });

  test('without a staff session the albarán leads to the manager login', async ({ page }) => {
    await page.context().clearCookies();
    await page.goto('/gestion/albaran/repair/1');
    await expect(page).toHaveURL(/\/acceso-gerencia/);
  });
});
