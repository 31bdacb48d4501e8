import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * 'Avisos a clientes': the Administrador chooses on which steps customers are told and edits
 * each step's texts with a preview; a text the server would refuse is said on its field before
 * it is sent (and refused by the server too); what is saved is there after a reload. A Gerente
 * has no such screen.
 */

async function logInAs(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller', area: 'staff' } });
  expect(answer.status()).toBe(200);
}

interface Template {
  subject: string;
  body: string;
  short: string;
}

interface Profile {
  version: number;
  notices: { steps: Record<string, boolean>; sms: boolean; whatsapp: boolean; templates: Record<string, Template> };
}

const settings = async (page: Page) => (await (await page.request.get('/api/shop/settings')).json()) as Profile;

/** Puts the demo's notices back as they were, for the files that run after this one. */
async function restore(page: Page, original: Profile) {
  await logInAs(page, 'administrador@taller.demo');
  const current = await settings(page);
  const answer = await page.request.put('/api/shop/settings', { data: { version: current.version, notices: original.notices } });
  expect(answer.status(), await answer.text()).toBe(200);
}

const step = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/** Unfolds a step's texts (the section keeps them folded, so that the page is not endless). */
async function openTexts(page: Page, label: string) {
  const summary = step(page, label).getByRole('button', { name: /^Textos del aviso/ });
  if ((await summary.getAttribute('aria-expanded')) !== 'true') await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
}

