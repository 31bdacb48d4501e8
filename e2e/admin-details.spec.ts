import { expect, test, type APIRequestContext, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * The back-office's client and repair detail screens (back-office.md §2, §5, §8) against the
 * real server with the demo data. Every test registers the clients and repairs it needs
 * through the API (unique phones and e-mails), so tests neither depend on one another nor on
 * what other specs leave behind.
 */

/** A PNG by its content (the server judges uploads by their magic bytes): 1×1, one pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A Spanish mobile number no other client has (duplicates are refused). */
let phoneCounter = Math.floor(Math.random() * 100);
const uniquePhone = () =>
  `6${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneCounter++ % 100).padStart(2, '0')}`;

/** Money and days as the screens write them (es-ES, Madrid). */
const euros = (cents: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(cents / 100);
const spanishDay = (isoDay: string) => isoDay.split('-').reverse().join('/');
const todayInMadrid = () =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(),
  );

async function logInAsGerente(page: Page) {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
}

async function created<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
}

interface ApiClient {
  id: number;
  version: number;
  fullName: string;
  email: string;
  phone: string;
}

interface ApiRepair {
  id: number;
  version: number;
  status: string;
  noticeDay: string | null;
  collectedAt: string | null;
  warrantyEnd: string | null;
  [field: string]: unknown;
}

async function createClient(request: APIRequestContext, name: string): Promise<ApiClient> {
  const phone = uniquePhone();
  return created<ApiClient>(
    await request.post('/api/clients', {
      data: { name, lastName: 'Detalle E2E', phone, email: `${name.toLowerCase()}.${phone}@example.es` },
    }),
  );
}

async function createRepair(request: APIRequestContext, clientId: number, fields: Record<string, unknown> = {}) {
  return created<ApiRepair>(
    await request.post('/api/repairs', {
      data: {
        clientId,
        device: 'Móvil',
        model: uniqueTag('Pixel '),
        contactNumber: '600 000 000',
        description: 'Pantalla rota',
        ...fields,
      },
    }),
  );
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await logInAsGerente(page);
});

