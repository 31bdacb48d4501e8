import { readOutboxFolder } from '../libs/server/src/mail/outbox-folder';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * Accounts linked to their work (issue 15, item 4) in the browser: a customer registers, opens
 * the link of the e-mail that verifies their address, finds their repair under 'Mis pedidos y
 * reparaciones' and opens its tracking page; staff link and unlink an account on the client's
 * detail, where an account that only shares the client's phone is suggested, never linked.
 */

const PASSWORD = 'Segura#2025';
let serial = 0;

/** An e-mail and a phone no other test (or run) uses. */
function newPerson() {
  serial += 1;
  const stamp = `${Date.now()}${serial}`;
  return { email: `carmen.${stamp}@example.com`, phone: `6${stamp.slice(-8)}` };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signInAsGerente(request: APIRequestContext) {
  const answer = await request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

/** A client and one repair of theirs, registered by staff; answers their ids. */
async function clientWithRepair(staff: APIRequestContext, details: { email?: string; phone: string }, model: string) {
  const client = await staff.post('/api/clients', { data: { name: 'Carmen', lastName: 'Ruiz', phone: details.phone, email: details.email ?? '' } });
  expect(client.status(), await client.text()).toBe(201);
  const clientId = ((await client.json()) as { id: number }).id;
  const repair = await staff.post('/api/repairs', {
    data: { clientId, device: 'Móvil', model, contactNumber: details.phone, description: 'Pantalla rota', internalNotes: 'NOTA-INTERNA-E2E' },
  });
  expect(repair.status(), await repair.text()).toBe(201);
  return { clientId, repairId: ((await repair.json()) as { id: number }).id };
}

/** The path of the verification link e-mailed to `email` (the outbox's `.eml` files: no SMTP here). */
async function verificationPath(email: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const mail = (await readOutboxFolder(process.env.E2E_DATA_DIR!)).find((file) => file.to === email && file.text.includes('/verificar-correo/'));
        path = /https?:\/\/\S+?(\/verificar-correo\/[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return path;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return path;
}

const number = (id: number) => `R-${String(id).padStart(6, '0')}`;

test('a customer registers, opens the link of the verification e-mail, and follows their repair from “Mis pedidos y reparaciones”', async ({ page, playwright, baseURL }, testInfo) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signInAsGerente(staff);
  const person = newPerson();
  const { repairId } = await clientWithRepair(staff, { email: person.email.toUpperCase(), phone: person.phone }, 'iPhone 13 Verde');
  // Another client's repair, which the customer must not see.
  const other = await clientWithRepair(staff, { email: newPerson().email, phone: newPerson().phone }, 'Pixel Ajeno');

  await page.goto('/registrarse');
  await field(page, 'Nombre').fill('Carmen');
  await field(page, 'Apellidos').fill('Ruiz Vega');
  await field(page, 'Correo electrónico').fill(person.email);
  await field(page, 'Contraseña').fill(PASSWORD);
  await field(page, 'Confirmar contraseña').fill(PASSWORD);
  await page.getByLabel('Acepto los términos y condiciones').check();
  await page.getByLabel('Acepto la política de privacidad').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.locator('.notification').filter({ hasText: 'Cuenta creada' })).toContainText('Te hemos enviado un correo para verificar tu dirección');

  // Before the link is opened, nothing is listed: the section says why and offers the e-mail again.
  await page.goto('/perfil#pedidos');
  const orders = page.getByRole('region', { name: 'Mis pedidos y reparaciones' });
  await expect(orders).toContainText('Correo sin verificar');
  await expect(orders).toContainText(`confirma que ${person.email} es tuyo`);
  await expect(orders.getByRole('list')).toHaveCount(0);
  await orders.getByRole('button', { name: 'Reenviar correo de verificación' }).click();
  await expect(orders.getByRole('status')).toContainText(`Te hemos enviado un correo a ${person.email}`);
  await orders.screenshot({ path: testInfo.outputPath('profile-orders-unverified.png') });

  // The link of the e-mail: the page verifies as it opens, and leads to the list.
  await page.goto(await verificationPath(person.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Correo verificado' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver mis pedidos y reparaciones' }).click();
  await page.waitForURL(/\/perfil#pedidos$/);
  const list = orders.getByRole('list', { name: /Tus reparaciones, revisiones y pedidos/ });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const line = list.getByRole('listitem').first();
  await expect(line).toContainText(`Reparación ${number(repairId)}`);
  await expect(line).toContainText('Móvil iPhone 13 Verde');
  await expect(line).toContainText('Recibida');
  await expect(orders).not.toContainText(number(other.repairId));
  await expect(orders).not.toContainText('NOTA-INTERNA-E2E');
  await expect(page.getByText('Correo sin verificar')).toHaveCount(0);
  await orders.screenshot({ path: testInfo.outputPath('profile-orders-verified.png') });
  await expectNoSeriousAxeViolations(page);

  // Each line leads to its tracking page.
  await line.getByRole('link', { name: `Ver su estado: Reparación ${number(repairId)}` }).click();
  await page.waitForURL(/\/seguimiento\/[0-9a-z]{16}$/);
  await expect(page.getByText(number(repairId))).toBeVisible();
  await expect(page.getByText('Móvil iPhone 13 Verde')).toBeVisible();

  // A used link says so.
  await page.goto(await verificationPath(person.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace ya no sirve' })).toBeVisible();
  await expect(page.getByText('El enlace de verificación no es válido, ya se ha usado o ha caducado.')).toBeVisible();
  await staff.dispose();
});

test('staff link an account that only shares the client’s phone, after checking who it is, and unlink it', async ({ page, playwright, baseURL }, testInfo) => {
  await signInAsGerente(page.request);
  const person = newPerson();
  const { clientId, repairId } = await clientWithRepair(page.request, { phone: `+34 ${person.phone}` }, 'Galaxy A52 Teléfono');

  // The customer registers with that phone and verifies their own (different) e-mail.
  const customer = await playwright.request.newContext({ baseURL });
  const registered = await customer.post('/api/auth/register', {
    data: { firstName: 'Carmen', lastName: 'Ruiz', email: person.email, phone: person.phone, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, acceptPrivacy: true },
  });
  expect(registered.status()).toBe(201);
  const token = (await verificationPath(person.email)).split('/').pop();
  expect((await customer.post('/api/account/verify-email', { data: { token } })).status()).toBe(200);
  const seen = async () => ((await (await customer.get('/api/account/work')).json()) as { items: { number: string }[] }).items.map((i) => i.number);
  expect(await seen()).toEqual([]);

  await page.goto(`/gestion/clients/${clientId}/show`);
  const section = page.getByRole('region', { name: 'Cuenta de cliente' });
  await expect(section).toContainText('Ninguna cuenta de cliente está vinculada a este cliente.');
  await expect(section).toContainText('Cuentas que comparten su correo o teléfono');
  await expect(section).toContainText(person.email);
  await expect(section).toContainText('Mismo teléfono (sin verificar)');
  await expect(section).toContainText('El teléfono nunca vincula una cuenta por sí solo');
  await section.screenshot({ path: testInfo.outputPath('client-accounts-suggested.png') });

  await section.getByRole('button', { name: `Vincular ${person.email}` }).click();
  await expect(page.getByText('Cuenta vinculada: ya ve los trabajos de este cliente')).toBeVisible();
  await expect(section.getByText('Vinculada a mano', { exact: true })).toBeVisible();
  await expect(section).toContainText('Por Gonzalo Gerente, el ');
  await expect(section).not.toContainText('Ninguna cuenta de cliente está vinculada');
  await section.screenshot({ path: testInfo.outputPath('client-accounts-linked.png') });
  expect(await seen()).toEqual([number(repairId)]);

  await section.getByRole('button', { name: `Desvincular ${person.email}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Cuenta desvinculada: ya no ve los trabajos de este cliente')).toBeVisible();
  await expect(section).toContainText('Ninguna cuenta de cliente está vinculada a este cliente.');
  await expect(section).toContainText('Desvinculada por Gonzalo Gerente');
  expect(await seen()).toEqual([]);

  // 'Vincular cuenta' finds it by part of its e-mail, and links it again.
  await section.getByRole('button', { name: 'Vincular cuenta' }).click();
  await section.getByLabel('Buscar cuenta por correo o teléfono').fill(person.email.split('@')[0]!);
  const results = section.getByRole('list', { name: 'Cuentas encontradas' });
  await expect(results).toContainText(person.email);
  await section.screenshot({ path: testInfo.outputPath('client-accounts-search.png') });
  await results.getByRole('button', { name: `Vincular ${person.email}` }).click();
  await expect(section.getByText('Vinculada a mano', { exact: true })).toBeVisible();
  await expect(section).toContainText('Por Gonzalo Gerente, el ');
  expect(await seen()).toEqual([number(repairId)]);

  // The history of the client tells who did each.
  await page.getByRole('tab', { name: 'Historial' }).click();
  await expect(page.getByText('Cuenta de cliente vinculada').first()).toBeVisible();
  await expect(page.getByText('Cuenta de cliente desvinculada')).toBeVisible();
  await customer.dispose();
});
