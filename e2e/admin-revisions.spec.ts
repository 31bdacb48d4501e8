import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';
import { addDays, formatDay, madridDay } from '../libs/domain/src/shared/dates';

/**
 * The back-office's revision screens (back-office.md §2, §4, §5, §8) against the real server
 * with the demo data. Every test makes its own revisions through the API, named with a tag of
 * its own, so the tests neither depend on one another nor on what other specs leave behind.
 */

/** A PNG by its content (the server judges uploads by their magic bytes): 1×1, one pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in as the demo gerente; the browser context keeps the session cookie. */
async function logInAsGerente(page: Page) {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
}

interface ApiRevision {
  id: number;
  version: number;
  device: string;
  model: string;
  description: string;
  status: string;
  [field: string]: unknown;
}

/** A revision registered through the API, for María García López (the demo's client #1). */
async function createRevision(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<ApiRevision> {
  const answer = await request.post('/api/revisions', {
    data: {
      clientId: 1,
      device: 'Móvil',
      model: 'Modelo E2E',
      contactNumber: '612 345 678',
      motive: 'diagnostico',
      description: 'No carga la batería',
      date: '2026-12-15',
      ...fields,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as ApiRevision;
}

const rows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Buscar' });

/** Stops the page's fake clock about where it is (it was installed running, so the app could load). */
async function freezeClock(page: Page) {
  for (let margin = 100; ; margin *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + margin);
      return;
    } catch (error) {
      if (margin > 5000 || !String(error).includes('past')) throw error;
    }
  }
}

test.beforeEach(async ({ page }) => {
  await logInAsGerente(page);
});

test('the list searches, filters by status, clears the filters, sorts, pages and opens a revision', async ({ page }) => {
  const tag = uniqueTag('lst');
  const devices = ['Tablet', 'Consola', 'Altavoz', 'Portátil', 'Móvil', 'Reloj', 'Cámara'];
  const created: ApiRevision[] = [];
  for (const [index, device] of devices.entries()) {
    created.push(await createRevision(page.request, { device, model: `${tag} ${index + 1}` }));
  }
  expect((await page.request.post(`/api/revisions/${created[0]!.id}/archive`)).status()).toBe(200);
  // Enough revisions in all for more than five pages of five.
  const total = Number((await page.request.get('/api/revisions?range=[0,0]')).headers()['content-range']?.split('/')[1]);
  const padding = uniqueTag('pad');
  for (let index = total; index < 30; index++) await createRevision(page.request, { model: `${padding} ${index}` });

  // The spec's path leads to the list, titled as the spec says, 15 a page by default.
  await page.goto('/gestion/revisiones');
  await page.waitForURL(/\/gestion\/revisions$/);
  await expect(page.getByText('Lista de Revisiones')).toBeVisible();
  await expect(page.getByText(/^Mostrando 1-\d+ de \d+$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Filas por página/ })).toContainText('15');
  await expect(page.getByRole('button', { name: 'Quitar filtros' })).toHaveCount(0);

  // Search: a case-insensitive substring; the clear-filters button appears.
  await searchBox(page).fill(tag.toUpperCase());
  await expect(page.getByText('Mostrando 1-7 de 7')).toBeVisible();
  await expect(rows(page)).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Quitar filtros' })).toBeVisible();

  // Status filter: the archived one, with its grey 'Archivada' chip.
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Archivada' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Tablet');
  await expect(rows(page).first().locator('[data-status="archived"]')).toHaveText('Archivada');

  // Clearing empties the search box and the filter.
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Quitar filtros' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/filter=%7B%22/);

  // Sort: a new column starts ascending, the same column toggles.
  await searchBox(page).fill(tag);
  await expect(rows(page)).toHaveCount(7);
  const sorted = [...devices].sort((a, b) => a.localeCompare(b, 'es'));
  await page.getByRole('columnheader', { name: 'Dispositivo' }).getByRole('button').click();
  await expect(rows(page).first()).toContainText(sorted[0]!);
  await expect(rows(page).last()).toContainText(sorted.at(-1)!);
  await page.getByRole('columnheader', { name: 'Dispositivo' }).getByRole('button').click();
  await expect(rows(page).first()).toContainText(sorted.at(-1)!);

  // Page size 5: two pages, back to page 1 on each change.
  await page.getByRole('combobox', { name: /Filas por página/ }).click();
  await expect(page.getByRole('option')).toHaveText(['5', '10', '15', '25', '50']);
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page.getByText('Mostrando 1-5 de 7')).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await page.getByRole('button', { name: 'Ir a la página 2' }).click();
  await expect(page.getByText('Mostrando 6-7 de 7')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');

  // At most five page buttons, centred on the current page.
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page.getByText(/^Mostrando 1-5 de \d+$/)).toBeVisible();
  const pageButtons = page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', {
    name: /^(Ir a la página|Página) \d+$/,
  });
  await page.getByRole('button', { name: 'Ir a la página 3' }).click();
  await expect(page.getByRole('button', { name: 'Página 3' })).toBeVisible();
  await expect(pageButtons).toHaveText(['1', '2', '3', '4', '5']);
  // (30 revisions at least: six pages or more.)
  await page.getByRole('button', { name: 'Ir a la página 4' }).click();
  await expect(page.getByRole('button', { name: 'Página 4' })).toBeVisible();
  await expect(pageButtons).toHaveText(['2', '3', '4', '5', '6']);
  await page.getByRole('button', { name: 'Ir a la última página' }).click();
  await expect(page.getByRole('button', { name: 'Ir a la página siguiente' })).toBeDisabled();
  await expect(pageButtons).toHaveCount(5);
  await expect(pageButtons.last()).toHaveAttribute('aria-current', 'page');

  // A row opens its detail.
  await searchBox(page).fill(`${tag} 3`);
  await expect(rows(page)).toHaveCount(1);
  await rows(page).first().getByText('Altavoz').click();
  await page.waitForURL(new RegExp(`/gestion/revisions/${created[2]!.id}/show$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Altavoz');
});

test('an empty search shows the no-results row with the clear-filters button', async ({ page }) => {
  await page.goto('/gestion/revisions');
  await searchBox(page).fill('ninguna-revision-se-llama-asi');
  await expect(page.getByRole('status').filter({ hasText: 'Ninguna revisión coincide' })).toBeVisible();
  await page.getByRole('status').getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(rows(page).first()).toBeVisible();
});

test('a list that fails to load says so and reloads on request', async ({ page }) => {
  await page.route('**/api/revisions?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/gestion/revisions');
  const failure = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Recargar' }) });
  await expect(failure).toContainText('Error al cargar las revisiones');
  await page.unroute('**/api/revisions?*');
  await failure.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByText(/^Mostrando 1-\d+ de \d+$/)).toBeVisible();
});

test('a revision is created with a client found by search, and the form explains what is missing', async ({ page }) => {
  const tag = uniqueTag('new');
  await page.goto('/gestion/revisions/create');
  await page.getByLabel('Modelo').fill(tag);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Debe seleccionar un cliente')).toBeVisible();
  await expect(page.getByText('El dispositivo es obligatorio')).toBeVisible();
  await expect(page.getByText('La descripción es obligatoria')).toBeVisible();

  const client = page.getByLabel('Cliente');
  await client.fill('Marí');
  await page.getByRole('option', { name: /María García López/ }).click();
  await expect(page.getByLabel('Número de contacto')).toHaveValue('612 345 678');
  await page.getByLabel('Dispositivo').fill('Portátil');
  await page.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Problema de software' }).click();
  await page.getByLabel('Descripción del problema').fill('Se reinicia al abrir el navegador');
  await page.getByLabel('Código de desbloqueo').fill('2468');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await expect(page.getByText('Revisión creada exitosamente')).toBeVisible();
  await page.waitForURL(/\/gestion\/revisions\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Portátil ${tag}`);
  const info = page.getByRole('region', { name: 'Información de la revisión' });
  await expect(info).toContainText('Problema de software');
  await expect(info).toContainText('Pendiente');
  // The unlock code is masked until revealed, and hidden again on request. Revealed as soon as
  // the screen shows, it stays revealed while the record's later versions come (the screen reads
  // the record again; the «recibido» notice is added in the background).
  await expect(page.getByTestId('unlock-code')).toHaveText('••••');
  await page.getByRole('button', { name: 'Mostrar el código de desbloqueo' }).click();
  await expect(page.getByTestId('unlock-code')).toHaveText('2468');
  await page.waitForTimeout(1_000);
  await expect(page.getByTestId('unlock-code')).toHaveText('2468');
  await page.getByRole('button', { name: 'Ocultar el código de desbloqueo' }).click();
  await expect(page.getByTestId('unlock-code')).toHaveText('••••');
  // The client section, from the client's record.
  const clientSection = page.getByRole('region', { name: 'Información del cliente' });
  await expect(clientSection.getByRole('link', { name: 'María García López' })).toBeVisible();
  await expect(clientSection).toContainText('maria.garcia@example.es');
  // The albarán (service sheet) of this revision.
  const id = page.url().match(/revisions\/(\d+)\/show/)![1];
  await page.getByRole('link', { name: 'Albarán' }).click();
  await page.waitForURL(new RegExp(`/gestion/albaran/revision/${id}$`));
});

