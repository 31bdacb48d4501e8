import { expect, test, type APIRequestContext, type Page } from './support/test';

/**
 * A repair registered without a price (the spec's creation payload: "price (optional
 * estimate)") has no price yet: every screen says 'Por determinar', as the albarán does,
 * never '0,00 €', and the API answers `null`, not 0.
 */

const uniqueTag = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const uniquePhone = () => `6${String(Date.now() % 1e6).padStart(6, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;

async function created<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
}

interface ApiRepair {
  id: number;
  version: number;
  priceCents: number | null;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  const answer = await page.request.post('/api/auth/login', {
    data: { email: 'gerente@taller.demo', password: 'demo-taller' },
  });
  expect(answer.status()).toBe(200);
});

test('a repair with no price reads "Por determinar" in the list, the detail, the history and the client card', async ({
  page,
}) => {
  const tag = uniqueTag('Precio');
  const phone = uniquePhone();
  const client = await created<{ id: number }>(
    await page.request.post('/api/clients', {
      data: { name: 'Paula', lastName: tag, phone, email: `paula.${phone}@correo.test` },
    }),
  );
  const repairFor = (model: string, priceCents?: number) =>
    page.request.post('/api/repairs', {
      data: { clientId: client.id, device: 'Móvil', model, contactNumber: phone, description: 'No carga', priceCents },
    });
  const priced = await created<ApiRepair>(await repairFor(`${tag} con precio`, 4500));
  const unpriced = await created<ApiRepair>(await repairFor(`${tag} sin precio`));

  // The API keeps "no price" as null, in the record, the list and the client's work.
  expect(unpriced.priceCents).toBeNull();
  expect(((await (await page.request.get(`/api/repairs/${unpriced.id}`)).json()) as ApiRepair).priceCents).toBeNull();
  const listed = (await (
    await page.request.get(`/api/repairs?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`)
  ).json()) as ApiRepair[];
  expect(listed.find((repair) => repair.id === unpriced.id)?.priceCents).toBeNull();
  const clientWork = (await (await page.request.get(`/api/clients/${client.id}`)).json()) as {
    work: { repairs: { latest: ApiRepair[] } };
  };
  expect(clientWork.work.repairs.latest.find((repair) => repair.id === unpriced.id)?.priceCents).toBeNull();

  // The list.
  await page.goto('/gestion/repairs');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(tag);
  await expect(page.getByText('Mostrando 1-2 de 2')).toBeVisible();
  const rowOf = (id: number) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: `Abrir la reparación #${id}` }) });
  await expect(rowOf(unpriced.id)).toContainText('Por determinar');
  await expect(rowOf(unpriced.id)).not.toContainText('0,00 €');
  await expect(rowOf(priced.id)).toContainText('45,00 €');

  // The detail.
  await page.goto(`/gestion/repairs/${unpriced.id}/show`);
  const payment = region(page, 'Precio y pago');
  await expect(payment).toContainText('PrecioPor determinar');
  await expect(payment).not.toContainText('0,00 €');

  // The history: a price taken away reads as 'Por determinar', as does the registration without one.
  const removed = await page.request.put(`/api/repairs/${priced.id}`, { data: { version: priced.version, priceCents: null } });
  expect(removed.status(), await removed.text()).toBe(200);
  await page.goto(`/gestion/repairs/${priced.id}/show/historial`);
  await expect(page.getByRole('tabpanel')).toContainText('Precio: 45,00 € → Por determinar');
  await page.goto(`/gestion/repairs/${unpriced.id}/show/historial`);
  await expect(page.getByRole('tabpanel')).not.toContainText('Precio: (vacío)');

  // The client card's repairs.
  await page.goto(`/gestion/clients/${client.id}/show`);
  const repairs = region(page, 'Reparaciones');
  await expect(repairs.getByRole('link', { name: new RegExp(`^Reparación #${unpriced.id} `) })).toContainText('Por determinar');
  await expect(repairs.getByRole('link', { name: new RegExp(`^Reparación #${priced.id} `) })).toContainText('Por determinar');
});
