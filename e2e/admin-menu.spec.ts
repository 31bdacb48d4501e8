import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * The side menu reaches every screen of the back-office (back-office.md §2), not only the
 * dashboard's cards: new work, the calendar and the notes too, each with its icon, the
 * current one marked.
 */

const ENTRIES = ['Panel', 'Nuevo trabajo', 'Reparaciones', 'Revisiones', 'Pedidos', 'Facturas', 'Productos', 'Clientes', 'Calendario', 'Notas', 'Caja', 'Eliminadas'];
/** Entries of the Administrador's alone, after the shared ones. */
const ADMINISTRADOR_ENTRIES = ['Actividad', 'Estadísticas', 'Equipo', 'Ajustes del taller', 'Avisos a clientes'];

const menu = (page: Page) => page.getByRole('menu');
const entry = (page: Page, name: string) => menu(page).getByRole('menuitem', { name, exact: true });

async function logIn(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

for (const { role, email } of [
  { role: 'Gerente', email: 'gerente@taller.demo' },
  { role: 'Administrador', email: 'administrador@taller.demo' },
]) {
  test(`the ${role}'s side menu leads to every screen, each entry with its icon, the current one marked`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, email);
    await page.goto('/gestion/');
    const entries = role === 'Administrador' ? [...ENTRIES, ...ADMINISTRADOR_ENTRIES] : ENTRIES;
    await expect(menu(page).getByRole('menuitem')).toHaveText(entries);
    for (const name of entries) await expect(entry(page, name).locator('svg').first()).toBeVisible();
    await expect(entry(page, 'Panel')).toHaveAttribute('aria-current', 'page');

    const screens: { name: string; url: RegExp; shows: (page: Page) => ReturnType<Page['getByRole']> }[] = [
      { name: 'Nuevo trabajo', url: /\/gestion\/nuevo-trabajo$/, shows: (p) => p.getByRole('heading', { level: 1, name: 'Nuevo trabajo' }) },
      { name: 'Calendario', url: /\/gestion\/calendario/, shows: (p) => p.getByRole('heading', { level: 1, name: 'Calendario de trabajo' }) },
      { name: 'Notas', url: /\/gestion\/notas$/, shows: (p) => p.getByRole('heading', { level: 1, name: 'Notas rápidas' }) },
      { name: 'Reparaciones', url: /\/gestion\/repairs/, shows: (p) => p.getByRole('columnheader', { name: 'Dispositivo' }) },
      { name: 'Panel', url: /\/gestion\/$/, shows: (p) => p.getByRole('heading', { name: 'Notas rápidas' }) },
    ];
    for (const screen of screens) {
      await entry(page, screen.name).click();
      await page.waitForURL(screen.url);
      await expect(screen.shows(page)).toBeVisible();
      await expect(entry(page, screen.name)).toHaveAttribute('aria-current', 'page');
      await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(1);
    }

    // A detail marks its list's entry.
    await page.goto('/gestion/reparacion/1');
    await page.waitForURL(/\/gestion\/repairs\/1\/show$/);
    await expect(entry(page, 'Reparaciones')).toHaveAttribute('aria-current', 'page');
    await expect(entry(page, 'Panel')).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/gestion/notas');
    await expect(page.getByRole('heading', { level: 1, name: 'Notas rápidas' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`menu-${role}-1366x768.png`) });
    expect(await seriousAccessibilityFindings(page)).toEqual([]);
  });
}
