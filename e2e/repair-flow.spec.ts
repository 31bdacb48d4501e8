import { expect, test, type Page } from './support/test';

async function logInAsGerente(page: Page) {
  await page.goto('/acceso-gerencia');
  await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
  await page.getByLabel('Contraseña').fill('demo-taller');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Inicio de sesión exitoso. Redirigiendo...')).toBeVisible();
  await page.waitForURL(/\/gestion/);
}

test('a gerente registers a repair, finds it, changes its status, reads its history and logs out', async ({ page }) => {
  await logInAsGerente(page);

  // Create, choosing the client by a search of at least two letters.
  await page.goto('/gestion/repairs/create');
  const client = page.getByLabel('Cliente');
  await client.fill('M');
  await expect(page.getByText('Escribe al menos 2 caracteres').first()).toBeVisible();
  await client.fill('Marí');
  await page.getByRole('option', { name: /María García López/ }).click();
  await expect(page.getByLabel('Número de contacto')).toHaveValue('612 345 678');
  await page.getByLabel('Dispositivo').fill('Móvil');
  await page.getByLabel('Modelo').fill('Pixel 8 Pro E2E');
  await page.getByLabel('Descripción').fill('Cristal trasero roto');
  await page.getByLabel('Precio (€)').fill('59.90');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Reparación registrada exitosamente')).toBeVisible();
  await page.waitForURL(/\/gestion\/repairs\/\d+\/show/);
  const id = page.url().match(/repairs\/(\d+)\/show/)![1];

  // Find it in the list by searching.
  await page.goto('/gestion/repairs');
  await expect(page.getByText(/Mostrando 1-\d+ de \d+/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar' }).fill('pixel 8 pro e2e');
  const row = page.locator('tbody tr', { hasText: 'Pixel 8 Pro E2E' });
  await expect(row).toHaveCount(1);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('59,90 €');
  await expect(row).toContainText('Pendiente');
  await row.click();
  await page.waitForURL(new RegExp(`/gestion/repairs/${id}/show`));

  // Change its status.
  await page.getByRole('button', { name: 'Cambiar el estado a En progreso' }).click();
  await expect(page.getByText('Estado cambiado a «En progreso»')).toBeVisible();

  // Both changes in the history, with who did them.
  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('tabpanel');
  await expect(history.getByText('Estado cambiado')).toBeVisible();
  await expect(history.getByText('Reparación registrada')).toBeVisible();
  await expect(history.getByText(/Pendiente\s*→\s*En progreso/)).toBeVisible();
  await expect(history.getByText(/Gonzalo Gerente/).first()).toBeVisible();

  // Log out: the back-office is closed again.
  await page.getByRole('button', { name: /Gonzalo Gerente|Perfil|Usuario/ }).first().click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/acceso-gerencia/);
  await page.goto('/gestion/repairs');
  await expect(page).toHaveURL(/\/acceso-gerencia/);
  expect((await page.request.get('/api/repairs')).status()).toBe(401);
});

test('an edit over someone else’s change is refused in Spanish and keeps what was typed', async ({ page }) => {
  await logInAsGerente(page);
  await page.goto('/gestion/repairs/2');
  const model = page.getByLabel('Modelo');
  await expect(model).not.toHaveValue('');
  // Someone else changes the repair meanwhile (same API, another screen).
  expect((await page.request.post('/api/repairs/2/status', { data: { status: 'on_hold' } })).status()).toBe(200);
  await model.fill('Modelo escrito a mano');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(/Otra persona ha modificado esta reparación/)).toBeVisible();
  await expect(page).toHaveURL(/\/gestion\/repairs\/2$/);
  await expect(model).toHaveValue('Modelo escrito a mano');
});

test('the manager login explains its errors and the back-office needs a staff session', async ({ page }) => {
  await page.goto('/gestion/repairs');
  await expect(page).toHaveURL(/\/acceso-gerencia/);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('cliente@taller.demo');
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeHidden();
  await page.getByLabel('Contraseña').fill('demo-taller');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText(/no tiene acceso a la gestión/)).toBeVisible();
  await page.getByLabel('Contraseña').fill('otra-clave-mala');
  await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Credenciales incorrectas. Verifica tus datos.')).toBeVisible();
});