test.describe('client detail', () => {
  test('the four cards, the latest five of each kind and "ver todas" match the API', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Cartas'));
    // Six repairs (one paid: 1.000,00 €), two revisions (one archived), two orders (one paid: 234,56 €).
    const repairs: ApiRepair[] = [];
    for (let index = 0; index < 6; index++) {
      repairs.push(
        await createRepair(page.request, client.id, {
          model: `Galaxy S${20 + index}`,
          priceCents: index === 0 ? 100_000 : 5_000,
          isPaid: index === 0,
        }),
      );
    }
    await page.request.post(`/api/repairs/${repairs[0]!.id}/status`, { data: { status: 'completed' } });
    for (const archived of [false, true]) {
      const revision = await created<{ id: number }>(
        await page.request.post('/api/revisions', {
          data: { clientId: client.id, device: 'Tablet', model: 'iPad', contactNumber: '600 000 000', motive: 'diagnostico', description: 'No carga', date: '2026-12-15' },
        }),
      );
      if (archived) expect((await page.request.post(`/api/revisions/${revision.id}/archive`)).status()).toBe(200);
    }
    for (const isPaid of [true, false]) {
      await created(
        await page.request.post('/api/orders', {
          data: { clientId: client.id, name: 'Funda de silicona', description: 'Funda para el móvil', unitPriceCents: 23_456, quantity: 1, isPaid },
        }),
      );
    }
    const detail = (await (await page.request.get(`/api/clients/${client.id}`)).json()) as {
      work: Record<'repairs' | 'revisions' | 'orders', { total: number; pending: number }> & { revenueCents: number };
    };
    expect(detail.work.revenueCents).toBe(123_456);

    await page.goto(`/gestion/cliente/${client.id}`);
    await page.waitForURL(new RegExp(`/gestion/clients/${client.id}/show$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Cliente #${client.id} · ${client.fullName}`);

    // The cards say what the API says.
    for (const kind of ['repairs', 'revisions', 'orders'] as const) {
      const { total, pending } = detail.work[kind];
      await expect(page.getByTestId(`summary-${kind}-value`)).toHaveText(String(total));
      await expect(page.getByTestId(`summary-${kind}-detail`)).toHaveText(`${pending} ${pending === 1 ? 'pendiente' : 'pendientes'}`);
    }
    expect(detail.work.repairs).toMatchObject({ total: 6, pending: 5 });
    expect(detail.work.revisions).toMatchObject({ total: 2, pending: 1 });
    expect(detail.work.orders).toMatchObject({ total: 2, pending: 2 });
    await expect(page.getByTestId('summary-revenue-value')).toHaveText(euros(detail.work.revenueCents));
    await expect(page.getByTestId('summary-revenue-value')).toHaveText('1.234,56 €');

    // The five latest repairs, newest first; each opens its detail.
    const repairSection = region(page, 'Reparaciones');
    await expect(repairSection.getByRole('link', { name: /^Reparación #\d+/ })).toHaveCount(5);
    await expect(repairSection.getByRole('link', { name: /^Reparación #/ }).first()).toContainText(`Reparación #${repairs[5]!.id} ·`);
    await expect(repairSection).not.toContainText(`Reparación #${repairs[0]!.id} ·`);
    await expect(region(page, 'Pedidos').getByRole('link', { name: /^Pedido #\d+/ })).toHaveCount(2);

    // A section folds away and back, by keyboard.
    const toggle = repairSection.getByRole('button', { name: 'Reparaciones' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(repairSection.getByRole('link', { name: /^Reparación #/ }).first()).toBeHidden();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // 'Ver todas (6)' opens the repair list filtered by this client.
    await repairSection.getByRole('link', { name: 'Ver todas (6)' }).click();
    await page.waitForURL(/\/gestion\/repairs\?/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toMatchObject({ clientId: client.id });
    await expect(page.getByText('Mostrando 1-6 de 6')).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(6);
    await page.goBack();
    await region(page, 'Pedidos').getByRole('link', { name: 'Ver todos (2)' }).click();
    await page.waitForURL(/\/gestion\/orders\?/);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.goBack();
    await region(page, 'Revisiones').getByRole('link', { name: 'Ver todas (2)' }).click();
    await page.waitForURL(/\/gestion\/revisions\?/);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.goBack();

    // An item opens its detail.
    await region(page, 'Reparaciones').getByRole('link', { name: new RegExp(`^Reparación #${repairs[4]!.id} `) }).click();
    await page.waitForURL(new RegExp(`/gestion/repairs/${repairs[4]!.id}/show$`));

    // Refresh shows work registered meanwhile; the back button leads to the list.
    await page.goto(`/gestion/clients/${client.id}/show`);
    await expect(page.getByTestId('summary-repairs-value')).toHaveText('6');
    await createRepair(page.request, client.id);
    await page.getByRole('button', { name: 'Actualizar ficha' }).click();
    await expect(page.getByTestId('summary-repairs-value')).toHaveText('7');
    await expect(page.getByTestId('summary-repairs-detail')).toHaveText('6 pendientes');

    // The history tab.
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.waitForURL(new RegExp(`/gestion/clients/${client.id}/show/historial$`));
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Cliente registrado' })).toBeVisible();

    await page.getByRole('link', { name: 'Volver a clientes' }).click();
    await page.waitForURL(/\/gestion\/clients(\?|$)/);
  });

  test('the e-mail and the phone are edited in place, one at a time, with the spec’s rules', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Edita'));
    const other = await createClient(page.request, uniqueTag('Otra'));
    await page.goto(`/gestion/clients/${client.id}/show`);
    const personal = region(page, 'Datos personales');
    await expect(personal.getByTestId('client-email')).toHaveText(client.email);

    await personal.getByRole('button', { name: 'Editar el email' }).click();
    const email = personal.getByRole('textbox', { name: 'Email' });
    const save = personal.getByRole('button', { name: 'Guardar' });
    await expect(email).toBeFocused();
    await expect(email).toHaveValue(client.email);
    // Unchanged: nothing to save. One field at a time: the phone waits.
    await expect(save).toBeDisabled();
    await expect(personal.getByRole('button', { name: 'Editar el teléfono' })).toBeDisabled();

    await email.fill('');
    await expect(personal.getByText('El email es requerido')).toBeVisible();
    await expect(save).toBeDisabled();
    await email.fill('no-es-un-email');
    await expect(personal.getByText('El formato del email no es válido')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.keyboard.press('Enter'); // refused while invalid
    await expect(personal.getByText('El formato del email no es válido')).toBeVisible();

    // Another client's e-mail: refused, naming that client; what was typed stays.
    await email.fill(other.email.toUpperCase());
    await expect(save).toBeEnabled();
    await save.click();
    const failure = personal.getByRole('alert');
    await expect(failure).toContainText(
      `Error al actualizar el email: Ya existe un cliente con ese teléfono o email (${other.fullName})`,
    );
    await expect(email).toHaveValue(other.email.toUpperCase());
    await expect(failure.getByRole('link', { name: `Ver la ficha de ${other.fullName}` })).toBeVisible();

    // A fresh one is saved (Enter), and only the e-mail changed.
    const fresh = `${uniqueTag('nuevo')}@example.es`;
    await email.fill(fresh);
    await expect(failure).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Email actualizado correctamente')).toBeVisible();
    await expect(personal.getByTestId('client-email')).toHaveText(fresh);
    await expect(personal.getByRole('button', { name: 'Editar el email' })).toBeFocused();
    const saved = (await (await page.request.get(`/api/clients/${client.id}`)).json()) as ApiClient;
    expect(saved).toMatchObject({ email: fresh, phone: client.phone, version: client.version + 1 });

    // The phone: its two messages; Escape gives up without saving.
    await personal.getByRole('button', { name: 'Editar el teléfono' }).click();
    const phone = personal.getByRole('textbox', { name: 'Teléfono' });
    await phone.fill('');
    await expect(personal.getByText('El teléfono es requerido')).toBeVisible();
    await phone.fill('12-34');
    await expect(personal.getByText('El formato del teléfono no es válido')).toBeVisible();
    await expect(personal.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(phone).toBeHidden();
    await expect(personal.getByTestId('client-phone')).toHaveText(client.phone);

    // A duplicate phone says so too; a good one is saved.
    await personal.getByRole('button', { name: 'Editar el teléfono' }).click();
    await phone.fill(other.phone);
    await personal.getByRole('button', { name: 'Guardar' }).click();
    await expect(personal.getByRole('alert')).toContainText(
      `Error al actualizar el teléfono: Ya existe un cliente con ese teléfono o email (${other.fullName})`,
    );
    const newPhone = `+34 ${uniquePhone()}`;
    await phone.fill(newPhone);
    await personal.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Teléfono actualizado correctamente')).toBeVisible();
    await expect(personal.getByTestId('client-phone')).toHaveText(newPhone);
  });

  test('a client that is not there, and an id that is not one, read as the spec says', async ({ page }) => {
    await page.goto('/gestion/clients/999999/show');
    await expect(page.getByRole('alert')).toHaveText('Cliente no encontrado');
    await expect(page.getByRole('link', { name: 'Volver a clientes' })).toBeVisible();

    for (const id of ['abc', '0', '-4', '1.5']) {
      await page.goto(`/gestion/clients/${id}/show`);
      await expect(page.getByRole('alert')).toHaveText('ID de cliente no válido');
    }
    await page.goto('/gestion/cliente/abc');
    await expect(page.getByRole('alert')).toHaveText('ID de cliente no válido');

    // A failure that may pass offers to try again.
    let failures = 1;
    await page.route('**/api/clients/1', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await page.goto('/gestion/clients/1/show');
    await expect(page.getByRole('alert')).toContainText('Error al cargar los detalles del cliente');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cliente #1');
  });
});

test.describe('repair detail', () => {
  test('edit checks the spec’s rules, cancel restores the repair, save keeps the change', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Edicion'));
    const repair = await createRepair(page.request, client.id, { device: 'Tablet', model: 'Antes' });
    await page.goto(`/gestion/reparacion/${repair.id}`);
    await page.waitForURL(new RegExp(`/gestion/repairs/${repair.id}/show$`));
    await page.getByRole('toolbar', { name: 'Acciones de la reparación' }).getByRole('link', { name: 'Editar' }).click();
    await page.waitForURL(new RegExp(`/gestion/repairs/${repair.id}$`));

    const device = page.getByLabel('Dispositivo');
    await device.fill('   ');
    await page.getByLabel('Número de contacto').fill('');
    await page.getByLabel('Precio (€)').fill('-3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El dispositivo es obligatorio')).toBeVisible();
    await expect(page.getByText('El número de contacto es obligatorio')).toBeVisible();
    await expect(page.getByText('El precio debe ser un número válido mayor o igual a 0')).toBeVisible();

    // Cancel restores what the repair holds.
    await device.fill('Cambiado sin guardar');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.waitForURL(new RegExp(`/gestion/repairs/${repair.id}/show$`));
    const basic = region(page, 'Información básica');
    await expect(basic).toContainText('Tablet');
    await expect(basic).not.toContainText('Cambiado sin guardar');
    await page.getByRole('toolbar', { name: 'Acciones de la reparación' }).getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByLabel('Dispositivo')).toHaveValue('Tablet');
    await expect(page.getByLabel('Número de contacto')).toHaveValue('600 000 000');

    // Save, with an estimated completion day.
    await page.getByLabel('Modelo').fill('Después');
    await page.getByLabel('Fecha estimada de finalización').fill('2026-12-24');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados correctamente')).toBeVisible();
    await page.waitForURL(new RegExp(`/gestion/repairs/${repair.id}/show$`));
    await expect(basic).toContainText('Después');
    await expect(region(page, 'Fechas')).toContainText('24/12/2026');
  });

  test('a save over someone else’s change is refused in Spanish and keeps what was typed', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Conflicto'));
    const repair = await createRepair(page.request, client.id);
    await page.goto(`/gestion/repairs/${repair.id}`);
    const description = page.getByLabel('Descripción');
    await expect(description).toHaveValue('Pantalla rota');
    expect((await page.request.post(`/api/repairs/${repair.id}/status`, { data: { status: 'on_hold' } })).status()).toBe(200);
    await description.fill('Escrito a mano en el mostrador');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(/Otra persona ha modificado esta reparación/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/gestion/repairs/${repair.id}$`));
    await expect(description).toHaveValue('Escrito a mano en el mostrador');
    const after = (await (await page.request.get(`/api/repairs/${repair.id}`)).json()) as ApiRepair;
    expect(after.description).toBe('Pantalla rota');
  });

  test('notify, then collect: the dates appear, the warranty runs and the code is shredded', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Entrega'));
    const repair = await createRepair(page.request, client.id, { unlockCode: '2468', priceCents: 4_990 });
    const reveals: string[] = [];
    page.on('request', (request) => request.url().includes('/unlock-code') && reveals.push(request.url()));
    await page.goto(`/gestion/repairs/${repair.id}/show`);

    // The code is masked and nobody asked for it until the click.
    const code = page.getByTestId('unlock-code');
    await expect(code).toHaveText('••••');
    await page.waitForTimeout(300);
    expect(reveals).toEqual([]);
    await page.getByRole('button', { name: 'Mostrar el código de desbloqueo' }).click();
    await expect(code).toHaveText('2468');
    expect(reveals).toHaveLength(1);

    const dates = region(page, 'Fechas');
    await expect(dates).toContainText('Sin avisar');
    await expect(dates).toContainText('Pendiente de entrega');
    const actions = page.getByRole('toolbar', { name: 'Acciones de la reparación' });
    await expect(actions.getByRole('button', { name: 'Entregar' })).toHaveCount(0); // not completed yet

    // Tell the customer: completed, and today is the notice day.
    await actions.getByRole('button', { name: 'Avisar al cliente' }).click();
    const notifyDialog = page.getByRole('dialog');
    await expect(notifyDialog).toContainText(`Avisar al cliente de la reparación #${repair.id}`);
    await expect(notifyDialog).toContainText('el almacenaje se cuenta desde hoy');
    // How the customer was told: the client has an e-mail (offered first); here by phone.
    await expect(notifyDialog.getByRole('radio', { name: 'Por correo electrónico' })).toBeChecked();
    await notifyDialog.getByRole('radio', { name: 'Por teléfono' }).check();
    await notifyDialog.getByRole('button', { name: 'Registrar el aviso' }).click();
    await expect(page.getByText('Aviso registrado', { exact: true })).toBeVisible();
    await expect(page.locator('h1 + [data-status]')).toHaveText('Completada');
    const today = todayInMadrid();
    await expect(dates.locator('dt', { hasText: 'Aviso al cliente' }).locator('+ dd')).toHaveText(today);
    await expect(dates).toContainText('Sin cargo (10 días gratis desde el aviso)');
    await expect(actions.getByRole('button', { name: 'Avisar al cliente' })).toHaveCount(0);
    // The revealed code stayed revealed through the record's new version: read again for it, not masked.
    await expect.poll(() => reveals.length).toBeGreaterThan(1);
    await expect(code).toHaveText('2468');
    await page.getByRole('button', { name: 'Ocultar el código de desbloqueo' }).click();
    await expect(code).toHaveText('••••');

    // Hand it over, by keyboard: the warranty starts and the code goes. Its price is unpaid, so
    // the money is asked for first: taken here in cash, then the handover goes on.
    await actions.getByRole('button', { name: 'Entregar' }).focus();
    await page.keyboard.press('Enter');
    const collectDialog = page.getByRole('dialog', { name: `Entregar la reparación #${repair.id}` });
    await expect(collectDialog).toContainText('se borra para siempre el código de desbloqueo');
    await expect(collectDialog).toContainText('Quedan 49,90 € pendientes de pago.');
    await page.keyboard.press('Enter'); // 'Registrar cobro' has the focus
    const payDialog = page.getByRole('dialog', { name: `Registrar cobro · reparación #${repair.id}` });
    await expect(payDialog.getByLabel('Importe (€)')).toHaveValue('49,90');
    await payDialog.getByRole('combobox', { name: /Forma de pago/ }).click();
    await page.getByRole('option', { name: 'Efectivo', exact: true }).click();
    await payDialog.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(collectDialog).not.toContainText('pendientes de pago');
    await collectDialog.getByRole('button', { name: 'Confirmar' }).click();
    // The handover is answered once it is done: read the record after the screen says so, not while it is on its way.
    await expect(page.getByTestId('repair-collected')).toBeVisible();
    const collected = (await (await page.request.get(`/api/repairs/${repair.id}`)).json()) as ApiRepair;
    expect(collected.collectedAt).not.toBeNull();
    const warrantyEnd = spanishDay(collected.warrantyEnd!);
    await expect(page.getByText(`Reparación entregada. En garantía hasta el ${warrantyEnd}`)).toBeVisible();
    await expect(page.getByTestId('repair-collected')).toHaveText(`Entregada el ${today}. En garantía hasta el ${warrantyEnd}.`);
    await expect(dates.locator('dt', { hasText: 'Entregada' }).locator('+ dd')).toContainText(today);
    await expect(dates.locator('dt', { hasText: 'Fin de la garantía' }).locator('+ dd')).toHaveText(`${warrantyEnd} (en garantía)`);
    await expect(actions.getByRole('button', { name: 'Entregar' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Cambiar estado a' })).toHaveCount(0);

    // The reveal now says what became of the code.
    await expect(code).toHaveText('No disponible tras la entrega');
    await page.getByRole('button', { name: 'Mostrar el código de desbloqueo' }).click();
    await expect(code).toHaveText('El código de desbloqueo se eliminó al entregar el dispositivo');

    // The history tells it.
    await page.getByRole('tab', { name: 'Historial' }).click();
    const history = page.getByRole('tabpanel');
    await expect(history.getByRole('heading', { name: 'Dispositivo recogido' })).toBeVisible();
    await expect(history.getByRole('heading', { name: 'Código de desbloqueo eliminado' })).toBeVisible();
  });

  test('an abandoned candidate and storage owed are shown first', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Olvido'));
    const repair = await createRepair(page.request, client.id);
    await page.request.post(`/api/repairs/${repair.id}/notify`, { data: { channel: 'phone' } });
    // The API as it answers a device told ready on 1 July and never collected (its clock is today's).
    await page.route(`**/api/repairs/${repair.id}`, async (route) => {
      const answer = await route.fetch();
      const json = (await answer.json()) as ApiRepair;
      await route.fulfill({
        response: answer,
        json: { ...json, noticeDay: '2026-07-01', storage: { chargedDays: 134, feeCents: 40_200 }, abandonedCandidate: true },
      });
    });
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    await expect(page.getByTestId('repair-abandoned')).toContainText('Posible abandono: se avisó al cliente el 01/07/2026');
    await expect(page.getByTestId('repair-storage-owed')).toHaveText('Almacenaje a cobrar: 402,00 € (134 días después de los gratuitos)');
    await expect(region(page, 'Fechas')).toContainText('402,00 € (134 días cobrados)');
    await page.getByRole('toolbar', { name: 'Acciones de la reparación' }).getByRole('button', { name: 'Entregar' }).click();
    await expect(page.getByRole('dialog')).toContainText('Almacenaje a cobrar: 402,00 €.');
  });

  test('images: checked before sending, uploaded, seen larger, deleted after a confirmation', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Fotos'));
    const repair = await createRepair(page.request, client.id);
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    const images = region(page, 'Imágenes');
    await expect(images).toContainText('Esta reparación no tiene imágenes.');
    const input = page.getByTestId('repair-image-input');

    await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(page.getByText('Tipo de archivo no permitido. Solo se permiten: JPG, PNG, WEBP, GIF')).toBeVisible();
    await input.setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(page.getByText('El archivo es demasiado grande. Tamaño máximo: 10MB')).toBeVisible();
    await input.setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') });
    await expect(page.getByText('Tipo de archivo no soportado')).toBeVisible();

    await input.setInputFiles({ name: 'trasera.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Imagen subida correctamente')).toBeVisible();
    const thumbnail = images.getByRole('img', { name: 'trasera.png' });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // The larger view, by keyboard.
    await images.getByRole('button', { name: 'Abrir «trasera.png» a tamaño completo' }).focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'trasera.png (1 de 1)' });
    await expect(viewer.getByRole('img', { name: 'trasera.png' })).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'Abrir en una pestaña nueva' })).toHaveAttribute('href', /\/api\/uploads\/.+\/file$/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await images.getByRole('button', { name: 'Eliminar la imagen «trasera.png»' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('¿Seguro que quieres eliminar la imagen «trasera.png»?');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Imagen eliminada correctamente')).toBeVisible();
    await expect(images.getByRole('img')).toHaveCount(0);
  });

  test('a repair that is not there, and ids that are not ones, read as the spec says', async ({ page }) => {
    await page.goto('/gestion/repairs/999999/show');
    await expect(page.getByRole('alert')).toHaveText('Reparación no encontrada');
    await page.goto('/gestion/repairs/abc/show');
    await expect(page.getByRole('alert')).toHaveText('ID de reparación no válido');
    await page.goto('/gestion/repairs/undefined/show');
    await expect(page.getByRole('alert')).toHaveText('ID de reparación no proporcionado');
    await page.getByRole('link', { name: 'Volver a la lista' }).click();
    await page.waitForURL(/\/gestion\/repairs(\?|$)/);
  });

  test('the detail deletes its repair after a confirmation', async ({ page }) => {
    const client = await createClient(page.request, uniqueTag('Borra'));
    const repair = await createRepair(page.request, client.id);
    await page.goto(`/gestion/repairs/${repair.id}/show`);
    await page.getByRole('toolbar', { name: 'Acciones de la reparación' }).getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Reparación eliminada exitosamente')).toBeVisible();
    await page.waitForURL(/\/gestion\/repairs(\?|$)/);
    expect((await page.request.get(`/api/repairs/${repair.id}`)).status()).toBe(404);
  });
});

test('both detail screens have no serious or critical accessibility findings', async ({ page }) => {
  const client = await createClient(page.request, uniqueTag('Axe'));
  const repair = await createRepair(page.request, client.id, { unlockCode: '1357' });
  await page.request.post('/api/uploads', {
    multipart: { type: 'repair', id: String(repair.id), file: { name: 'axe.png', mimeType: 'image/png', buffer: PNG } },
  });

  await page.goto(`/gestion/clients/${client.id}/show`);
  await expect(page.getByTestId('summary-repairs-value')).toHaveText('1');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Editar el email' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('mal');
  await expect(page.getByText('El formato del email no es válido')).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Cliente registrado' })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  await page.goto(`/gestion/repairs/${repair.id}/show`);
  await expect(page.getByRole('img', { name: 'axe.png' })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Abrir «axe.png» a tamaño completo' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Reparación registrada' })).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
});
