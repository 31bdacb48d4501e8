import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * 'Equipo': the Administrador manages the shop's staff accounts (create with an e-mailed link,
 * change role, disable); a Gerente has no such screen, and the server refuses every team route.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logInAs(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller', area: 'staff' } });
  expect(answer.status()).toBe(200);
}

test('the admin creates a member, changes the role and disables the account, each confirmed on screen', async ({ page }) => {
  await logInAs(page, 'administrador@taller.demo');
  const tag = uniqueTag('eq');
  const email = `${tag}@taller.es`;

  await page.goto('/gestion/');
  await page.getByRole('menuitem', { name: 'Equipo' }).click();
  await page.waitForURL(/\/gestion\/staff$/);
  await expect(page.getByRole('cell', { name: 'gerente@taller.demo' })).toBeVisible();
  // Customers are no part of the team.
  await expect(page.getByRole('cell', { name: 'cliente@taller.demo' })).toHaveCount(0);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  await page.getByRole('link', { name: 'Nuevo miembro' }).click();
  await page.waitForURL(/\/gestion\/staff\/create$/);
  await expect(page.getByText('recibirá un correo con un enlace para elegir su contraseña')).toBeVisible();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Nombre' }).fill(`Nuria ${tag}`);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('button', { name: 'Guardar' }).click();

  // The detail says honestly what became of the e-mail: no SMTP here, so the link itself.
  await page.waitForURL(/\/gestion\/staff\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 1, name: `Nuria ${tag}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'el correo no se ha enviado' })).toBeVisible();
  await expect(page.getByTestId('reset-link')).toContainText('/recuperar-contrasena?token=');
  await expect(page.getByText('Gerente', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historial de la cuenta' })).toContainText('Cuenta del equipo creada');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  // Role: Gerente → Administrador.
  await page.getByRole('link', { name: 'Cambiar nombre, correo o rol' }).click();
  await page.waitForURL(/\/gestion\/staff\/\d+$/);
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Administrador' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.waitForURL(/\/gestion\/staff\/\d+\/show$/);
  await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historial de la cuenta' })).toContainText('Rol: Gerente → Administrador');

  // Disable, after a confirmation that says the sessions end.
  await page.getByRole('button', { name: 'Desactivar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('sus sesiones abiertas se cerrarán ahora mismo');
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(`Cuenta de Nuria ${tag} desactivada`)).toBeVisible();
  await expect(page.getByText('Desactivada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activar' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Historial de la cuenta' })).toContainText('Cuenta desactivada');

  // The last active Administrador is the admin itself: its own account cannot be disabled.
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  await page.goto(`/gestion/staff/${me.user.id}/show`);
  await page.getByRole('button', { name: 'Desactivar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('No puedes desactivar tu propia cuenta')).toBeVisible();
});

test('a Gerente has no Equipo in the menu, and every team route answers 403', async ({ page }) => {
  await logInAs(page, 'gerente@taller.demo');
  await page.goto('/gestion/');
  await expect(page.getByRole('menuitem', { name: 'Reparaciones' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Equipo' })).toHaveCount(0);
  for (const [method, path] of [
    ['GET', '/api/staff'],
    ['GET', '/api/staff/1'],
    ['GET', '/api/staff/1/history'],
    ['POST', '/api/staff'],
    ['PUT', '/api/staff/1'],
    ['POST', '/api/staff/1/disable'],
    ['POST', '/api/staff/1/enable'],
    ['POST', '/api/staff/1/password-reset'],
  ] as const) {
    const answer = await page.request.fetch(path, { method, data: method === 'GET' ? undefined : {} });
    expect({ method, path, status: answer.status() }).toEqual({ method, path, status: 403 });
  }
  // Typing the address shows the refusal, not the team.
  await page.goto('/gestion/staff');
  await expect(page.getByRole('cell', { name: 'administrador@taller.demo' })).toHaveCount(0);
});