test('the Administrador turns a step off and rewrites a text with its preview, and both are kept', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAs(page, 'administrador@taller.demo');
  const original = await settings(page);
  try {
    await page.goto('/gestion/');
    await page.getByRole('menuitem', { name: 'Avisos a clientes' }).click();
    await page.waitForURL(/\/gestion\/avisos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos a clientes' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Avisos a clientes' })).toHaveAttribute('aria-current', 'page');

    // E-mail always goes; without a provider on the server, SMS and WhatsApp cannot be turned on.
    const channels = page.getByRole('region', { name: 'Canales' });
    await expect(channels.getByRole('switch', { name: 'Correo electrónico' })).toBeChecked();
    await expect(channels.getByRole('switch', { name: 'SMS' })).toBeDisabled();
    await expect(channels.getByRole('switch', { name: 'WhatsApp' })).toBeDisabled();
    await expect(channels).toContainText('Sin proveedor configurado en el servidor (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM)');
    await expect(channels).toContainText('WHATSAPP_FROM');
    // The essential steps say that they reach even who asked for no notices.
    await expect(step(page, 'Presupuesto listo')).toContainText('Esencial: llega aunque el cliente haya pedido no recibir avisos');
    await expect(step(page, 'Equipo recibido')).not.toContainText('Esencial');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    await step(page, 'Equipo recibido').getByRole('switch', { name: 'Avisar en este paso' }).uncheck();

    // The subject, typed: the preview follows it with the example's made-up customer.
    const ready = step(page, 'Listo para recoger');
    await openTexts(page, 'Listo para recoger');
    const preview = ready.getByRole('group', { name: 'Vista previa con datos de ejemplo' });
    await expect(preview).toContainText('Asunto: Tu reparación nº 123 (iPhone 13) está lista para recoger');
    const subject = ready.getByRole('textbox', { name: 'Asunto' });
    await subject.clear();
    await subject.pressSequentially('Ya puedes recoger tu {trabajo}');
    await expect(preview).toContainText('Asunto: Ya puedes recoger tu reparación nº 123 (iPhone 13)');
    await subject.pressSequentially(', {nombre}');
    await expect(preview).toContainText('Asunto: Ya puedes recoger tu reparación nº 123 (iPhone 13), Lucía');
    await expect(ready).toContainText(`${'Ya puedes recoger tu {trabajo}, {nombre}'.length} de 200`);
    // Non-essential: the note says the opt-out link follows the body.
    await expect(preview).toContainText('el enlace para dejar de recibir avisos');

    // A placeholder chip goes where the cursor was: here, the start of the short message.
    const short = ready.getByRole('textbox', { name: 'Mensaje corto (SMS/WhatsApp)' });
    await short.click();
    await short.press('Home');
    await ready.getByRole('button', { name: /^Insertar \{nombre\}/ }).click();
    await expect(short).toHaveValue('{nombre}{taller}: tu {trabajo} está lista para recoger.');
    await expect(preview).toContainText('LucíaTaller: tu reparación nº 123 (iPhone 13) está lista para recoger.');
    await short.fill('{nombre}, {taller}: tu {trabajo} está lista para recoger.');

    // A placeholder the step does not know is said on its field, and nothing is sent.
    const body = ready.getByRole('textbox', { name: 'Texto del correo' });
    const defaultBody = await body.inputValue();
    await body.fill(`${defaultBody}\nPrecio: {precio}`);
    const unknown = '«{precio}» no se puede usar en el aviso «Listo para recoger»';
    await expect(ready.getByText(unknown)).toBeVisible();
    await page.getByRole('button', { name: 'Guardar avisos' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Revisa los textos marcados en rojo' })).toContainText('Listo para recoger');
    expect((await settings(page)).version).toBe(original.version);
    // The server refuses it the same, on the same field.
    const refused = await page.request.put('/api/shop/settings', {
      data: { version: original.version, notices: { templates: { ready_to_collect: { ...original.notices.templates['ready_to_collect']!, body: `${defaultBody}\n{precio}` } } } },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors).toMatchObject({ 'notices.templates.ready_to_collect.body': unknown });

    await body.fill(defaultBody);
    await expect(ready.getByText(unknown)).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar avisos' }).click();
    await expect(page.getByText('Avisos guardados')).toBeVisible();

    // Kept: after a reload the step is off and the texts are the new ones.
    await page.reload();
    await expect(step(page, 'Equipo recibido').getByRole('switch', { name: 'Avisar en este paso' })).not.toBeChecked();
    await expect(step(page, 'Presupuesto listo').getByRole('switch', { name: 'Avisar en este paso' })).toBeChecked();
    await expect(ready.getByRole('button', { name: /^Textos del aviso · texto propio/ })).toBeVisible();
    await openTexts(page, 'Listo para recoger');
    await expect(subject).toHaveValue('Ya puedes recoger tu {trabajo}, {nombre}');
    await expect(short).toHaveValue('{nombre}, {taller}: tu {trabajo} está lista para recoger.');
    const saved = await settings(page);
    expect(saved.notices.steps['received']).toBe(false);
    expect(saved.notices.templates['ready_to_collect']).toMatchObject({ subject: 'Ya puedes recoger tu {trabajo}, {nombre}', body: defaultBody });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    // The default text comes back with one button (saved only when the form is).
    await ready.getByRole('button', { name: 'Restablecer texto predeterminado' }).click();
    await expect(subject).toHaveValue('Tu {trabajo} está lista para recoger');
    await expect(page.getByText('Hay cambios sin guardar.')).toBeVisible();

    // A change made meanwhile elsewhere is not overwritten: the save is refused with a way to reload.
    const elsewhere = await page.request.put('/api/shop/settings', { data: { version: saved.version, notices: { steps: { order_ready: false } } } });
    expect(elsewhere.status()).toBe(200);
    await page.getByRole('button', { name: 'Guardar avisos' }).click();
    const stale = page.getByRole('alert').filter({ hasText: 'Otra persona ha cambiado los ajustes del taller' });
    await expect(stale).toBeVisible();
    await stale.getByRole('button', { name: 'Cargar los avisos actuales' }).click();
    await expect(step(page, 'Pedido listo para recoger').getByRole('switch', { name: 'Avisar en este paso' })).not.toBeChecked();
    await expect(subject).toHaveValue('Ya puedes recoger tu {trabajo}, {nombre}');
  } finally {
    await restore(page, original);
  }
});

test('a Gerente has no notices screen, and the address says it is the Administrador’s', async ({ page }) => {
  await logInAs(page, 'gerente@taller.demo');
  await page.goto('/gestion/');
  await expect(page.getByRole('menuitem', { name: 'Panel' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Avisos a clientes' })).toHaveCount(0);
  expect((await page.request.put('/api/shop/settings', { data: { version: 0, notices: { steps: { received: false } } } })).status()).toBe(403);
  await page.goto('/gestion/avisos');
  await expect(page.getByRole('heading', { level: 1, name: 'Avisos a clientes' })).toBeVisible();
  await expect(page.getByText('Solo el Administrador puede ver y cambiar los avisos a clientes.')).toBeVisible();
});
