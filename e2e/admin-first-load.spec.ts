import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from './support/test';

/**
 * The back-office's first load (issue 14): the JavaScript fetched before the first screen is
 * shown, and the screens kept out of it (each in a file of its own, fetched when first opened).
 * Sizes are measured as the public site's budget is (public-home.spec.ts): each script's body
 * gzipped at level 9, whatever the server chose to send.
 */

/**
 * The budget, in KiB of gzipped JavaScript before the dashboard shows. Issue 14 asks for 250;
 * this build fetches about 244 (434 before issue 14, 290 with react-admin's layout, measured the
 * same way): React, ReactDOM and the router are about 96, the shell (our layout on MUI's light
 * parts, the session and data layers, the frame's translations) about 111, the dashboard about
 * 37. README.md, "The back-office's first load", says what it holds and what would take it lower.
 */
const FIRST_SCREEN_BUDGET_KIB = 249;

async function logInAsGerente(page: Page) {
  const answer = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: 'demo-taller' } });
  expect(answer.status()).toBe(200);
}

/** Every script the page fetches from now on, by address, with the moment its request left. */
function recordScripts(page: Page) {
  const scripts = new Map<string, { requestedAt: number; response: Promise<Response | null> }>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.set(request.url(), { requestedAt: Date.now(), response: request.response() });
  });
  return scripts;
}

const gzippedBytes = async (scripts: Iterable<{ response: Promise<Response | null> }>) => {
  let total = 0;
  for (const { response } of scripts) {
    const body = await (await response)!.body();
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
};

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

test.beforeEach(async ({ page }) => {
  await logInAsGerente(page);
});

test(`the dashboard shows after at most ${FIRST_SCREEN_BUDGET_KIB} KiB of gzipped JavaScript, without the other screens`, async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/gestion');
  // The first screen: the dashboard's quick actions, the day and the notes board.
  await expect(page.getByRole('region', { name: 'Accesos rápidos' }).getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Notas rápidas' })).toBeVisible();
  const shownAt = Date.now();
  const before = [...scripts].filter(([, script]) => script.requestedAt <= shownAt);
  const names = before.map(([url]) => fileName(url));

  const kib = (await gzippedBytes(before.map(([, script]) => script))) / 1024;
  test.info().annotations.push({ type: 'first-load', description: `${before.length} scripts, ${kib.toFixed(1)} KiB gzipped` });
  expect(before.length).toBeGreaterThan(1);
  expect(kib).toBeLessThanOrEqual(FIRST_SCREEN_BUDGET_KIB);
  // Screens not shown stay out of the first load.
  // Nor do the note form and the deletion dialogs, fetched when first wanted.
  for (const screen of ['CalendarPage', 'AlbaranPage', 'AuditPage', 'ShopSettingsPage', 'RepairList', 'RepairShow', 'NewWorkPage', 'TeamList', 'NoteForm', 'ConfirmDialog']) {
    expect(names.filter((name) => name.startsWith(`${screen}-`)), screen).toEqual([]);
  }
  // Nor zod: the translations take the domain's labels and messages from @taller/domain/texts.
  for (const [url, script] of before) expect((await (await script.response)!.text()).includes('ZodError'), fileName(url)).toBe(false);
});

test('the note form and the deletion dialog of the dashboard fetch their file when first wanted, and work', async ({ page }) => {
  await page.goto('/gestion');
  const board = page.getByRole('region', { name: 'Notas rápidas' });
  await expect(board.getByRole('heading', { name: 'Notas rápidas' })).toBeVisible();
  const scripts = recordScripts(page);
  await board.getByRole('button', { name: 'Nueva nota' }).click();
  await expect(board.getByRole('textbox', { name: 'Título' })).toBeVisible();
  const names = [...scripts.keys()].map(fileName);
  expect(names.some((name) => name.startsWith('NoteForm-'))).toBe(true);
  expect(names.some((name) => name.startsWith('ConfirmDialog-'))).toBe(true);
  await board.getByRole('button', { name: 'Cancelar' }).click();
  await expect(board.getByRole('textbox', { name: 'Título' })).toHaveCount(0);
});

test('the calendar and the albarán fetch their own files when first opened, and work', async ({ page }) => {
  await page.goto('/gestion');
  await expect(page.getByRole('region', { name: 'Accesos rápidos' }).getByRole('link')).toHaveCount(6);
  const scripts = recordScripts(page);

  // The calendar, through the side menu: its file comes now.
  await page.getByRole('menu').getByRole('menuitem', { name: 'Calendario', exact: true }).click();
  await expect(page).toHaveURL(/\/gestion\/calendario/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario de trabajo' })).toBeVisible();
  expect([...scripts.keys()].map(fileName).some((name) => name.startsWith('CalendarPage-'))).toBe(true);

  // The albarán of the demo's first repair, opened by its address: its file comes with it.
  await page.goto('/gestion/albaran/repair/1');
  await expect(page.getByRole('region', { name: 'Copia para la tienda' })).toContainText('María García López');
  expect([...scripts.keys()].map(fileName).some((name) => name.startsWith('AlbaranPage-'))).toBe(true);
});

test('a screen whose file cannot be fetched says so in Spanish and offers a reload', async ({ page }) => {
  await page.goto('/gestion');
  await expect(page.getByRole('region', { name: 'Accesos rápidos' }).getByRole('link')).toHaveCount(6);
  // A new version deployed while the tab was open: the old screen files are gone.
  await page.route(/\/gestion\/assets\/CalendarPage-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.getByRole('menu').getByRole('menuitem', { name: 'Calendario', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'No se ha podido cargar esta pantalla' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('versión nueva');
  // The app around it still works: the menu is there, and the reload brings the screen.
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Reparaciones', exact: true })).toBeVisible();
  await page.unroute(/\/gestion\/assets\/CalendarPage-[^/]+\.js$/);
  await alert.getByRole('button', { name: 'Recargar la página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario de trabajo' })).toBeVisible();
});

test('while a screen file loads, the app bar says so; the screen left stays until the new one shows', async ({ page }) => {
  await page.goto('/gestion');
  await expect(page.getByRole('region', { name: 'Accesos rápidos' }).getByRole('link')).toHaveCount(6);
  // A slow line: the repairs list's file is held until released.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/gestion\/assets\/RepairList-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Reparaciones', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Cargando la pantalla' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notas rápidas' })).toBeVisible();
  release();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Cargando la pantalla' })).toHaveCount(0);
});
