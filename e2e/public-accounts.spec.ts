import { expect, test as base, type APIRequestContext, type Page } from './support/test';
import { readOutboxFolder } from '../libs/server/src/mail/outbox-folder';
import { expectNoSeriousAxeViolations } from './support/accessibility';

/**
 * A server of this spec's own: it registers a dozen customers from one address, and the server
 * takes 10 registrations an hour per address (429 after), so it must not share its count with
 * the other specs that register (customer-data, customer-work) in the same worker.
 */
const test = base.extend<object, object>({ serverEnv: [async ({}, use) => use({ E2E_OWN_SERVER: 'public-accounts' }), { scope: 'worker' }] });

const PASSWORD = 'Segura#2025';
let serial = 0;

/** An e-mail and a phone no other test (or run) uses. */
function newPerson() {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return {
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: `lucia.${stamp}@example.com`,
    phone: `6${stamp.slice(-8)}`,
  };
}

/** A customer created through the API (the `request` fixture has its own cookies: the page stays signed out). */
async function registeredCustomer(request: APIRequestContext) {
  const person = newPerson();
  const response = await request.post('/api/auth/register', {
    data: { ...person, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, acceptPrivacy: true },
  });
  expect(response.status()).toBe(201);
  return person;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Menú de usuario/ });

async function signOutFromMenu(page: Page) {
  await userMenu(page).click();
  await page.getByRole('banner').getByRole('button', { name: /^Cerrar sesión$/i }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
}

test.describe('Registration (/registrarse)', () => {
  test('shows the spec’s messages, each cleared by editing its field', async ({ page }) => {
    await page.goto('/registrarse');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
    await expect(page).toHaveTitle(/^Crear cuenta · /);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Por favor, corrige los errores del formulario' })).toBeVisible();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(3); // first name, last name, confirmation
    for (const text of ['El correo electrónico es obligatorio', 'La contraseña es obligatoria', 'Debes aceptar los términos y condiciones', 'Debes aceptar la política de privacidad']) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByText('Formato de teléfono inválido')).toHaveCount(0);
    const firstName = field(page, 'Nombre');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription('Este campo es obligatorio');

    await firstName.fill('Lucía');
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
    await field(page, 'Apellidos').fill('Fernández');
    await field(page, 'Correo electrónico').fill('lucia@example');
    await field(page, 'Contraseña').fill('corta');
    await field(page, 'Confirmar contraseña').fill('otra');
    await field(page, 'Teléfono (opcional)').fill('512345678');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Ingresa un correo válido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
    await expect(page.getByText('Formato de teléfono inválido')).toBeVisible();
    await expect(field(page, 'Correo electrónico')).toBeFocused();

    // The consents link to their pages (in a new tab, so the form stays filled).
    await expect(page.getByRole('link', { name: /términos y condiciones/ })).toHaveAttribute('href', '/terminos-y-condiciones');
    await expect(page.getByRole('link', { name: /política de privacidad/ })).toHaveAttribute('href', '/politica-de-privacidad');
    await expect(page.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/iniciar-sesion');
  });

  test('the strength bar names the strength as the password is typed, and both passwords can be shown', async ({ page }) => {
    await page.goto('/registrarse');
    const password = field(page, 'Contraseña');
    const label = page.locator('.strength__label');
    await expect(label).toHaveText('');
    for (const [typed, strength] of [
      ['a', 'Muy débil'],
      ['abcdefgh', 'Débil'],
      ['abcdefgH', 'Regular'],
      ['abcdefH1', 'Fuerte'],
      ['abcdeH1!', 'Muy fuerte'],
      ['abcdeH1', 'Regular'],
    ] as const) {
      await password.fill(typed);
      await expect(label).toHaveText(`Seguridad de la contraseña: ${strength}`);
    }
    await expect(page.locator('.strength__step.is-on')).toHaveCount(3);
    await expect(password).toHaveAccessibleDescription(/Seguridad de la contraseña: Regular/);

    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    const confirmation = field(page, 'Confirmar contraseña');
    await page.getByRole('button', { name: 'Mostrar confirmación de contraseña' }).click();
    await expect(confirmation).toHaveAttribute('type', 'text');
  });

  test('the phone becomes +34 XXX XXX XXX once nine digits are typed', async ({ page }) => {
    await page.goto('/registrarse');
    const phone = field(page, 'Teléfono (opcional)');
    await phone.pressSequentially('61234567');
    await expect(phone).toHaveValue('61234567');
    await phone.press('8');
    await expect(phone).toHaveValue('+34 612 345 678');
    await phone.fill('');
    await phone.pressSequentially('0034712345678');
    await expect(phone).toHaveValue('+34 712 345 678');
  });

  test('a new customer is signed in: the bar shows them, and the e-mail cannot register twice', async ({ page }) => {
    const person = newPerson();
    await page.goto('/registrarse');
    await field(page, 'Nombre').fill(person.firstName);
    await field(page, 'Apellidos').fill(person.lastName);
    await field(page, 'Correo electrónico').fill(person.email);
    await field(page, 'Contraseña').fill(PASSWORD);
    await field(page, 'Confirmar contraseña').fill(PASSWORD);
    await field(page, 'Teléfono (opcional)').pressSequentially(person.phone);
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByLabel('Acepto la política de privacidad').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    const notice = page.locator('.notification').filter({ hasText: 'Cuenta creada' });
    await expect(notice).toContainText('¡Cuenta creada exitosamente! Bienvenido a Taller');
    await expect(userMenu(page)).toContainText('Lucía Fernández');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);

    // Signed in, the registration and login pages send the visitor home.
    await page.goto('/registrarse');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/iniciar-sesion');
    await page.waitForURL((url) => url.pathname === '/');

    await signOutFromMenu(page);
    await page.goto('/registrarse');
    await field(page, 'Nombre').fill('Otra');
    await field(page, 'Apellidos').fill('Persona');
    await field(page, 'Correo electrónico').fill(person.email.toUpperCase());
    await field(page, 'Contraseña').fill(PASSWORD);
    await field(page, 'Confirmar contraseña').fill(PASSWORD);
    await page.getByLabel('Acepto los términos y condiciones').check();
    await page.getByLabel('Acepto la política de privacidad').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Este correo ya está registrado')).toBeVisible();
    await expect(field(page, 'Correo electrónico')).toBeFocused();
    await expect(page).toHaveURL(/\/registrarse$/);
  });
});

