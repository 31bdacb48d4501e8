import { readFileSync } from 'node:fs';
import { readOutboxFolder } from '../libs/server/src/mail/outbox-folder';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * A customer's own data (issue 16) in the browser: from /perfil, 'Tus datos' downloads the JSON
 * copy of what the shop keeps about them, and 'Eliminar mi cuenta' deletes the account once the
 * password is confirmed, after which signing in again fails.
 */

const PASSWORD = 'Segura#2025';
let serial = 0;

function newPerson() {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return { firstName: 'Lucía', lastName: 'Marín', email: `lucia.datos.${stamp}@example.com`, phone: `6${stamp.slice(-8)}` };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A client with the customer's e-mail and a repair of theirs, registered by staff. */
async function clientWithRepair(staff: APIRequestContext, email: string) {
  const client = await staff.post('/api/clients', { data: { name: 'Lucía', lastName: 'Marín', phone: newPerson().phone, email } });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  const repair = await staff.post('/api/repairs', {
    data: { clientId, device: 'Tablet', model: 'iPad Air', contactNumber: '600 123 456', description: 'Batería hinchada', priceCents: 7_500, internalNotes: 'NOTA-INTERNA-E2E' },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  return { clientId, repairId: ((await repair.json()) as { id: number }).id };
}

/** Registers through the page's own cookies (signed in at once) and opens the link of the e-mail. */
async function verifiedCustomer(page: Page, person: ReturnType<typeof newPerson>) {
  const registered = await page.request.post('/api/auth/register', { data: { ...person, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, acceptPrivacy: true } });
  expect(registered.status()).toBe(201);
  let token = '';
  await expect
    .poll(
      async () => {
        const mail = (await readOutboxFolder(process.env.E2E_DATA_DIR!)).find((file) => file.to === person.email && file.text.includes('/verificar-correo/'));
        token = /\/verificar-correo\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return token;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  expect((await page.request.post('/api/account/verify-email', { data: { token } })).status()).toBe(200);
}

test('a customer downloads their data from /perfil, then deletes their account and can no longer sign in', async ({ page, playwright, baseURL }, testInfo) => {
  const staff = await playwright.request.newContext({ baseURL });
  expect((await staff.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } })).status()).toBe(200);
  const person = newPerson();
  const { clientId, repairId } = await clientWithRepair(staff, person.email);
  await verifiedCustomer(page, person);

  await page.goto('/perfil');
  const section = page.getByRole('region', { name: 'Tus datos' });
  await expect(section).toBeVisible();
  await expect(section).toContainText('Un archivo JSON con tu cuenta');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: testInfo.outputPath('perfil-tus-datos.png') });

  // The copy: a JSON file named by the day, with the account, its client and its repair.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mis-datos-taller-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.explanation).toContain('datos personales');
  expect(data.account).toMatchObject({ email: person.email, firstName: 'Lucía', lastName: 'Marín', emailVerified: true });
  expect(data.clients).toEqual([expect.objectContaining({ id: clientId, email: person.email, linkedVia: 'email' })]);
  expect(data.work).toEqual([expect.objectContaining({ number: `R-${String(repairId).padStart(6, '0')}`, item: 'Tablet iPad Air', details: expect.objectContaining({ priceCents: 7_500 }) })]);
  expect(JSON.stringify(data)).not.toContain('NOTA-INTERNA-E2E');
  await expect(section.getByRole('status')).toContainText('Descarga iniciada');
  await expectNoSeriousAxeViolations(page);

  // Deleting: the dialog says what goes and what the shop keeps, and asks for the password.
  const deleteButton = section.getByRole('button', { name: 'Eliminar mi cuenta' });
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('La tienda conservará tus reparaciones, revisiones y pedidos');
  const password = field(page, 'Tu contraseña');
  await expect(password).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' });
  await confirm.click();
  await expect(dialog.getByText('Escribe tu contraseña para eliminar la cuenta')).toBeVisible();
  await password.fill('no-es-la-mia');
  await confirm.click();
  await expect(password).toHaveAccessibleDescription(/La contraseña no es correcta\. La cuenta no se ha eliminado\./);
  await expect(password).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.evaluate((element) => element.scrollTo(0, 0));
  await dialog.screenshot({ path: testInfo.outputPath('perfil-eliminar-cuenta.png') });

  // Escape closes it, the focus back on the button that opened it; nothing was deleted.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  expect(((await (await page.request.get('/api/auth/me')).json()) as { user: { email: string } | null }).user?.email).toBe(person.email);

  await deleteButton.click();
  await expect(password).toHaveValue('');
  await password.fill(PASSWORD);
  await confirm.click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.locator('.notification').filter({ hasText: 'Cuenta eliminada' })).toContainText('Hemos borrado tu cuenta');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  // The shop keeps its client and the repair; the account is gone.
  expect((await staff.get(`/api/repairs/${repairId}`)).status()).toBe(200);
  await page.goto('/iniciar-sesion');
  await field(page, 'Correo electrónico').fill(person.email);
  await field(page, 'Contraseña').fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error al iniciar sesión. Verifica tus credenciales.' })).toBeVisible();
  await expect(page).toHaveURL(/\/iniciar-sesion/);
  await staff.dispose();
});

test('a staff member sees no “Tus datos” on /perfil', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } })).status()).toBe(200);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { level: 2, name: 'Cambiar contraseña' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tus datos' })).toHaveCount(0);
});
