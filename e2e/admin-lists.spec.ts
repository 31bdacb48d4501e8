import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * The four list screens share one layout (back-office.md §2 "List screens", §9): 15 rows a page
 * out of 5, 10, 15, 25 or 50; 'Mostrando x-y de total'; at most five page buttons centred on
 * the current page; a clear-filters button while a filter is active; sortable columns (a new
 * column ascending, the same one toggling); a checkbox that selects the page; a row click and
 * a keyboard link that open the detail; and no serious axe finding on the whole page.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Enough records for six pages of five. */
const RECORDS = 26;

async function created(answer: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(answer.status(), await answer.text()).toBe(201);
}

interface ListScreen {
  resource: string;
  path: string;
  title: string;
  /** A column to sort by, as its header reads. */
  sortColumn: string;
  /**
   * The first row's tell-tale text sorted by that column, ascending and descending, among the 26
   * records of a run. Exact rows, not "a row other than before": a list still showing the
   * previous query's rows would pass the latter.
   */
  firstRow: (tag: string) => { ascending: RegExp; descending: RegExp };
  /** A cell of the row with no link or button of its own (the checkbox is cell 0). */
  plainCell: number;
  /** Registers the n-th record of this run through the API, findable by `tag`. */
  create: (request: APIRequestContext, tag: string, n: number) => Promise<void>;
}

const screens: ListScreen[] = [
  {
    resource: 'clients',
    path: '/gestion/clientes',
    title: 'Lista de Clientes',
    sortColumn: 'Email',
    // Byte order: '0' comes before '@', so tag.10@ before tag.1@; tag.9@ is the last.
    firstRow: (tag) => ({ ascending: new RegExp(`${tag}\\.10@`), descending: new RegExp(`${tag}\\.9@`) }),
    plainCell: 3,
    create: async (request, tag, n) =>
      created(
        await request.post('/api/clients', {
          data: {
            name: `Cliente ${n}`,
            lastName: tag,
            // Phones and e-mails are unique among clients.
            phone: `6${String(Date.now() % 100000).padStart(5, '0')}${String(n).padStart(3, '0')}`,
            email: `${tag}.${n}@correo.test`,
          },
        }),
      ),
  },
  {
    resource: 'repairs',
    path: '/gestion/reparaciones',
    title: 'Lista de Reparaciones',
    sortColumn: 'Dispositivo',
    // The sort key reads digits as text: 'Móvil 9' is the last.
    firstRow: () => ({ ascending: /Móvil 1(?!\d)/, descending: /Móvil 9(?!\d)/ }),
    plainCell: 3,
    create: async (request, tag, n) =>
      created(
        await request.post('/api/repairs', {
          data: { clientId: 1, device: `Móvil ${n}`, model: tag, contactNumber: '612 345 678', description: 'No enciende' },
        }),
      ),
  },
  {
    resource: 'orders',
    path: '/gestion/pedidos',
    title: 'Lista de Pedidos',
    sortColumn: 'Importe total',
    // 10,01 € for the first, 10,26 € for the last.
    firstRow: (tag) => ({ ascending: new RegExp(`Funda ${tag} 1(?!\\d)`), descending: new RegExp(`Funda ${tag} 26(?!\\d)`) }),
    plainCell: 4,
    create: async (request, tag, n) =>
      created(
        await request.post('/api/orders', {
          data: { clientId: 1, name: `Funda ${tag} ${n}`, description: 'Pedido de prueba', quantity: 1, unitPriceCents: 1000 + n },
        }),
      ),
  },
  {
    resource: 'revisions',
    path: '/gestion/revisiones',
    title: 'Lista de Revisiones',
    sortColumn: 'Dispositivo',
    firstRow: () => ({ ascending: /Tablet 1(?!\d)/, descending: /Tablet 9(?!\d)/ }),
    plainCell: 3,
    create: async (request, tag, n) =>
      created(
        await request.post('/api/revisions', {
          data: {
            clientId: 1,
            device: `Tablet ${n}`,
            model: tag,
            contactNumber: '612 345 678',
            motive: 'diagnostico',
            description: 'Pantalla con rayas',
            date: '2026-12-15',
          },
        }),
      ),
  },
];

const rows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Buscar' });
const pageSize = (page: Page) => page.getByRole('combobox', { name: /Filas por página/ });
const pageButtons = (page: Page) =>
  page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: /^(Página|Ir a la página) \d+$/ });
const clearFilters = (page: Page) => page.getByRole('button', { name: 'Quitar filtros' });

/**
 * Axe's serious and critical findings on the whole page, app bar included, each with where and why.
 * The pointer is parked on an empty spot first: a tooltip fading in is not what a user reads.
 */
