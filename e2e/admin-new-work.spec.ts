import { expect, test, type Locator, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

/** Demo client #1 (the demo data always has her). */
const MARIA = { name: 'María García López', phone: '612 345 678', email: 'maria.garcia@example.es' };

const MESSAGES = {
  formHasErrors: 'Por favor, corrige los errores en el formulario',
  clientRequired: 'Debe seleccionar un cliente',
  quickClientIncomplete: 'Por favor, completa todos los campos',
  clientExists: 'Ya existe un cliente con ese teléfono o email',
  orderCreated: 'Pedido creado exitosamente',
  repairCreated: 'Reparación registrada exitosamente',
  revisionCreated: 'Revisión creada exitosamente',
  orderFailed: 'Error al crear el pedido. Inténtalo de nuevo.',
  offline: 'Error de conexión. Verifica tu conexión a internet.',
  serverError: 'Error del servidor. Inténtalo de nuevo más tarde.',
};

async function logInAsGerente(page: Page) {
  await page.goto('/acceso-gerencia');
  await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
  await page.getByLabel('Contraseña').fill('demo-taller');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Inicio de sesión exitoso. Redirigiendo...')).toBeVisible();
  await page.waitForURL(/\/gestion/);
}

/** A word only this run's records contain. */
const tag = (label: string) => `${label} ${Date.now().toString(36)}`;
/** A Spanish mobile number no demo client has. */
const unusedPhone = () => `6${String(Date.now()).slice(-8)}`;

/** Only the chosen tab's panel is shown (the others are hidden, so roles skip them). */
const panel = (page: Page) => page.getByRole('tabpanel');
const clientBox = (page: Page) => panel(page).getByRole('combobox', { name: 'Cliente' });
const notice = (page: Page) => page.getByTestId('new-work-notice');

async function openTab(page: Page, name: 'Pedido' | 'Reparación' | 'Revisión') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Searches and chooses with the keyboard, as at the counter. */
async function chooseClient(page: Page, search: string, name: string) {
  await clientBox(page).fill(search);
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await clientBox(page).press('Enter');
  await expect(clientBox(page)).toHaveValue(new RegExp(name));
}

async function pickOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option }).click();
}

