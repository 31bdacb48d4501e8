import { expect, test, type Page } from './support/test';
import { readOutboxFolder } from '../libs/server/src/mail/outbox-folder';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const ERRORS = {
  form: 'Por favor, corrige los errores del formulario',
  name: 'El nombre es obligatorio',
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'El formato del email no es válido',
  phone: 'El formato del teléfono no es válido',
  subject: 'El asunto es obligatorio',
  message: 'El mensaje es obligatorio',
};

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

test('a template fills subject and message, hides the grid, and “Cambiar plantilla” brings it back', async ({ page }) => {
  await page.goto('/contacto');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
  await expect(page).toHaveTitle(/^Contacto · /);
  const grid = page.getByRole('group', { name: '¿Sobre qué nos escribes?' });
  await expect(grid.getByRole('button')).toHaveCount(5);
  await expect(grid.getByRole('button', { name: /Consulta personalizada/ })).toHaveAttribute('aria-pressed', 'true');

  await grid.getByRole('button', { name: /Soporte técnico/ }).click();
  await expect(grid).toBeHidden();
  await expect(page.getByText('Plantilla elegida:')).toBeVisible();
  await expect(field(page, 'Asunto')).toHaveValue('Consulta sobre una reparación');
  await expect(field(page, 'Mensaje')).toHaveValue(/Dispositivo \(marca y modelo\)/);

  await page.getByRole('button', { name: 'Cambiar plantilla' }).click();
  await expect(grid).toBeVisible();
  // Keyboard focus lands on the chosen card.
  await expect(grid.getByRole('button', { name: /Soporte técnico/ })).toBeFocused();
  await expect(grid.getByRole('button', { name: /Soporte técnico/ })).toHaveAttribute('aria-pressed', 'true');

  // Another template replaces text that came from a template…
  await grid.getByRole('button', { name: /Garantía/ }).press('Enter');
  await expect(field(page, 'Asunto')).toHaveValue('Consulta sobre la garantía');
  // …but never what the visitor wrote.
  await page.getByRole('button', { name: 'Cambiar plantilla' }).click();
  await field(page, 'Asunto').fill('Mi propio asunto');
  await grid.getByRole('button', { name: /Facturación/ }).click();
  await expect(field(page, 'Asunto')).toHaveValue('Mi propio asunto');
  await expect(field(page, 'Mensaje')).toHaveValue(/Número de factura/);

  // Custom keeps the grid in view.
  await page.getByRole('button', { name: 'Cambiar plantilla' }).click();
  await grid.getByRole('button', { name: /Consulta personalizada/ }).click();
  await expect(grid).toBeVisible();
  await expect(field(page, 'Mensaje')).toHaveValue('');
});

test('the form shows the spec’s messages, each one cleared by editing its field', async ({ page }) => {
  await page.goto('/contacto');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ERRORS.form })).toBeVisible();
  for (const text of [ERRORS.name, ERRORS.emailRequired, ERRORS.subject, ERRORS.message]) await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(ERRORS.phone)).toHaveCount(0);

  const name = field(page, 'Nombre');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(ERRORS.name);

  await name.fill('Lucía');
  await expect(page.getByText(ERRORS.name)).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(ERRORS.emailRequired)).toBeVisible();

  await field(page, 'Email').fill('lucia@example');
  await field(page, 'Teléfono').fill('512 345 678');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText(ERRORS.emailInvalid)).toBeVisible();
  await expect(page.getByText(ERRORS.phone)).toBeVisible();
  await expect(field(page, 'Teléfono')).toHaveAccessibleDescription(/Por ejemplo: 612 345 678\. El formato del teléfono no es válido/);
  await expect(field(page, 'Email')).toBeFocused();

  await field(page, 'Email').fill('lucia@example.com');
  await field(page, 'Teléfono').fill('612 345 678');
  await field(page, 'Asunto').fill('Batería');
  await field(page, 'Mensaje').fill('Dura muy poco');
  for (const text of Object.values(ERRORS)) await expect(page.getByText(text)).toHaveCount(0);

  await expectNoSeriousAxeViolations(page);
});

