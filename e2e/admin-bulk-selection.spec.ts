import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * Selecting and deleting several records from a list (back-office.md §2 "List screens", §7,
 * §8): the header checkbox selects the rows of the current page and nothing beyond it, and a
 * bulk delete deletes what it may, says how many, and says for each record it could not
 * delete why not, in the server's words, above the list until it is closed.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let phoneCounter = Math.floor(Math.random() * 100);
const uniquePhone = () =>
  `6${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++ % 100).padStart(2, '0')}`;

async function created<T = { id: number }>(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
}

const createClient = async (request: APIRequestContext, name: string, lastName: string) => {
  const phone = uniquePhone();
  return created<{ id: number; fullName: string }>(
    await request.post('/api/clients', { data: { name, lastName, phone, email: `${name.toLowerCase()}.${phone}@correo.test` } }),
  );
};

const createRepair = async (request: APIRequestContext, clientId: number, model: string) =>
  created(
    await request.post('/api/repairs', {
      data: { clientId, device: 'Móvil', model, contactNumber: '612 345 678', description: 'No enciende' },
    }),
  );

const createOrder = async (request: APIRequestContext, clientId: number, name: string) =>
  created(
    await request.post('/api/orders', {
      data: { clientId, name, description: 'Pedido de prueba', quantity: 1, unitPriceCents: 1500 },
    }),
  );

const createRevision = async (request: APIRequestContext, clientId: number, model: string) =>
  created(
    await request.post('/api/revisions', {
      data: {
        clientId,
        device: 'Tablet',
        model,
        contactNumber: '612 345 678',
        motive: 'diagnostico',
        description: 'Pantalla con rayas',
        date: '2026-12-15',
      },
    }),
  );

const rows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Buscar' });
const headerCheckbox = (page: Page) => page.locator('thead').getByRole('checkbox');
const deleteSelected = (page: Page) => page.getByRole('button', { name: 'Eliminar', exact: true });

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
});

const lists: { resource: string; path: string; create: (request: APIRequestContext, tag: string, n: number) => Promise<unknown> }[] = [
  { resource: 'repairs', path: '/gestion/repairs', create: (request, tag, n) => createRepair(request, 1, `${tag} ${n}`) },
  { resource: 'revisions', path: '/gestion/revisions', create: (request, tag, n) => createRevision(request, 1, `${tag} ${n}`) },
  { resource: 'orders', path: '/gestion/orders', create: (request, tag, n) => createOrder(request, 1, `Funda ${tag} ${n}`) },
  { resource: 'clients', path: '/gestion/clients', create: (request, tag, n) => createClient(request, `Cliente${n}`, tag) },
];

for (const list of lists) {
  test(`the ${list.resource} list's header checkbox selects the page only, and nothing offers to select every page`, async ({
    page,
  }) => {
    const tag = uniqueTag('sel');
    for (let n = 1; n <= 7; n += 1) await list.create(page.request, tag, n);

    // Five rows a page: seven records make two pages.
    await page.goto(`${list.path}?perPage=5`);
    await searchBox(page).fill(tag);
    await expect(page.getByText('Mostrando 1-5 de 7')).toBeVisible();

    const header = headerCheckbox(page);
    await header.check();
    await expect(page.getByText('5 elementos seleccionados')).toBeVisible();
    // react-admin's "select all" would select the 7 (up to 250) behind one confirmation.
    await expect(page.getByRole('button', { name: /seleccionar todo/i })).toHaveCount(0);
    await expect(page.getByText(/7 elementos seleccionados/)).toHaveCount(0);
    // Its name says what it selects.
    await expect(header).toHaveAccessibleName('Seleccionar todos los de esta página');

    // The next page's header checkbox adds that page's rows, and only those.
    await page.getByRole('button', { name: 'Ir a la página 2' }).click();
    await expect(page.getByText('Mostrando 6-7 de 7')).toBeVisible();
    await expect(header).not.toBeChecked();
    await header.check();
    await expect(page.getByText('7 elementos seleccionados')).toBeVisible();
  });
}