/** Set in the page: still there after a creation means the page was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test.beforeEach(async ({ page }) => {
  await logInAsGerente(page);
});

test('the page opens on the repair tab with the focus on the client search; the address chooses the tab', async ({ page }) => {
  await page.goto('/gestion/nuevo-trabajo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo trabajo' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Tipo de trabajo' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Reparación' })).toHaveAttribute('aria-selected', 'true');
  await expect(clientBox(page)).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  // Choosing a tab puts it in the address; the address opens it.
  await openTab(page, 'Pedido');
  await expect(page).toHaveURL(/\/gestion\/nuevo-trabajo\?tipo=pedido$/);
  await page.goto('/gestion/nuevo-trabajo?tipo=revision');
  await expect(page.getByRole('tab', { name: 'Revisión' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('button', { name: 'Crear revisión' })).toBeVisible();

  // An unknown kind opens the default tab rather than nothing.
  await page.goto('/gestion/nuevo-trabajo?tipo=otra-cosa');
  await expect(page.getByRole('tab', { name: 'Reparación' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('button', { name: 'Registrar reparación' })).toBeVisible();
});

test('the client search starts at two characters, waits for the typing, shows name, phone and e-mail, and the keyboard chooses', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/clients/search')) searches.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  await page.goto('/gestion/nuevo-trabajo');
  const search = clientBox(page);

  await search.pressSequentially('M');
  await expect(page.getByText('Escribe al menos 2 caracteres', { exact: true })).toBeVisible();
  await search.pressSequentially('ar', { delay: 40 });
  const maria = page.getByRole('option', { name: new RegExp(MARIA.name) });
  await expect(maria).toBeVisible();
  await expect(maria).toContainText(MARIA.phone);
  await expect(maria).toContainText(MARIA.email);
  // One search for the pause, not one per key; never for a single character.
  expect(searches).toEqual(['Mar']);

  // Arrows move through the matches, Enter chooses.
  await search.press('ArrowDown');
  await search.press('ArrowUp');
  await search.pressSequentially('í');
  await expect(page.getByRole('option')).toHaveCount(1);
  await search.press('Enter');
  await expect(search).toHaveValue(`${MARIA.name} · ${MARIA.phone}`);
  await expect(panel(page).getByText(MARIA.email)).toBeVisible();
  // The repair's contact number starts as her phone.
  await expect(panel(page).getByLabel('Número de contacto')).toHaveValue(MARIA.phone);

  // The client stays chosen in the other tabs.
  await openTab(page, 'Pedido');
  await expect(clientBox(page)).toHaveValue(`${MARIA.name} · ${MARIA.phone}`);
  await expect(panel(page).getByLabel('Teléfono')).toHaveValue(MARIA.phone);
});

test('the quick client creates a client and chooses it; a phone the shop knows offers that client instead', async ({ page }) => {
  await page.goto('/gestion/nuevo-trabajo?tipo=revision');
  await panel(page).getByRole('button', { name: 'Nuevo cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await expect(dialog.getByLabel('Nombre')).toBeFocused();
  await dialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(dialog.getByText(MESSAGES.quickClientIncomplete)).toBeVisible();
  await expect(dialog.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(page);

  // A new customer: created, then chosen for the form (Enter sends the little form).
  const name = tag('Cliente Rápido');
  const phone = unusedPhone();
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByLabel('Teléfono').fill(phone);
  await dialog.getByLabel('Teléfono').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Cliente «${name}» creado y seleccionado`)).toBeVisible();
  await expect(clientBox(page)).toHaveValue(`${name} · ${phone}`);
  await expect(panel(page).getByLabel('Número de contacto')).toHaveValue(phone);
  // The search finds it from now on.
  const found = await (await page.request.get(`/api/clients/search?q=${encodeURIComponent(phone)}`)).json();
  expect(found).toEqual([expect.objectContaining({ name, phone })]);

  // María's phone again: no duplicate, she is offered instead.
  await panel(page).getByRole('button', { name: 'Nuevo cliente' }).click();
  await dialog.getByLabel('Nombre').fill('María otra vez');
  await dialog.getByLabel('Teléfono').fill('612345678');
  await dialog.getByRole('button', { name: 'Crear cliente' }).click();
  await expect(dialog.getByText(MESSAGES.clientExists)).toBeVisible();
  await expect(dialog.getByText(MARIA.name)).toBeVisible();
  const useExisting = dialog.getByRole('button', { name: 'Usar este cliente' });
  await expect(useExisting).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await useExisting.click();
  await expect(dialog).toBeHidden();
  await expect(clientBox(page)).toHaveValue(`${MARIA.name} · ${MARIA.phone}`);
  // The number filled in for the previous client follows the new one.
  await expect(panel(page).getByLabel('Número de contacto')).toHaveValue(MARIA.phone);
});

test('each tab says what is missing in the spec’s words', async ({ page }) => {
  await page.goto('/gestion/nuevo-trabajo?tipo=reparacion');
  await panel(page).getByRole('button', { name: 'Registrar reparación' }).click();
  await expect(page.getByText(MESSAGES.formHasErrors)).toBeVisible();
  for (const message of [MESSAGES.clientRequired, 'El dispositivo es obligatorio', 'La descripción del problema es obligatoria']) {
    await expect(panel(page).getByText(message)).toBeVisible();
  }
  // Model, contact number and motive are asked for but not enforced (spec §5).
  await expect(panel(page).getByText('El modelo es obligatorio')).toHaveCount(0);
  await expect(clientBox(page)).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await openTab(page, 'Revisión');
  await panel(page).getByLabel('Fecha programada').fill('');
  await panel(page).getByRole('button', { name: 'Crear revisión' }).click();
  for (const message of [
    MESSAGES.clientRequired,
    'El dispositivo es obligatorio',
    'El modelo es obligatorio',
    'El número de contacto es obligatorio',
    'El motivo es obligatorio',
    'La descripción es obligatoria',
    'La fecha es obligatoria',
  ]) {
    await expect(panel(page).getByText(message)).toBeVisible();
  }
  // The refused form moves the focus to its first field: typing starts once it has (else the text lands there).
  await expect(clientBox(page)).toBeFocused();
  await panel(page).getByLabel('Número de contacto').fill('teléfono');
  await expect(panel(page).getByText('Formato de teléfono inválido')).toBeVisible();

  await openTab(page, 'Pedido');
  await panel(page).getByLabel('Cantidad').fill('0');
  await panel(page).getByLabel('Fecha del pedido').fill('');
  await panel(page).getByRole('button', { name: 'Crear pedido' }).click();
  for (const message of [
    MESSAGES.clientRequired,
    'El nombre del pedido es obligatorio',
    'La descripción es obligatoria',
    'La cantidad debe ser mayor a 0',
    'El precio debe ser mayor a 0',
    'La fecha es obligatoria',
  ]) {
    await expect(panel(page).getByText(message)).toBeVisible();
  }
  // Choosing the client clears its message at once.
  await chooseClient(page, 'García', MARIA.name);
  await expect(panel(page).getByText(MESSAGES.clientRequired)).toHaveCount(0);
});

test('the order total is computed live with its base and IVA', async ({ page }) => {
  await page.goto('/gestion/nuevo-trabajo?tipo=pedido');
  const total = panel(page).getByTestId('live-order-total');
  await expect(panel(page).getByLabel('Cantidad')).toHaveValue('1');
  await expect(total.getByTestId('live-order-total-amount')).toHaveText(/^0,00\s€$/);
  await panel(page).getByLabel('Precio unitario (€)').fill('12.50');
  await expect(total.getByTestId('live-order-total-amount')).toHaveText(/^12,50\s€$/);
  await panel(page).getByLabel('Cantidad').fill('3');
  await expect(total.getByTestId('live-order-total-amount')).toHaveText(/^37,50\s€$/);
  await expect(total).toContainText(/Base imponible\s*30,99\s€/);
  await expect(total).toContainText(/IVA \(21 %\)\s*6,51\s€/);
});

test('a repair, a revision and an order are created in turn, each with a link to it, and the form is ready for the next customer without a reload', async ({ page }) => {
  await page.goto('/gestion/nuevo-trabajo');
  await markDocument(page);

  // Repair: the defaults are the spec's (flexible price, unpaid, cash, today), Enter sends.
  const model = tag('Galaxy A54');
  await chooseClient(page, 'Marí', MARIA.name);
  await expect(panel(page).getByRole('combobox', { name: 'Tipo de precio' })).toContainText('Presupuesto orientativo');
  await expect(panel(page).getByRole('combobox', { name: 'Método de pago' })).toContainText('Efectivo');
  await expect(panel(page).getByLabel('Pagada')).not.toBeChecked();
  const today = await panel(page).getByLabel('Fecha de entrada').inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await panel(page).getByLabel('Dispositivo').fill('Móvil');
  await panel(page).getByLabel('Descripción').fill('La pantalla parpadea');
  await panel(page).getByLabel('Modelo').fill(model);
  await panel(page).getByLabel('Modelo').press('Enter');

  await expect(notice(page)).toContainText(MESSAGES.repairCreated);
  const repairLink = notice(page).getByRole('link', { name: /Ver la reparación #\d+/ });
  const repairId = (await repairLink.textContent())!.match(/#(\d+)/)![1];
  // Ready again: empty, today's date, the client cleared and the search focused for the next customer.
  await expect(clientBox(page)).toBeFocused();
  await expect(clientBox(page)).toHaveValue('');
  await expect(panel(page).getByLabel('Dispositivo')).toHaveValue('');
  await expect(panel(page).getByLabel('Modelo')).toHaveValue('');
  await expect(panel(page).getByLabel('Fecha de entrada')).toHaveValue(today);
  expect(await stillSameDocument(page)).toBe(true);
  await expectNoSeriousAxeViolations(page);
  const repair = await (await page.request.get(`/api/repairs/${repairId}`)).json();
  expect(repair).toMatchObject({ model, priceType: 'flexible', isPaid: false, paymentMethod: 'cash', entryDate: today, contactNumber: MARIA.phone });

  // Revision: the same customer again is one click.
  await notice(page).getByRole('button', { name: `Otro trabajo para ${MARIA.name}` }).click();
  await openTab(page, 'Revisión');
  await expect(clientBox(page)).toHaveValue(`${MARIA.name} · ${MARIA.phone}`);
  await expect(panel(page).getByLabel('Fecha programada')).toHaveValue(today);
  const device = tag('Tablet');
  await panel(page).getByLabel('Dispositivo').fill(device);
  await panel(page).getByLabel('Modelo').fill('iPad 9');
  await pickOption(page, panel(page).getByRole('combobox', { name: 'Motivo' }), 'Diagnóstico');
  await panel(page).getByLabel('Descripción del problema').fill('Se apaga sola');
  await panel(page).getByRole('button', { name: 'Crear revisión' }).click();
  await expect(notice(page)).toContainText(MESSAGES.revisionCreated);
  await expect(notice(page).getByRole('link', { name: /Ver la revisión #\d+/ })).toBeVisible();
  await expect(panel(page).getByLabel('Dispositivo')).toHaveValue('');
  await expect(clientBox(page)).toHaveValue('');

  // Order: quantity 1, cash, unpaid, today by default; the link opens it.
  await openTab(page, 'Pedido');
  await expect(panel(page).getByLabel('Cantidad')).toHaveValue('1');
  await expect(panel(page).getByRole('combobox', { name: 'Método de pago' })).toContainText('Efectivo');
  await expect(panel(page).getByLabel('Pagado')).not.toBeChecked();
  await expect(panel(page).getByLabel('Fecha del pedido')).toHaveValue(today);
  const product = tag('Funda de silicona');
  await chooseClient(page, '612 345', MARIA.name);
  await panel(page).getByLabel('Descripción').fill('Funda azul para iPhone 13');
  await panel(page).getByLabel('Precio unitario (€)').fill('9.95');
  await panel(page).getByLabel('Cantidad').fill('2');
  await panel(page).getByLabel('Nombre').fill(product);
  await panel(page).getByLabel('Nombre').press('Enter');
  await expect(notice(page)).toContainText(MESSAGES.orderCreated);
  await expect(panel(page).getByLabel('Nombre')).toHaveValue('');
  await expect(panel(page).getByLabel('Cantidad')).toHaveValue('1');
  expect(await stillSameDocument(page)).toBe(true);

  await notice(page).getByRole('link', { name: /Ver el pedido #\d+/ }).click();
  await expect(page).toHaveURL(/\/gestion\/orders\/\d+\/show$/);
  await expect(page.getByText(product).first()).toBeVisible();

  // The repair's link led to the repair.
  await page.goto(`/gestion/repairs/${repairId}/show`);
  await expect(page.getByText(model).first()).toBeVisible();
});

test('failures are said in the spec’s words and server field errors appear beside their fields', async ({ page }) => {
  await page.goto('/gestion/nuevo-trabajo?tipo=pedido');
  await chooseClient(page, 'Marí', MARIA.name);
  await panel(page).getByLabel('Nombre').fill('Cargador USB-C');
  await panel(page).getByLabel('Descripción').fill('Cargador rápido de 25 W');
  await panel(page).getByLabel('Precio unitario (€)').fill('19.90');
  const send = panel(page).getByRole('button', { name: 'Crear pedido' });

  const answers: Array<'offline' | 'server' | 'refused'> = ['offline', 'server', 'refused'];
  await page.route('**/api/orders', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = answers.shift();
    if (answer === 'offline') return route.abort('internetdisconnected');
    if (answer === 'server') return route.fulfill({ status: 500, json: { statusCode: 500, message: 'Internal server error' } });
    return route.fulfill({ status: 422, json: {} });
  });

  await send.click();
  await expect(panel(page).getByRole('alert').filter({ hasText: MESSAGES.offline })).toBeVisible();
  await send.click();
  await expect(panel(page).getByRole('alert').filter({ hasText: MESSAGES.serverError })).toBeVisible();
  await send.click();
  await expect(panel(page).getByRole('alert').filter({ hasText: MESSAGES.orderFailed })).toBeVisible();
  // Nothing typed is lost.
  await expect(panel(page).getByLabel('Nombre')).toHaveValue('Cargador USB-C');
  await expect(notice(page)).toBeEmpty();

  // A field the server refuses is marked where it is.
  await page.route('**/api/repairs', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: { message: MESSAGES.formHasErrors, errors: { model: 'Modelo no reconocido por el servidor' } },
        })
      : route.fallback(),
  );
  await openTab(page, 'Reparación');
  await panel(page).getByLabel('Dispositivo').fill('Portátil');
  await panel(page).getByLabel('Modelo').fill('XYZ');
  await panel(page).getByLabel('Descripción').fill('No enciende');
  await panel(page).getByRole('button', { name: 'Registrar reparación' }).click();
  await expect(panel(page).getByText('Modelo no reconocido por el servidor')).toBeVisible();
  await expect(panel(page).getByLabel('Modelo')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MESSAGES.formHasErrors)).toBeVisible();
});