test('a message sent shows the banner, which closes; staff then find the message and the shop its e-mail', async ({ page }) => {
  const subject = `Cambio de pantalla ${Date.now()}`;
  await page.goto('/contacto');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: /Soporte técnico/ }).click();
  await field(page, 'Nombre').fill('Lucía Fernández');
  await field(page, 'Email').fill('lucia@example.com');
  await field(page, 'Teléfono').fill('612 345 678');
  await field(page, 'Asunto').fill(subject);
  await field(page, 'Mensaje').fill('La pantalla de mi móvil tiene una raya verde.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'Mensaje enviado' });
  await expect(banner).toContainText('Mensaje enviado correctamente');
  await expect(banner).toContainText('te responderemos pronto');
  // Success clears the form and brings the templates back.
  await expect(field(page, 'Nombre')).toHaveValue('');
  await expect(field(page, 'Asunto')).toHaveValue('');
  await expect(page.getByRole('group', { name: '¿Sobre qué nos escribes?' })).toBeVisible();
  // The focus on its close button holds it while the accessibility check runs (it may take
  // longer than the banner's 5 s on a busy machine, and it scrolls the page under the pointer).
  await banner.getByRole('button', { name: 'Cerrar aviso' }).focus();
  await expectNoSeriousAxeViolations(page);

  await banner.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(page.getByText('Mensaje enviado correctamente')).toHaveCount(0);

  // Staff see it through the API.
  const login = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(login.status()).toBe(200);
  const list = await page.request.get(`/api/messages?filter=${encodeURIComponent(JSON.stringify({ q: subject }))}`);
  expect(list.status()).toBe(200);
  expect(list.headers()['content-range']).toBe('messages 0-0/1');
  expect(await list.json()).toEqual([
    expect.objectContaining({ name: 'Lucía Fernández', email: 'lucia@example.com', phone: '612345678', subject, template: 'technical', handled: false }),
  ]);

  // Without SMTP the shop's e-mail waits as an .eml file in the server's data folder.
  await expect
    .poll(async () => (await readOutboxFolder(process.env.E2E_DATA_DIR!)).map((file) => file.subject))
    .toContain(`Nuevo mensaje de contacto: ${subject}`);
});

test('the banner closes by itself after 5 seconds, and a server refusal shows in place', async ({ page }) => {
  await page.goto('/contacto');
  // The server refuses an address it finds malformed although the page let it through.
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: ERRORS.form, errors: { email: ERRORS.emailInvalid } }),
    }),
  );
  await field(page, 'Nombre').fill('Pedro');
  await field(page, 'Email').fill('pedro@example.com');
  await field(page, 'Asunto').fill('Horario');
  await field(page, 'Mensaje').fill('¿Abrís en agosto?');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText(ERRORS.emailInvalid)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: ERRORS.form })).toBeVisible();
  await expect(field(page, 'Email')).toBeFocused();
  await expect(field(page, 'Nombre')).toHaveValue('Pedro');

  // Too many messages: the server's Spanish answer in the error banner, which goes after 5 s.
  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '300' },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Has enviado varios mensajes seguidos. Espera unos minutos antes de enviar otro o llámanos por teléfono.' }),
    }),
  );
  await field(page, 'Email').fill('pedro@example.org');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Error al enviar' });
  await expect(banner).toContainText('Has enviado varios mensajes seguidos');
  await expect(field(page, 'Nombre')).toHaveValue('Pedro');
  await page.mouse.move(0, 0);
  await expect(banner).toHaveCount(0, { timeout: 8_000 });

  // A server failure: the spec's generic text.
  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Error del servidor"}' }));
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al enviar' })).toContainText('Error al enviar el mensaje. Inténtalo de nuevo.');
});

test('anonymous visitors may send but not read the messages', async ({ request }) => {
  expect((await request.get('/api/messages')).status()).toBe(401);
});