test('deleting several clients deletes those without work, says how many, and for each of the others why not', async ({
  page,
}) => {
  const tag = uniqueTag('Bulk');
  const withRepair = await createClient(page.request, 'Ana', tag);
  const withOrder = await createClient(page.request, 'Bea', tag);
  const free = await createClient(page.request, 'Carla', tag);
  await createRepair(page.request, withRepair.id, 'Pixel 7');
  await createOrder(page.request, withOrder.id, 'Cargador');
  const hasWork = 'No se puede eliminar el cliente: tiene reparaciones, revisiones o pedidos registrados';

  await page.goto('/gestion/clients');
  await searchBox(page).fill(tag);
  await expect(page.getByText('Mostrando 1-3 de 3')).toBeVisible();
  await headerCheckbox(page).check();
  await expect(page.getByText('3 elementos seleccionados')).toBeVisible();
  await deleteSelected(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();

  const notification = page.getByText('Error al eliminar los clientes seleccionados. Se ha eliminado 1 de 3.');
  await expect(notification).toBeVisible();
  const report = page.getByRole('alert').filter({ hasText: 'No se han podido eliminar 2 de 3:' });
  await expect(report.getByRole('listitem')).toHaveText([
    `#${withRepair.id} · ${withRepair.fullName}: ${hasWork}`,
    `#${withOrder.id} · ${withOrder.fullName}: ${hasWork}`,
  ]);
  await page.screenshot({ path: test.info().outputPath('clients-bulk-delete-outcome.png') });
  // The notification goes after its 5 s; the reasons stay until they are closed.
  await expect(notification).toBeHidden({ timeout: 8000 });
  await expect(report).toBeVisible();
  await report.getByRole('button', { name: 'Cerrar' }).click();
  await expect(report).toBeHidden();

  // The one without work is gone; the other two are still listed, still selected.
  expect((await page.request.get(`/api/clients/${free.id}`)).status()).toBe(404);
  await expect(page.getByText('Mostrando 1-2 de 2')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText('2 elementos seleccionados')).toBeVisible();
});

test('a bulk delete of repairs that partly fails keeps the reason of each failure and deletes the rest', async ({ page }) => {
  const tag = uniqueTag('part');
  const repairs = [];
  for (let n = 1; n <= 3; n += 1) repairs.push(await createRepair(page.request, 1, `${tag} ${n}`));
  const refused = repairs[1]!;
  await page.route(`**/api/repairs/${refused.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'La reparación ha cambiado mientras tanto' }),
        })
      : route.fallback(),
  );

  await page.goto('/gestion/repairs');
  await searchBox(page).fill(tag);
  await expect(page.getByText('Mostrando 1-3 de 3')).toBeVisible();
  await headerCheckbox(page).check();
  await deleteSelected(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('Error al eliminar las reparaciones seleccionadas. Se han eliminado 2 de 3.')).toBeVisible();
  const report = page.getByRole('alert').filter({ hasText: 'No se ha podido eliminar 1 de 3:' });
  await expect(report.getByRole('listitem')).toHaveText([
    new RegExp(`^#${refused.id} · Móvil ${tag} 2: La reparación ha cambiado mientras tanto$`),
  ]);
  await expect(page.getByText('Mostrando 1-1 de 1')).toBeVisible();
  for (const deleted of [repairs[0]!, repairs[2]!]) {
    expect((await page.request.get(`/api/repairs/${deleted.id}`)).status()).toBe(404);
  }
});

test('selected notes that cannot all be deleted: the others are, and the board says which not and why', async ({ page }) => {
  const tag = uniqueTag('nota');
  const notes = [];
  for (let n = 1; n <= 3; n += 1) {
    notes.push(await created<{ id: number; title: string }>(await page.request.post('/api/notes', { data: { title: `${tag} ${n}`, content: 'Llamar al proveedor' } })));
  }
  const refused = notes[0]!;
  await page.route(`**/api/notes/${refused.id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Nota no encontrada' }) })
      : route.fallback(),
  );
  await page.goto('/gestion/notas');
  await page.getByRole('searchbox', { name: 'Buscar en las notas' }).fill(tag);
  for (const note of notes) await page.getByRole('checkbox', { name: `Seleccionar la nota «${note.title}»` }).check();
  await page.getByRole('button', { name: 'Eliminar seleccionadas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();

  await expect(page.getByText('Error al eliminar las notas seleccionadas. Se han eliminado 2 de 3.')).toBeVisible();
  const report = page.getByRole('alert').filter({ hasText: 'No se ha podido eliminar 1 de 3:' });
  await expect(report.getByRole('listitem')).toHaveText([`«${refused.title}»: Nota no encontrada`]);
  // The two others are gone from the board; the one left is still selected.
  await expect(page.getByRole('checkbox', { name: `Seleccionar la nota «${refused.title}»` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Seleccionar la nota «${notes[1]!.title}»` })).toHaveCount(0);
});