test('editing checks the spec’s rules, cancel restores the revision, save keeps the change', async ({ page }) => {
  const tag = uniqueTag('edt');
  const revision = await createRevision(page.request, { device: 'Tablet', model: `${tag} antes` });

  await page.goto(`/gestion/revision/${revision.id}`);
  await page.waitForURL(new RegExp(`/gestion/revisions/${revision.id}/show$`));
  await page.getByRole('link', { name: 'Editar' }).click();
  await page.waitForURL(new RegExp(`/gestion/revisions/${revision.id}$`));

  // Client-side checks with the spec's messages.
  const device = page.getByLabel('Dispositivo');
  const contact = page.getByLabel('Número de contacto');
  await device.fill('   ');
  await contact.fill('llámame');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('El dispositivo es obligatorio')).toBeVisible();
  await expect(page.getByText('Formato de teléfono inválido')).toBeVisible();
  await expect(page.getByText('Por favor, corrige los errores en el formulario')).toBeVisible();

  // Cancel restores what the revision holds.
  await device.fill('Cambiado sin guardar');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.waitForURL(new RegExp(`/gestion/revisions/${revision.id}/show$`));
  const info = page.getByRole('region', { name: 'Información de la revisión' });
  await expect(info).toContainText('Tablet');
  await expect(info).toContainText('612 345 678');
  await expect(info).not.toContainText('Cambiado sin guardar');
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Dispositivo')).toHaveValue('Tablet');
  await expect(page.getByLabel('Número de contacto')).toHaveValue('612 345 678');

  // Save.
  await page.getByLabel('Modelo').fill(`${tag} después`);
  await page.getByLabel('Número de contacto').fill('+34 (91) 123-45-67');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Revisión actualizada correctamente')).toBeVisible();
  await page.waitForURL(new RegExp(`/gestion/revisions/${revision.id}/show$`));
  await expect(info).toContainText(`${tag} después`);
  await expect(info).toContainText('+34 (91) 123-45-67');

  // The history tells it in Spanish: before → after, who, when.
  await page.getByRole('tab', { name: 'Historial' }).click();
  await page.waitForURL(new RegExp(`/gestion/revisions/${revision.id}/show/historial$`));
  const history = page.getByRole('tabpanel');
  await expect(history.getByRole('heading', { name: 'Datos corregidos' })).toBeVisible();
  await expect(history.getByText(`Modelo: ${tag} antes → ${tag} después`)).toBeVisible();
  await expect(history.getByRole('heading', { name: 'Revisión registrada' })).toBeVisible();
  await expect(history.getByText(/Gonzalo Gerente \(Gerente\)/).first()).toBeVisible();
  await expect(history.locator('time').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
});

