import { expect, test, type Page } from './support/test';
import { documentTitle, publicPages } from '../apps/public/src/seo/pages';
import { SHOP_NAME_PLACEHOLDER } from '../apps/public/src/config/shop';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };
const PASSWORD = 'demo-taller';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const footer = (page: Page) => page.getByRole('contentinfo');

/** Opens a session the way the customer login does (`area: customer`), through the API. */
async function signInThroughApi(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD, area: 'customer' } });
  expect(response.ok()).toBe(true);
}

/** Opens a manager session at /acceso-gerencia, which then leaves for the back-office. */
async function signInAtManagerLogin(page: Page) {
  await page.goto('/acceso-gerencia');
  await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/gestion/);
}

test.describe('Navigation bar by role (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('a visitor sees products, about, contact and the login button, and no account menu', async ({ page }) => {
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Productos' })).toHaveAttribute('href', '/productos');
    await expect(nav(page).getByRole('link', { name: 'Acerca de nosotros' })).toHaveAttribute('href', '/acerca-de-nosotros');
    await expect(nav(page).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
    await expect(nav(page).getByRole('link', { name: /Dashboard/ })).toHaveCount(0);
    await expect(nav(page).getByRole('button', { name: /Menú de/ })).toHaveCount(0);
    // The mobile menu's toggle is not shown at this width.
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();

    await nav(page).getByRole('link', { name: 'Acerca de nosotros' }).click();
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);
    await expect(nav(page).getByRole('link', { name: 'Acerca de nosotros' })).toHaveClass(/is-active/);
  });

  test('a visitor’s pages log no error: the session check answers “nobody” with a 200, not a 401', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['/', '/preguntas-frecuentes', '/contacto']) {
      const sessionCheck = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/me');
      await page.goto(path);
      const answer = await sessionCheck;
      // The e2e server runs with DEMO=on, and says so.
      expect({ path, status: answer.status(), body: await answer.json() }).toEqual({ path, status: 200, body: { user: null, demo: true } });
      await expect(nav(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('a customer’s menu shows initials, name, e-mail, profile, my orders and sign-out, and closes on a click outside or Escape', async ({ page }) => {
    await signInThroughApi(page, 'cliente@taller.demo');
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: 'Acerca de nosotros' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: /Dashboard/ })).toHaveCount(0);

    const toggle = nav(page).getByRole('button', { name: /Menú de usuario/ });
    await expect(toggle).toContainText('CC');
    await expect(toggle).toContainText('Carla Cliente');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Carla Cliente');
    await expect(panel).toContainText('cliente@taller.demo');
    await expect(panel.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('href', '/perfil');
    await expect(panel.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('href', '/perfil#pedidos');
    await expect(panel.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /Dashboard/ })).toHaveCount(0);
    // The role belongs to the manager menu only.
    await expect(panel.locator('.badge')).toHaveCount(0);

    // A click anywhere else closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it and gives the focus back to its button.
    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // The profile entry goes to the profile, closing the menu.
    await toggle.click();
    await panel.getByRole('link', { name: 'Mi perfil' }).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expect(panel).toBeHidden();
    // The address changes at once; the page shows once its file has loaded, and that change of
    // page closes any menu opened meanwhile: a reader opens it again on the page they see.
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();

    // Signing out comes back home as a visitor.
    await toggle.click();
    await panel.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText('Sesión cerrada exitosamente')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(toggle).toHaveCount(0);
  });

  test('a staff member’s regular session adds the “Dashboard” link, in the bar and in the user menu', async ({ page }) => {
    await signInThroughApi(page, 'administrador@taller.demo');
    await page.goto('/contacto');
    await expect(nav(page).getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/gestion');
    await expect(nav(page).getByRole('link', { name: 'Acerca de nosotros' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Contacto' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Dashboard Gerencia' })).toHaveCount(0);

    const toggle = nav(page).getByRole('button', { name: /Menú de usuario/ });
    await expect(toggle).toContainText('AA');
    await toggle.click();
    const panel = page.locator('.account-menu__panel');
    await expect(panel).toContainText('administrador@taller.demo');
    await expect(panel.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/gestion');
    await expect(panel.getByRole('link', { name: 'Mi perfil' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  });

  test('a manager session shows the single “Dashboard Gerencia” link and the manager menu', async ({ page }) => {
    await signInAtManagerLogin(page);
    await page.goto('/');
    const links = nav(page).getByRole('link');
    // The logo and the one link.
    await expect(links).toHaveCount(2);
    await expect(nav(page).getByRole('link', { name: 'Dashboard Gerencia' })).toHaveAttribute('href', '/gestion');
    await expect(nav(page).getByRole('link', { name: 'Acerca de nosotros' })).toHaveCount(0);

    const toggle = nav(page).getByRole('button', { name: /Menú de gerencia/ });
    await expect(toggle).toContainText('Gonzalo Gerente');
    await toggle.click();
    const panel = page.locator('.account-menu__panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Gonzalo Gerente');
    await expect(panel).toContainText('gerente@taller.demo');
    await expect(panel).toContainText('Rol: Gerente');
    await expect(panel.getByRole('link', { name: 'Dashboard Gerencia' })).toHaveAttribute('href', '/gestion');
    await expect(panel.getByRole('button', { name: 'Cerrar Sesión', exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Mi perfil' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('Mobile menu (390 px)', () => {
  test.use({ viewport: MOBILE });

  test('folds the same links behind a toggle that reports its state and manages the focus', async ({ page }) => {
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Acerca de nosotros' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    const closeToggle = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await closeToggle.getAttribute('aria-controls')}"]`);
    await expect(menu.getByRole('link')).toHaveText(['Productos', 'Acerca de nosotros', 'Contacto', 'Iniciar sesión']);

    // Escape closes it, the focus back on the toggle.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // The keyboard goes from the toggle straight into the menu; tabbing out of it closes it.
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Productos' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    // A click outside closes it.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();

    // Following a link closes it and puts the focus on the new page.
    await toggle.click();
    await menu.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(menu).toBeHidden();
    await expect(page.locator('main#contenido')).toBeFocused();
  });

  test('a customer keeps the account menu (initials) next to the toggle', async ({ page }) => {
    await signInThroughApi(page, 'cliente@taller.demo');
    await page.goto('/');
    const account = nav(page).getByRole('button', { name: /Menú de usuario/ });
    await expect(account).toContainText('CC');
    await expect(page.locator('.account-menu__name')).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.locator('.mobile-menu').getByRole('link')).toHaveText(['Productos', 'Acerca de nosotros', 'Contacto']);
    // Opening the account menu closes the other one.
    await account.click();
    await expect(page.locator('.mobile-menu')).toBeHidden();
    await expect(page.locator('.account-menu__panel')).toContainText('cliente@taller.demo');
  });
});

test.describe('Footer', () => {
  test('the contact block expands to the shop’s phone, e-mail and address', async ({ page }) => {
    await page.goto('/');
    const toggle = footer(page).getByRole('button', { name: 'Contacto y horario' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(footer(page).getByRole('link', { name: '910 000 000' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(footer(page).getByRole('link', { name: '910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
    await expect(footer(page).getByRole('link', { name: 'hola@taller.demo' })).toHaveAttribute('href', 'mailto:hola@taller.demo');
    // The demo's fictional shop, from its settings ('Ajustes del taller'), as the server sent them with the page.
    await expect(footer(page)).toContainText('Planta baja, centro comercial, 28001 Madrid');
    await expect(footer(page)).toContainText('10:00-20:00');
  });

  test('links to the products, the FAQ, about, terms and privacy, with the copyright line and the developers’ credits', async ({ page }) => {
    await page.goto('/');
    const links = footer(page).getByRole('navigation');
    await expect(links.getByRole('link')).toHaveText(['Productos', 'Preguntas frecuentes', 'Acerca de nosotros', 'Términos y condiciones', 'Política de privacidad']);
    await expect(footer(page)).toContainText('© 2025 Taller. Todos los derechos reservados.');
    await expect(footer(page).getByRole('link', { name: 'Brickle Pickle' })).toHaveAttribute('href', '/brickle-pickle');
    await expect(footer(page).getByRole('link', { name: 'White Branch' })).toHaveAttribute('href', '/white-branch');
    await footer(page).getByRole('link', { name: 'Brickle Pickle' }).click();
    await expect(page).toHaveURL(/\/brickle-pickle$/);
  });

  test('the maps link (the shop’s name and address, from its settings) opens in a new tab, without access to this one', async ({ page, context }) => {
    // No network here: answer the external pages locally.
    await context.route(/^https:\/\/(www\.tiktok\.com|www\.google\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>externa</title>' }),
    );
    await page.goto('/');
    const social = footer(page).getByRole('list', { name: 'Síguenos' }).getByRole('link');
    // No made-up social profile: only the maps search the shop's own name and address make.
    await expect(social).toHaveCount(1);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
    }
    await expect(social.nth(0)).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);

    // `noopener` cuts the new tab off from this page: it arrives as a page of the context.
    const opened = context.waitForEvent('page');
    await social.nth(0).click();
    const tab = await opened;
    await expect(tab).toHaveURL(/google\.com\/maps/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Rules of the frame', () => {
  test('the footer is hidden on /white-branch, the navigation bar is not', async ({ page }) => {
    await page.goto('/white-branch');
    await expect(page.getByRole('heading', { level: 1, name: 'White Branch' })).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('/albaran/1 leaves the public site for the back-office; without a session, signing in leads back to that albarán', async ({ page }) => {
    // (The frame rule itself, no bar and no footer on /albaran…: layout/frameRules.spec.ts.)
    await page.goto('/albaran/1');
    await expect(page).toHaveURL((url) => url.pathname === '/acceso-gerencia');
    expect(new URL(page.url()).searchParams.get('volver')).toBe('/gestion/albaran/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso Gerencia' })).toBeVisible();

    await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/gestion/albaran/1');
    await expect(page.getByRole('heading', { level: 1, name: /^Albarán R-0*1$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });

  test('a page change scrolls to the top; so does signing out', async ({ page }) => {
    await signInThroughApi(page, 'cliente@taller.demo');
    await page.goto('/politica-de-privacidad');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    // The session is known (its arrival scrolls to the top too) before the test scrolls.
    await expect(nav(page).getByRole('button', { name: /Menú de usuario/ })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await footer(page).getByRole('link', { name: 'Acerca de nosotros' }).click();
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await nav(page).getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(nav(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('signing in scrolls to the top on the same page, before anything else moves', async ({ page }) => {
    // The manager login waits 1 s before leaving for the back-office: the clock holds it.
    await page.clock.install();
    await page.setViewportSize({ width: 390, height: 480 });
    await page.goto('/acceso-gerencia');
    await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Inicio de sesión exitoso. Redirigiendo...')).toBeAttached();
    await expect(page).toHaveURL(/\/acceso-gerencia$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown path shows the Spanish 404 page inside the frame, kept out of search engines', async ({ page }) => {
    const response = await page.goto('/no-existe');
    // The status says so too (a crawler, a link checker): the page is the same.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page).toHaveTitle('Página no encontrada · Taller');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(nav(page)).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('Addresses the server knows', () => {
  test('a page of either app answers 200, parameterised ones too; any other address 404 with the same page', async ({ request }) => {
    const known = ['/', '/contacto', '/contacto/', '/preguntas-frecuentes?q=garantia', '/perfil', '/reparacion/1', '/albaran/7', '/pedidos', '/login', '/gestion', '/gestion/repairs/1/show'];
    for (const path of known) {
      const response = await request.get(path);
      expect({ path, status: response.status(), type: response.headers()['content-type'] }).toEqual({ path, status: 200, type: expect.stringMatching(/^text\/html/) });
    }
    for (const path of ['/no-existe', '/reparacion/1/editar', '/contacto/otra', '/reparacion']) {
      const response = await request.get(path);
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });
});

test.describe('Search engines and link previews', () => {
  test('robots.txt lets crawlers in except /gestion and /api, and points to the sitemap at the address it was asked at', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/gestion$/m);
    expect(body).toMatch(/^Disallow: \/api$/m);
    // The e2e server is a demo without PUBLIC_URL: the address comes from the request, not the build.
    expect(body).toContain(`\nSitemap: ${new URL(baseURL!).origin}/sitemap.xml\n`);
  });

  test('the page as sent (for crawlers that run no JavaScript) names this server in its Open Graph tags and data', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    for (const path of ['/', '/contacto']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<meta property="og:url" content="${origin}/">`);
      expect(html).toContain(`<meta property="og:image" content="${origin}/og-image.png">`);
      expect(html).toContain(`"url":"${origin}/"`);
      expect(html).not.toContain('localhost:3000');
    }
  });

  test('/favicon.ico is the site’s icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const icon = await response.body();
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2), icon.readUInt16LE(4) > 0]).toEqual([0, 1, true]);
  });

  test('sitemap.xml lists every public page, and not the profile', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/xml/);
    const body = await response.text();
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const origin = new URL(baseURL!).origin;
    expect([...body.matchAll(/<loc>([^<]*)<\/loc>/g)].every((match) => match[1]!.startsWith(`${origin}/`))).toBe(true);
    const paths = [...body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    // A route with a parameter is no address (a product's page: its addresses are not known when the site is built).
    expect(paths).toEqual(publicPages.filter((page) => page.indexable && !page.path.includes('/:')).map((page) => page.path));
    expect(paths).toEqual(expect.arrayContaining(['/', '/contacto', '/preguntas-frecuentes', '/brickle-pickle']));
    expect(paths).not.toContain('/perfil');
  });

  test('each public route has its own title, description and Open Graph tags', async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    // A product's page titles and describes itself with the product once it has loaded (public-catalogue.spec.ts);
    // '/productos/:producto' as written names no product, and is the 404 page.
    const routes = publicPages.filter((entry) => entry.path !== '/productos/:producto');
    // Start on one page and move through the others by client-side navigation too.
    for (const entry of routes) {
      // A visitor at /perfil is sent on to the login, tags and all, as soon as the session check
      // answers: the profile's own tags are read with a session.
      const needsSession = entry.path === '/perfil';
      if (needsSession) await signInThroughApi(page, 'cliente@taller.demo');
      await page.goto(entry.path);
      // Read here without a page, the name is the build's placeholder: the demo shop is 'Taller'.
      const title = documentTitle(entry).replace(SHOP_NAME_PLACEHOLDER, 'Taller');
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.description);
      // One of each: the running site updates the tags index.html brought, never adds more.
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', entry.description);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(entry.path, page.url()).href);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', entry.indexable ? 'index, follow' : 'noindex');
      seen.titles.add(title);
      seen.descriptions.add(entry.description);
      if (needsSession) expect((await page.request.post('/api/auth/logout')).status()).toBe(204);
    }
    expect(seen.titles.size).toBe(routes.length);
    expect(seen.descriptions.size).toBe(routes.length);

    // A client-side navigation updates them as well.
    await page.goto('/');
    await footer(page).getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await expect(page).toHaveTitle('Preguntas frecuentes · Taller');
    const faq = publicPages.find((entry) => entry.path === '/preguntas-frecuentes')!;
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', faq.description);
  });

  test('the link-preview picture is a real 1200 × 630 PNG at an absolute address', async ({ page, request }) => {
    await page.goto('/');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    // The PNG header holds width and height as big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the shop’s structured data (JSON-LD) parses, with its address, phone and opening hours', async ({ page, request }) => {
    // In the HTML itself, for crawlers that run no JavaScript…
    const html = await (await request.get('/')).text();
    expect(html).toContain('<script type="application/ld+json"');
    // …and in the running page.
    await page.goto('/');
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent())!);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ElectronicsStore',
      name: 'Taller',
      legalName: 'Taller Reparaciones Electrónicas S.L. (ficticia)',
      taxID: 'B00000000',
      telephone: '+34910000000',
      email: 'hola@taller.demo',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Planta baja, centro comercial',
        postalCode: '28001',
        addressLocality: 'Madrid',
        addressRegion: 'Madrid',
        addressCountry: 'ES',
      },
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    ]);
  });
});

test.describe('Accessibility (axe)', () => {
  test('the home page with the mobile menu open has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoSeriousAxeViolations(page);
  });

  test('the home page with a customer’s menu open (desktop) has no serious or critical violation', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInThroughApi(page, 'cliente@taller.demo');
    await page.goto('/');
    await nav(page).getByRole('button', { name: /Menú de usuario/ }).click();
    await expect(page.locator('.account-menu__panel')).toBeVisible();
    await footer(page).getByRole('button', { name: 'Contacto y horario' }).click();
    await expectNoSeriousAxeViolations(page);
  });
});
