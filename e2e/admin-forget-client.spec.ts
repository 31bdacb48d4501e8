import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * 'Olvidar cliente' (RGPD): the Administrador forgets a client after typing OLVIDAR; the
 * detail, the repair and the history then say 'Cliente eliminado (RGPD)'. A Gerente has no
 * such button (and the server answers 403).
 */

const ERASED = 'Cliente eliminado (RGPD)';

async function logInAs(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller', area: 'staff' } });
  expect(answer.status()).toBe(200);
}

test('the Administrador forgets a client with a typed confirmation; their repair keeps its work under the erased name', async ({ page }) => {
  await logInAs(page, 'administrador@taller.demo');
  const tag = `${Date.now()}`.slice(-7);
  const name = `Olvido${tag}`;
  const created = await page.request.post('/api/clients', { data: { name, lastName: `Borrado${tag}`, phone: `69${tag}`, email: `olvido.${tag}@example.com` } });
  expect(created.status()).toBe(201);
  const clientId = (await created.json()).id as number;
  const repair = await page.request.post('/api/repairs', { data: { clientId, device: 'Tablet', model: `iPad ${tag}`, contactNumber: `69${tag}`, description: 'No carga' } });
  expect(repair.status()).toBe(201);
  const repairId = (await repair.json()).id as number;

  await page.goto(`/gestion/clients/${clientId}/show`);
  await expect(page.getByRole('heading', { level: 1, name: `Cliente #${clientId} · ${name} Borrado${tag}` })).toBeVisible();
  await page.getByRole('button', { name: 'Olvidar cliente' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Olvidar al cliente #${clientId}?` });
  await expect(dialog).toContainText('No se puede deshacer');
  const confirm = dialog.getByRole('button', { name: 'Olvidar para siempre' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Escribe OLVIDAR para confirmar' }).fill('olvidar');
  await expect(confirm).toBeDisabled();
  expect(await seriousAccessibilityFindings(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/forget-client-dialog.png' });
  await dialog.getByRole('textbox', { name: 'Escribe OLVIDAR para confirmar' }).fill('OLVIDAR');
  await confirm.click();

  await expect(page.getByText('Datos personales olvidados: el cliente aparece como «Cliente eliminado (RGPD)»')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Cliente #${clientId} · ${ERASED}` })).toBeVisible();
  await expect(page.getByText('Datos olvidados (RGPD)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Olvidar cliente' })).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/forget-client-after.png', fullPage: true });

  await page.goto(`/gestion/repairs/${repairId}/show`);
  await expect(page.getByText(`iPad ${tag}`).first()).toBeVisible();
  await expect(page.getByText(ERASED).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('a Gerente sees no "Olvidar cliente"', async ({ page }) => {
  await logInAs(page, 'gerente@taller.demo');
  await page.goto('/gestion/clients/1/show');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cliente #1');
  await expect(page.getByRole('button', { name: 'Actualizar ficha' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Olvidar cliente' })).toHaveCount(0);
});