test('a save over someone else’s change is refused in Spanish and keeps what was typed', async ({ page }) => {
  const revision = await createRevision(page.request, { device: 'Consola', model: uniqueTag('cfl') });
  await page.goto(`/gestion/revisions/${revision.id}`);
  const description = page.getByLabel('Descripción del problema');
  await expect(description).toHaveValue('No carga la batería');

  // Someone else edits the same revision meanwhile (same API, another screen).
  const current = (await (await page.request.get(`/api/revisions/${revision.id}`)).json()) as ApiRevision;
  const elsewhere = await page.request.put(`/api/revisions/${revision.id}`, {
    data: { ...current, images: undefined, unlockCode: undefined, model: 'Cambiado en otro puesto' },
  });
  expect(elsewhere.status()).toBe(200);

  await description.fill('Escrito a mano en el mostrador');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/Otra persona ha modificado esta revisión/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gestion/revisions/${revision.id}$`));
  await expect(description).toHaveValue('Escrito a mano en el mostrador');
  // Nothing of the stale screen was written.
  const after = (await (await page.request.get(`/api/revisions/${revision.id}`)).json()) as ApiRevision;
  expect(after.description).toBe('No carga la batería');
  expect(after.model).toBe('Cambiado en otro puesto');
});

test('archive and unarchive: each offered only when it applies; notifications close after 5 s', async ({ page }) => {
  const revision = await createRevision(page.request, { device: 'Altavoz', model: uniqueTag('arc') });
  await page.clock.install();
  await page.goto(`/gestion/revisions/${revision.id}/show`);
  const header = page.getByRole('heading', { level: 1 });
  await expect(header).toContainText('Altavoz');
  await expect(page.getByRole('button', { name: 'Desarchivar' })).toHaveCount(0);

  // By keyboard, on a stopped clock: the notification's 5 s are counted from its opening.
  await freezeClock(page);
  await page.getByRole('button', { name: 'Archivar', exact: true }).focus();
  await page.keyboard.press('Enter');
  const archived = page.getByText('Revisión archivada correctamente');
  await expect(archived).toBeVisible();
  /** Moves the page's time on, letting React render between the timers it sets (its renders are not timers). */
  const advance = async (ms: number) => {
    await page.clock.runFor(ms);
    await page.waitForTimeout(150);
    await page.clock.runFor(400); // an exit transition, had one started
    await page.waitForTimeout(150);
  };
  await advance(4_000); // 4.4 s: still there (react-admin's own default closes at 4 s)
  await expect(archived).toBeVisible();
  await advance(700); // 5.5 s: gone
  await expect(archived).toBeHidden();
  await page.clock.resume();

  await expect(page.locator('h1 + [data-status]')).toHaveText('Archivada');
  await expect(page.getByRole('button', { name: 'Archivar', exact: true })).toHaveCount(0);
  const dates = page.getByRole('region', { name: 'Fechas' });
  await expect(dates).toContainText('Fecha de archivo');

  await page.getByRole('button', { name: 'Desarchivar' }).click();
  await expect(page.getByText('Revisión desarchivada correctamente')).toBeVisible();
  await expect(page.locator('h1 + [data-status]')).toHaveText('Pendiente');
  await expect(page.getByRole('button', { name: 'Archivar', exact: true })).toBeVisible();
  await expect(dates).not.toContainText('Fecha de archivo');
});

/** The Madrid day `days` calendar days from today, as `YYYY-MM-DD` and as dd/mm/yyyy. */
const isoDay = (days = 0) => addDays(madridDay(new Date()), days);
const spanishDay = (days = 0) => formatDay(isoDay(days));

test('converting opens the repair it became, entered today; the revision stays, listed as converted and linked to it', async ({ page }) => {
  const model = uniqueTag('cnv');
  // Booked for next week: the device is in the shop from today, not from the booked day.
  const revision = await createRevision(page.request, { device: 'Smartwatch', model, date: isoDay(6) });
  await page.goto(`/gestion/revisions/${revision.id}/show`);
  await page.getByRole('button', { name: 'Convertir en reparación' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Convertir la revisión #${revision.id} en reparación`);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('Revisión convertida a reparación correctamente')).toBeVisible();
  await page.waitForURL(/\/gestion\/repairs\/\d+\/show$/);
  const repairId = Number(page.url().match(/repairs\/(\d+)\/show/)![1]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Smartwatch ${model}`);
  await expect(page.getByText('Fecha de entrada').locator('xpath=..')).toContainText(spanishDay());
  await expect(page.getByText('Fecha de entrada').locator('xpath=..')).not.toContainText(spanishDay(6));

  // The list says what it became, and its 'Pendiente' filter no longer counts it as open work.
  await page.goto('/gestion/revisions');
  await searchBox(page).fill(model);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('[data-status="converted"]')).toHaveText('Convertida en reparación');
  await expect(rows(page).first().getByRole('link', { name: `Ver reparación #${repairId}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Pendiente' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ninguna revisión coincide' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Convertida en reparación' }).click();
  await expect(rows(page)).toHaveCount(1);

  await page.goto(`/gestion/revisions/${revision.id}/show`);
  await expect(page.locator('h1 + [data-status]')).toHaveText('Convertida en reparación');
  await expect(page.getByText(`Esta revisión ya se convirtió en la reparación #${repairId}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convertir en reparación' })).toHaveCount(0);
  await expect(page.getByText(`Esta revisión ya es la reparación #${repairId}: las imágenes nuevas se añaden allí.`)).toBeVisible();
  await page.getByRole('link', { name: `Ver reparación #${repairId}` }).first().click();
  await page.waitForURL(new RegExp(`/gestion/repairs/${repairId}/show$`));
});

test('images: checked before sending, uploaded, shown, deleted after a confirmation', async ({ page }) => {
  const revision = await createRevision(page.request, { device: 'Cámara', model: uniqueTag('img') });
  await page.goto(`/gestion/revisions/${revision.id}/show`);
  const images = page.getByRole('region', { name: 'Imágenes' });
  await expect(images).toContainText('Esta revisión no tiene imágenes.');
  const input = page.getByTestId('revision-image-input');

  // Checked here: type and size (spec §5).
  await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(page.getByText('Tipo de archivo no permitido. Solo se permiten: JPG, PNG, WEBP, GIF')).toBeVisible();
  await input.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(page.getByText('El archivo es demasiado grande. Tamaño máximo: 10MB')).toBeVisible();
  // Checked by the server, by content: its code becomes the spec's text (§8).
  await input.setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
  await expect(page.getByText('Tipo de archivo no soportado')).toBeVisible();

  await input.setInputFiles({ name: 'frontal.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Imagen subida correctamente')).toBeVisible();
  const image = images.getByRole('img', { name: 'frontal.png' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await images.getByRole('button', { name: 'Eliminar la imagen «frontal.png»' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Seguro que quieres eliminar la imagen «frontal.png»?');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Imagen eliminada correctamente')).toBeVisible();
  await expect(images.getByRole('img')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Imagen añadida' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Imagen eliminada' })).toBeVisible();
});

test('deleting: one from its row, one or many selected, with the spec’s texts; failures say so', async ({ page }) => {
  const tag = uniqueTag('del');
  for (let index = 1; index <= 5; index++) await createRevision(page.request, { model: `${tag} ${index}` });
  await page.goto('/gestion/revisions');
  await searchBox(page).fill(tag);
  await expect(rows(page)).toHaveCount(5);

  // The header checkbox selects the page; clearing the selection unselects it.
  await page.getByRole('checkbox', { name: 'Seleccionar todo' }).check();
  await expect(page.getByText('5 elementos seleccionados')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar la selección' }).click();
  await expect(page.getByText('5 elementos seleccionados')).toBeHidden();

  // Failures first (the server is made to refuse): one, then several.
  await page.route('**/api/revisions/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Fallo simulado"}' })
      : route.continue(),
  );
  await rows(page).nth(0).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Error al eliminar la revisión', { exact: true })).toBeVisible();
  await rows(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Error al eliminar las revisiones seleccionadas')).toBeVisible();
  await page.unroute('**/api/revisions/*');
  await page.getByRole('button', { name: 'Quitar la selección' }).click();

  // One from its row.
  const firstId = (await rows(page).first().locator('td').nth(1).innerText()).trim();
  await rows(page).first().getByRole('button', { name: `Eliminar la revisión #${firstId}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Eliminar la revisión #${firstId}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Revisión eliminada exitosamente')).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(page).toHaveURL(/\/gestion\/revisions(\?|$)/);

  // One selected.
  await rows(page).first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('¿Seguro que quieres eliminar esta revisión?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Revisión eliminada exitosamente').last()).toBeVisible();
  await expect(rows(page)).toHaveCount(3);

  // Several selected.
  await page.getByRole('checkbox', { name: 'Seleccionar todo' }).check();
  await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('¿Seguro que quieres eliminar estas 3 revisiones?');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('3 revisiones eliminadas exitosamente')).toBeVisible();
  await expect(page.getByText('Ninguna revisión coincide con la búsqueda o el filtro.')).toBeVisible();
});

test('the detail deletes its revision after a confirmation and goes back to the list', async ({ page }) => {
  const revision = await createRevision(page.request, { model: uniqueTag('ddl') });
  await page.goto(`/gestion/revisions/${revision.id}/show`);
  await page.getByRole('toolbar', { name: 'Acciones de la revisión' }).getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Revisión eliminada correctamente')).toBeVisible();
  await page.waitForURL(/\/gestion\/revisions$/);
  expect((await page.request.get(`/api/revisions/${revision.id}`)).status()).toBe(404);

  // A revision that is no more reads as the spec says, and opens what it was (it was deleted).
  await page.goto(`/gestion/revisions/${revision.id}/show`);
  await expect(page.getByText('No se encontraron datos de la revisión. Este registro se eliminó.')).toBeVisible();
  await page.waitForURL(new RegExp(`/gestion/deleted/revision-${revision.id}/show$`));
  // One never registered is not found, and the list again.
  await page.goto('/gestion/revisions/999999/show');
  await expect(page.getByText('No se encontraron datos de la revisión', { exact: true })).toBeVisible();
  await page.waitForURL(/\/gestion\/revisions$/);
});

test('the list and the detail have no serious or critical accessibility findings', async ({ page }) => {
  const revision = await createRevision(page.request, { model: uniqueTag('axe'), unlockCode: '1357' });
  await page.request.post('/api/uploads', {
    multipart: { type: 'revision', id: String(revision.id), file: { name: 'axe.png', mimeType: 'image/png', buffer: PNG } },
  });

  await page.goto('/gestion/revisions');
  await expect(page.getByText(/^Mostrando 1-\d+ de \d+$/)).toBeVisible();
  await rows(page).first().getByRole('checkbox').check(); // the bulk toolbar too
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  await page.goto(`/gestion/revisions/${revision.id}/show`);
  await expect(page.getByRole('img', { name: 'axe.png' })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Revisión registrada' })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  await page.goto(`/gestion/revisions/${revision.id}`);
  await expect(page.getByLabel('Dispositivo')).toHaveValue('Móvil');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
});
