import { expect, test, type Page } from './support/test';
import { seriousAccessibilityFindings } from './support/accessibility';

/**
 * 'Ajustes del taller': the Administrador edits the shop's identity, and the public site (footer,
 * contact page, JSON-LD) shows the new values on its next visit, without a rebuild; a Gerente
 * has no such screen and the server refuses the settings to them.
 */

async function logInAs(page: Page, email: string) {
  const answer = await page.request.post('/api/auth/login', { data: { email, password: 'demo-taller', area: 'staff' } });
  expect(answer.status()).toBe(200);
}

interface Profile {
  version: number;
  identity: Record<string, string>;
  hours: Record<string, { opens: string; closes: string }[]>;
  terms: Record<string, number>;
}

/** Puts the demo's settings back as they were, for the files that run after this one. */
async function restore(page: Page, original: Profile) {
  await logInAs(page, 'administrador@taller.demo');
  const current = (await (await page.request.get('/api/shop/settings')).json()) as Profile;
  const answer = await page.request.put('/api/shop/settings', {
    data: { version: current.version, identity: original.identity, hours: original.hours, terms: original.terms },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the Administrador edits the shop, and the public footer, contact page and JSON-LD show it at once', async ({ page }) => {
  await logInAs(page, 'administrador@taller.demo');
  const original = (await (await page.request.get('/api/shop/settings')).json()) as Profile;
  try {
    await page.goto('/gestion/');
    await page.getByRole('menuitem', { name: 'Ajustes del taller' }).click();
    await page.waitForURL(/\/gestion\/ajustes-del-taller$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ajustes del taller' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nombre comercial' })).toHaveValue('Taller');
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    // A NIF with a wrong control letter is refused on its field, before anything is sent.
    const taxId = page.getByRole('textbox', { name: 'NIF/CIF' });
    await taxId.fill('B58818502');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(page.getByText('El NIF/CIF no es válido: revisa los números y la letra o dígito de control')).toBeVisible();

    await taxId.fill('B58818501');
    await page.getByRole('textbox', { name: 'Nombre comercial' }).fill('Taller Móvil Alcorcón');
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('916 123 456');
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Mayor 12, local 3');
    await page.getByRole('textbox', { name: 'Código postal' }).fill('28921');
    await page.getByRole('textbox', { name: 'Localidad' }).fill('Alcorcón');
    await page.getByRole('group', { name: 'Sábado' }).getByRole('checkbox', { name: 'Cerrado' }).check();
    await page.getByRole('textbox', { name: 'Almacenaje por día' }).fill('2,50');
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(page.getByText('Ajustes del taller guardados')).toBeVisible();
    // The history says what changed, before → after.
    const history = page.getByRole('region', { name: 'Historial de cambios' });
    await expect(history).toContainText('Nombre comercial: Taller → Taller Móvil Alcorcón');
    await expect(history).toContainText('Sábado: 10:00-14:00 → cerrado');
    await expect(history).toContainText(/Almacenaje por día: 3,00\s€ → 2,50\s€/);
    expect(await seriousAccessibilityFindings(page)).toEqual([]);

    // The public site, no rebuild: the page as served carries the new identity.
    await page.goto('/contacto');
    await expect(page).toHaveTitle('Contacto · Taller Móvil Alcorcón');
    const sidebar = page.locator('.contact-sidebar');
    await expect(sidebar.getByRole('link', { name: '916 123 456' })).toHaveAttribute('href', 'tel:+34916123456');
    await expect(sidebar).toContainText('Calle Mayor 12, local 3, 28921 Alcorcón (Madrid)');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Contacto y horario' }).click();
    await expect(footer).toContainText('Calle Mayor 12, local 3, 28921 Alcorcón (Madrid)');
    await expect(footer).toContainText('© 2025 Taller Móvil Alcorcón');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      name: 'Taller Móvil Alcorcón',
      taxID: 'B58818501',
      telephone: '+34916123456',
      address: { streetAddress: 'Calle Mayor 12, local 3', postalCode: '28921', addressLocality: 'Alcorcón' },
    });
    expect(jsonLd.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '20:00' },
    ]);
    // The legal pages name the company and its NIF; the terms quote the new fee.
    await page.goto('/terminos-y-condiciones');
    await expect(page.getByText(/que presta Taller Reparaciones Electrónicas S\.L\. \(ficticia\) \(«Taller Móvil Alcorcón»\), con NIF B58818501/)).toBeVisible();
    await expect(page.getByText(/se cobra a 2,50\s€ por día/)).toBeVisible();
  } finally {
    await restore(page, original);
  }
});

test('a Gerente has no settings screen, and the server refuses them the settings', async ({ page }) => {
  await logInAs(page, 'gerente@taller.demo');
  await page.goto('/gestion/');
  await expect(page.getByRole('menuitem', { name: 'Ajustes del taller' })).toHaveCount(0);
  expect((await page.request.get('/api/shop/settings')).status()).toBe(403);
  expect((await page.request.put('/api/shop/settings', { data: { version: 0, identity: { tradeName: 'Otro' } } })).status()).toBe(403);
  await page.goto('/gestion/ajustes-del-taller');
  await expect(page.getByText('Solo el Administrador puede ver y cambiar los ajustes del taller.')).toBeVisible();
  // What a customer may see stays public.
  expect((await page.request.get('/api/shop')).status()).toBe(200);
});
