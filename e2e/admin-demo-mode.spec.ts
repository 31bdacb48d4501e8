import { expect, test, type Page } from './support/test';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const BANNER = 'Modo demostración: datos y cuentas de ejemplo. No lo uses con datos reales.';

async function logInAsGerente(page: Page) {
  await page.goto('/acceso-gerencia');
  await page.getByLabel('Correo electrónico').fill('gerente@taller.demo');
  await page.getByLabel('Contraseña').fill('demo-taller');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/gestion/);
}

// The e2e server runs with DEMO=on.
test('the back-office says on every screen that the shop is a demo', async ({ page }) => {
  await logInAsGerente(page);
  const banner = page.getByRole('note').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await page.goto('/gestion/repairs');
  await expect(page.getByText('Lista de Reparaciones')).toBeVisible();
  await expect(banner).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test('a form of another site cannot make the back-office act: 403 before the session is even looked at', async ({ page, baseURL }) => {
  await logInAsGerente(page);
  const before = await (await page.request.get('/api/revisions/1')).json();
  // A page of another site (served here by Playwright) with a form that posts to the shop.
  const action = `${baseURL}/api/revisions/1/archive`;
  await page.route('http://evil.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Otra web</title><form method="post" action="${action}"><button>Enviar</button></form>` }),
  );
  await page.goto('http://evil.example/');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === action),
    page.getByRole('button', { name: 'Enviar' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ message: 'Petición rechazada: los cambios solo se aceptan desde las páginas de este mismo sitio.' });
  const after = await (await page.request.get(`${baseURL}/api/revisions/1`)).json();
  expect({ status: after.status, version: after.version }).toEqual({ status: before.status, version: before.version });
});
