import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * Deleted records (the owner's 'Eliminadas' view): a deleted repair, revision, order or client
 * is found again, with who deleted it, when, what it was and its whole history.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function logInAsGerente(page: Page) {
  const answer = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

test.beforeEach(async ({ page }) => logInAsGerente(page));

test('a deleted repair says so where it was, and leads to what it held and its whole history', async ({ page }) => {
  const model = uniqueTag('del');
  const created = await page.request.post('/api/repairs', {
    data: { clientId: 1, device: 'Tablet', model, description: 'No enciende', entryDate: '2026-11-20', priceCents: 4500 },
  });
  expect(created.status()).toBe(201);
  const repair = (await created.json()) as { id: number };
  expect((await page.request.delete(`/api/repairs/${repair.id}`)).status()).toBe(200);

  // Where it was: 'not found', and why.
  await page.goto(`/gestion/repairs/${repair.id}/show`);
  await expect(page.getByText('Reparación no encontrada')).toBeVisible();
  await expect(page.getByText(/Eliminado el \d\d\/\d\d\/\d{4}, \d\d:\d\d por Gonzalo Gerente, Gerente\./)).toBeVisible();
  await page.getByRole('link', { name: 'Ver qué era y su historial' }).click();

  // What it was, who deleted it, and every event, newest first.
  await page.waitForURL(new RegExp(`/gestion/deleted/repair-${repair.id}/show$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reparación #${repair.id} (eliminada) · Tablet ${model}`);
  const history = page.getByRole('list', { name: 'Historial de la reparación' });
  // Its own events (the shop's notice that it was received may sit between them, as the system's).
  await expect(history.locator('[data-event-type]:not([data-event-type="RepairCustomerNotified"])')).toHaveCount(2);
  await expect(history.locator('[data-event-type]').first()).toContainText('Reparación eliminada');
  await expect(history.locator('[data-event-type="RepairRegistered"]')).toContainText('45,00 €');
  await expect(history.locator('[data-event-type="RepairRegistered"]')).toContainText(model);
  expect(await seriousAccessibilityFindings(page)).toEqual([]);

  // The view finds it by kind and number.
  await page.goto('/gestion/deleted');
  await expect(page.getByText('Registros eliminados')).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Reparación' }).click();
  await page.getByRole('spinbutton', { name: 'Número' }).fill(String(repair.id));
  // The filter has reached the address (the box waits for typing to stop): the list is settled.
  await expect(page).toHaveURL(new RegExp(`recordId%22%3A${repair.id}`));
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(`Tablet ${model}`);
  await expect(page.locator('tbody tr').first()).toContainText('Gonzalo Gerente');
  await page.locator('tbody tr').first().getByText(`Tablet ${model}`).click();
  await page.waitForURL(new RegExp(`/gestion/deleted/repair-${repair.id}/show$`));
});

test('a deleted revision opens what it was instead of the list, and the view lists it', async ({ page }) => {
  const model = uniqueTag('drv');
  const created = await page.request.post('/api/revisions', {
    data: { clientId: 1, device: 'Consola', model, contactNumber: '612 345 678', motive: 'diagnostico', description: 'Se apaga sola', date: '2026-12-15' },
  });
  const revision = (await created.json()) as { id: number };
  expect((await page.request.delete(`/api/revisions/${revision.id}`)).status()).toBe(200);

  await page.goto(`/gestion/revisions/${revision.id}/show`);
  await page.waitForURL(new RegExp(`/gestion/deleted/revision-${revision.id}/show$`));
  await expect(page.getByText('No se encontraron datos de la revisión. Este registro se eliminó. Su historial completo se conserva.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Revisión #${revision.id} (eliminada) · Consola ${model}`);
  await expect(page.getByRole('list', { name: 'Historial de la revisión' }).locator('[data-event-type="RevisionDeleted"]')).toContainText(
    'Gonzalo Gerente',
  );
});