test.describe('Customer login (/iniciar-sesion)', () => {
  test('checks the form with the spec’s messages and says when the credentials are wrong', async ({ page }) => {
    await page.goto('/iniciar-sesion');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/recuperar-contrasena');
    await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/registrarse');
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    // The test server runs in demo mode: the screen offers the demo accounts.
    const demo = page.getByRole('region', { name: 'Cuentas de demostración' });
    await expect(demo).toContainText('cliente@taller.demo');
    await expect(demo).toContainText('gerente@taller.demo');
    await expect(demo).toContainText('demo-taller');

    const submit = page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' });
    await submit.click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
    await field(page, 'Correo electrónico').fill('no-es-correo');
    await field(page, 'Contraseña').fill('123');
    await expect(page.getByText('La contraseña es obligatoria')).toHaveCount(0);
    await submit.click();
    await expect(page.getByText('Por favor ingresa un correo electrónico válido')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();

    await field(page, 'Correo electrónico').fill('cliente@taller.demo');
    await field(page, 'Contraseña').fill('no-es-la-clave');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('Error al iniciar sesión. Verifica tus credenciales.');
  });

  test('the welcome notice waits while the pointer is over it or the focus is inside it, then closes by itself', async ({ page, request }) => {
    const person = await registeredCustomer(request);
    await page.clock.install();
    await page.goto('/iniciar-sesion');
    await field(page, 'Correo electrónico').fill(person.email);
    await field(page, 'Contraseña').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    const notice = page.locator('.notification').filter({ hasText: 'Sesión iniciada' });
    await expect(notice).toBeVisible();

    await notice.hover();
    await page.clock.runFor(20_000);
    await expect(notice).toBeVisible();

    // The focus on its close button holds it too, with the pointer gone.
    await notice.getByRole('button', { name: 'Cerrar' }).focus();
    await page.mouse.move(1, 700);
    await page.clock.runFor(20_000);
    await expect(notice).toBeVisible();

    // Left alone, it goes after its 5 seconds.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5_500);
    await expect(notice).toHaveCount(0);
  });

  test('signs in, goes home after a moment, and signs out from the menu', async ({ page, request }) => {
    const person = await registeredCustomer(request);
    await page.goto('/iniciar-sesion');
    await field(page, 'Correo electrónico').fill(person.email);
    await field(page, 'Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(field(page, 'Contraseña')).toHaveAttribute('type', 'text');
    await page.getByLabel('Recordarme').check();
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Inicio de sesión exitoso. Redirigiendo...')).toBeVisible();
    await expect(page).toHaveURL(/\/iniciar-sesion$/);
    await page.waitForURL((url) => url.pathname === '/');
    await expect(userMenu(page)).toContainText('Lucía Fernández');
    // "Recordarme": the cookie outlives the browser.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'taller_session');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 7 * 24 * 3600);

    await signOutFromMenu(page);
    expect((await page.context().cookies()).find((c) => c.name === 'taller_session')).toBeUndefined();
  });

  test('with a manager session open it shows that session: dashboard, sign out with confirmation, or go on as a regular user', async ({ page }) => {
    const opened = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller', area: 'staff' } });
    expect(opened.status()).toBe(200);
    await page.goto('/iniciar-sesion');
    const panel = page.getByRole('region', { name: 'Ya tienes una sesión de gerencia abierta' });
    await expect(panel).toContainText('Gonzalo Gerente');
    await expect(panel).toContainText('Gerente');
    await expect(panel.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(panel.getByRole('link', { name: 'Ir al panel de gerencia' })).toHaveAttribute('href', '/gestion');

    // Go on as a regular user: the login form, warning that the manager session will close.
    await panel.getByRole('button', { name: 'Continuar como usuario normal' }).click();
    await expect(page.getByText('Tienes abierta una sesión de gerencia: al iniciar sesión aquí se cerrará.')).toBeVisible();
    await expect(field(page, 'Correo electrónico')).toBeVisible();

    // Back to the panel; signing out asks first.
    await page.reload();
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('¿Estás seguro de que quieres cerrar la sesión de gerencia?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
    await dialog.getByRole('button', { name: 'Sí, cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('Sesión cerrada exitosamente')).toBeVisible();
  });
});

test.describe('Forgot password (/recuperar-contrasena)', () => {
  test('the link e-mailed through the outbox sets a new password, once', async ({ page, request }) => {
    const person = await registeredCustomer(request);
    await page.goto('/iniciar-sesion');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
    await field(page, 'Correo electrónico').fill(person.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(page.getByText(/^Si hay una cuenta con ese correo, te hemos enviado un enlace/)).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        // Registration sent this address the e-mail that verifies it too: the reset's is the one with its link.
        const mail = (await readOutboxFolder(process.env.E2E_DATA_DIR!)).find((file) => file.to === person.email && file.text.includes('/recuperar-contrasena'));
        link = /https?:\/\/\S+\/recuperar-contrasena\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
    // The token leaves the address bar.
    await expect(page).toHaveURL(/\/recuperar-contrasena$/);
    await field(page, 'Nueva contraseña').fill('corta');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await field(page, 'Nueva contraseña').fill('Recuperada#2025');
    await expect(page.locator('.strength__label')).toHaveText('Seguridad de la contraseña: Muy fuerte');
    await field(page, 'Confirmar contraseña').fill('Recuperada#2025');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'Contraseña restablecida' })).toBeVisible();
    await expect(page.getByText('Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.')).toBeVisible();

    // The link does not work twice, and says so as it opens: nothing to type first.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('El enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.');
    await expect(field(page, 'Nueva contraseña')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pedir un enlace nuevo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();

    // The new password opens the account, the old one no longer does.
    expect((await request.post('/api/auth/login', { data: { email: person.email, password: PASSWORD } })).status()).toBe(401);
    expect((await request.post('/api/auth/login', { data: { email: person.email, password: 'Recuperada#2025' } })).status()).toBe(200);
  });
});

test.describe('Profile (/perfil)', () => {
  test('sends a visitor to the login and back; changes the name, the e-mail with the password, and the password', async ({ page, request }) => {
    const person = await registeredCustomer(request);
    await page.goto('/perfil');
    await expect(page).toHaveURL((url) => url.pathname === '/iniciar-sesion' && url.searchParams.get('volver') === '/perfil');
    await field(page, 'Correo electrónico').fill(person.email);
    await field(page, 'Contraseña').fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/perfil$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(field(page, 'Nombre')).toHaveValue('Lucía');
    await expect(field(page, 'Apellidos')).toHaveValue('Fernández');
    await expect(field(page, 'Correo electrónico')).toHaveValue(person.email);
    await expect(field(page, 'Teléfono (opcional)')).toHaveValue(`+34 ${person.phone.slice(0, 3)} ${person.phone.slice(3, 6)} ${person.phone.slice(6)}`);

    await field(page, 'Nombre').fill('María José');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(userMenu(page)).toContainText('María José Fernández');

    // A new e-mail asks for the current password.
    const newEmail = `cambiado.${Date.now()}@example.com`;
    await field(page, 'Correo electrónico').fill(newEmail);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Introduce tu contraseña actual')).toBeVisible();
    await page.getByRole('region', { name: 'Datos personales' }).getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Datos personales' }).getByLabel('Contraseña actual', { exact: true })).toHaveCount(0);

    const passwordCard = page.getByRole('region', { name: 'Cambiar contraseña' });
    await passwordCard.getByLabel('Contraseña actual', { exact: true }).fill('no-es-esta');
    await passwordCard.getByLabel('Nueva contraseña', { exact: true }).fill('Cambiada#2025');
    await passwordCard.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('Cambiada#2025');
    await passwordCard.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(passwordCard.getByText('La contraseña actual no es correcta')).toBeVisible();
    await passwordCard.getByLabel('Contraseña actual', { exact: true }).fill(PASSWORD);
    await passwordCard.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(passwordCard.getByText('Contraseña actualizada. Hemos cerrado tus otras sesiones abiertas.')).toBeVisible();
    await expect(passwordCard.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('');

    expect((await request.post('/api/auth/login', { data: { email: newEmail, password: 'Cambiada#2025' } })).status()).toBe(200);
    // This browser's session stayed open.
    await page.reload();
    await expect(field(page, 'Nombre')).toHaveValue('María José');
  });

  test('a session ended in another browser (its password changed there) signs this one out at its next call, and the login leads back', async ({ page, request }) => {
    // `request` registered the customer and stays signed in: the other browser.
    const person = await registeredCustomer(request);
    const signIn = await page.request.post('/api/auth/login', { data: { email: person.email, password: PASSWORD, area: 'customer' } });
    expect(signIn.ok()).toBe(true);
    await page.goto('/perfil');
    await expect(field(page, 'Nombre')).toHaveValue('Lucía');

    const changePasswordElsewhere = async (from: string, to: string) =>
      expect((await request.post('/api/auth/password', { data: { currentPassword: from, newPassword: to, confirmPassword: to } })).status()).toBe(200);
    const expectSignedOutToLogin = async () => {
      await expect(page).toHaveURL((url) => url.pathname === '/iniciar-sesion' && url.searchParams.get('volver') === '/perfil');
      await expect(page.getByText('Tu sesión se ha cerrado, quizá desde otro dispositivo. Inicia sesión de nuevo para continuar.')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      await expect(userMenu(page)).toHaveCount(0);
    };

    // Saving the profile.
    await changePasswordElsewhere(PASSWORD, 'Segunda#2025');
    await field(page, 'Nombre').fill('Lucía María');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expectSignedOutToLogin();
    await expect(page.getByText('No hemos podido guardar los cambios')).toHaveCount(0);

    // Signing in again comes back to the profile.
    await field(page, 'Correo electrónico').fill(person.email);
    await field(page, 'Contraseña').fill('Segunda#2025');
    await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil');
    await expect(field(page, 'Nombre')).toHaveValue('Lucía');

    // Changing the password: the same.
    await changePasswordElsewhere('Segunda#2025', 'Tercera#2025');
    const passwordCard = page.getByRole('region', { name: 'Cambiar contraseña' });
    await passwordCard.getByLabel('Contraseña actual', { exact: true }).fill('Segunda#2025');
    await passwordCard.getByLabel('Nueva contraseña', { exact: true }).fill('Cuarta#2025');
    await passwordCard.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('Cuarta#2025');
    await passwordCard.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expectSignedOutToLogin();
  });

  test('“Mis pedidos” in the user menu lands on the profile’s orders section, which says what to do when nothing is listed', async ({ page }) => {
    const response = await page.request.post('/api/auth/login', { data: { email: 'cliente@taller.demo', password: 'demo-taller', area: 'customer' } });
    expect(response.ok()).toBe(true);
    await page.goto('/contacto');
    await userMenu(page).click();
    await page.getByRole('link', { name: 'Mis pedidos' }).click();
    await page.waitForURL(/\/perfil#pedidos$/);

    const orders = page.getByRole('region', { name: 'Mis pedidos y reparaciones' });
    await expect(orders).toBeInViewport();
    await expect(orders).toBeFocused();
    // The demo customer's (verified) e-mail is no client's: nothing is listed, and it says how to get it linked.
    await expect(orders).toContainText('La tienda no tiene ninguna reparación, revisión ni pedido a nombre de cliente@taller.demo.');
    await expect(orders).toContainText('pide en la tienda que lo vinculen a tu cuenta');
    await expect(orders.getByRole('link', { name: /^Llamar al / })).toHaveAttribute('href', /^tel:\+34/);
    await orders.getByRole('link', { name: 'Escribir a la tienda' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });
});

test('the four pages have no serious or critical accessibility problems', async ({ page, request }) => {
  await page.goto('/registrarse');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await field(page, 'Contraseña').fill('abc');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/iniciar-sesion');
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/recuperar-contrasena');
  await expectNoSeriousAxeViolations(page);
  await page.goto('/recuperar-contrasena?token=abc');
  await expect(page.getByRole('button', { name: 'Pedir un enlace nuevo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const person = await registeredCustomer(request);
  expect((await page.request.post('/api/auth/login', { data: { email: person.email, password: PASSWORD } })).status()).toBe(200);
  await page.goto('/perfil');
  await expect(field(page, 'Nombre')).toHaveValue('Lucía');
  await expectNoSeriousAxeViolations(page);
});