test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
});

for (const screen of screens) {
  test(`the ${screen.resource} list has the common layout: page sizes, five centred page buttons, range, filters, sorting, selection, detail`, async ({
    page,
  }) => {
    const tag = uniqueTag('lay');
    for (let n = 1; n <= RECORDS; n += 1) await screen.create(page.request, tag, n);

    // The spec's path, 15 rows a page by default, the range in Spanish, no clear-filters button yet.
    await page.goto(screen.path);
    await page.waitForURL(new RegExp(`/gestion/${screen.resource}$`));
    await expect(page.getByText(screen.title).first()).toBeVisible();
    await expect(page.getByText(/^Mostrando 1-15 de \d+$/)).toBeVisible();
    await expect(pageSize(page)).toContainText('15');
    await expect(rows(page)).toHaveCount(15);
    await expect(clearFilters(page)).toHaveCount(0);

    // A search narrows the list (case-insensitive) and brings the clear-filters button.
    await searchBox(page).fill(tag.toUpperCase());
    await expect(page.getByText(`Mostrando 1-15 de ${RECORDS}`)).toBeVisible();
    await expect(clearFilters(page)).toBeVisible();

    // The spec's page sizes; with five a page, six pages and five buttons centred on the current one.
    await pageSize(page).click();
    await expect(page.getByRole('option')).toHaveText(['5', '10', '15', '25', '50']);
    await page.getByRole('option', { name: '5', exact: true }).click();
    await expect(page.getByText(`Mostrando 1-5 de ${RECORDS}`)).toBeVisible();
    await expect(rows(page)).toHaveCount(5);
    await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '5']);
    await page.getByRole('button', { name: 'Ir a la página 4' }).click();
    await expect(page.getByText(`Mostrando 16-20 de ${RECORDS}`)).toBeVisible();
    await expect(pageButtons(page)).toHaveText(['2', '3', '4', '5', '6']);
    await expect(page.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Ir a la última página' }).click();
    await expect(page.getByText(`Mostrando 26-26 de ${RECORDS}`)).toBeVisible();
    await expect(pageButtons(page)).toHaveText(['2', '3', '4', '5', '6']);
    await expect(page.getByRole('button', { name: 'Ir a la página siguiente' })).toBeDisabled();

    // Sorting: a new column starts ascending and goes back to page 1; the same column toggles.
    const sorted = screen.firstRow(tag);
    await page.getByRole('columnheader', { name: screen.sortColumn }).getByRole('button').click();
    await expect(page).toHaveURL(/order=ASC/);
    await expect(page.getByText(`Mostrando 1-5 de ${RECORDS}`)).toBeVisible();
    await expect(rows(page).first()).toContainText(sorted.ascending);
    await page.getByRole('columnheader', { name: screen.sortColumn }).getByRole('button').click();
    await expect(page).toHaveURL(/order=DESC/);
    await expect(rows(page).first()).toContainText(sorted.descending);

    // The header checkbox selects the rows of the page, each named for screen readers.
    await page.getByRole('checkbox', { name: 'Seleccionar todo' }).check();
    await expect(page.getByRole('checkbox', { name: 'Seleccionar esta fila' })).toHaveCount(5);
    for (const box of await page.getByRole('checkbox', { name: 'Seleccionar esta fila' }).all()) await expect(box).toBeChecked();
    await expect(page.getByRole('button', { name: 'Eliminar', exact: true })).toBeVisible();
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
    await page.getByRole('checkbox', { name: 'Seleccionar todo' }).uncheck();

    // Clearing the filters empties the search and takes the button away.
    await clearFilters(page).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(clearFilters(page)).toHaveCount(0);

    // From the keyboard, the row's link opens the detail; a click on the row does too.
    await searchBox(page).fill(tag);
    await expect(page.getByText(`Mostrando 1-5 de ${RECORDS}`)).toBeVisible();
    await rows(page).first().getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/gestion/${screen.resource}/\\d+/show`));
    await page.goBack();
    await expect(page.getByText(`Mostrando 1-5 de ${RECORDS}`)).toBeVisible();
    await rows(page).first().locator('td').nth(screen.plainCell).click();
    await page.waitForURL(new RegExp(`/gestion/${screen.resource}/\\d+/show`));

    // On the counter's tablet the page size and the page buttons are still there, and axe is happy.
    await page.goBack();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.getByText(`Mostrando 1-5 de ${RECORDS}`)).toBeVisible();
    await expect(pageSize(page)).toBeVisible();
    await expect(pageButtons(page)).toHaveText(['1', '2', '3', '4', '5']);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
}
