import { expect, test } from './support/test';

/**
 * The order detail's sections fold away and back (back-office.md §2, order detail: "collapsible
 * sections: order info, client info, products, summary"), as the repair's and the client's do.
 */

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
});

test('each section of the order detail folds away and back, by mouse and by keyboard', async ({ page }) => {
  const answer = await page.request.post('/api/orders', {
    data: { clientId: 1, name: 'Cargador USB-C 65 W', description: 'Cargador rápido', quantity: 2, unitPriceCents: 2490 },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const order = (await answer.json()) as { id: number };

  await page.goto(`/gestion/pedido/${order.id}`);
  await page.waitForURL(new RegExp(`/gestion/orders/${order.id}/show$`));

  const sections: { name: string; shows: string }[] = [
    { name: 'Información del pedido', shows: 'Cargador rápido' },
    { name: 'Información del cliente', shows: 'María García López' },
    { name: 'Productos', shows: '24,90 €' },
    { name: 'Resumen de importes', shows: '49,80 €' },
    { name: 'Fechas', shows: 'Fecha del pedido' },
  ];
  for (const { name, shows } of sections) {
    const section = page.getByRole('region', { name, exact: true });
    const toggle = section.getByRole('button', { name, exact: true });
    const content = section.getByText(shows, { exact: false }).first();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(content).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toBeVisible();
  }
});
