import { expect, test, type Page } from './support/test';

const PASSWORD = 'demo-taller';

/** A staff session opened through the API: the back-office accepts it as it accepts the manager login's. */
async function signInAsStaff(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: { email: 'gerente@taller.demo', password: PASSWORD, area: 'staff' } });
  expect(response.ok()).toBe(true);
}

/** The spec's management paths and the back-office screen each one opens. */
const MANAGEMENT_SCREENS = [
  { path: '/reparaciones', screen: '/gestion/repairs' },
  { path: '/reparacion/1', screen: '/gestion/repairs/1/show' },
  { path: '/pedidos', screen: '/gestion/orders' },
  { path: '/pedido/1', screen: '/gestion/orders/1/show' },
  { path: '/revisiones', screen: '/gestion/revisions' },
  { path: '/revision/1', screen: '/gestion/revisions/1/show' },
  { path: '/clientes', screen: '/gestion/clients' },
  { path: '/cliente/1', screen: '/gestion/clients/1/show' },
  { path: '/nuevo-trabajo', screen: '/gestion/nuevo-trabajo' },
  { path: '/calendario', screen: '/gestion/calendario' },
];

test.describe('The spec’s management paths', () => {
  test('signed in as staff, each one opens its own back-office screen', async ({ page }) => {
    await signInAsStaff(page);
    for (const { path, screen } of MANAGEMENT_SCREENS) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === screen);
      expect({ path, landed: new URL(page.url()).pathname }).toEqual({ path, landed: screen });
    }
  });

  test('without a session, each one leads to the manager login, which carries it back as ?volver=', async ({ page }) => {
    for (const { path } of MANAGEMENT_SCREENS) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/acceso-gerencia');
      expect({ path, volver: new URL(page.url()).searchParams.get('volver') }).toEqual({ path, volver: `/gestion${path}` });
    }

    // Signing in there opens the screen the link named.
    await page.goto('/pedido/1');
    await expect(page).toHaveURL((url) => url.pathname === '/acceso-gerencia');
    await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/gestion/orders/1/show');
  });
});

test('/login leads to the customer login, keeping its query', async ({ page }) => {
  const response = await page.goto('/login?volver=%2Fperfil');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === '/iniciar-sesion');
  expect(new URL(page.url()).searchParams.get('volver')).toBe('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});

test.describe('Scrolling (spec: every location change scrolls to the top)', () => {
  test('a new page starts at the top; Back, Forward and a reload return to where the reader was', async ({ page }) => {
    // The browser's own restoration is off: the site does it. (Chromium's usually lands after
    // the site's scroll to the top, but not every browser's does.)
    await page.addInitScript(() => {
      window.history.scrollRestoration = 'manual';
    });
    await page.goto('/politica-de-privacidad');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    // The session check has answered (its arrival scrolls to the top too) before the test scrolls.
    await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

    // Clicked where it is: Playwright's click would first scroll it into view, moving the page left.
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const follow = (name: string) => nav.getByRole('link', { name }).dispatchEvent('click');
    await follow('Acerca de nosotros');
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

    await page.goBack();
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

    await page.goForward();
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

    // A reload keeps the place, and so does Back after it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);
    await page.goBack();
    await expect(page).toHaveURL(/\/politica-de-privacidad$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.goForward();
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);

    // Following a link is a new visit: the top, even to a page seen before.
    await follow('Contacto');
    await expect(page).toHaveURL(/\/contacto$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await follow('Acerca de nosotros');
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back straight after a scroll, before the browser has reported it (scroll events wait for
    // the next frame, which a busy tab draws late): the place left is still the one kept.
    await page.evaluate(() => {
      window.scrollTo(0, 500);
      window.history.back();
    });
    await expect(page).toHaveURL(/\/contacto$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.goForward();
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
  });
});
