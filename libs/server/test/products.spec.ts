import { productMessages as m } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../src/index.js';
import { StockAlert } from '../src/products/alerts/stock-alert.entity.js';
import { StockAlerts } from '../src/products/alerts/stock-alerts.js';
import { readOutboxFolder } from '../src/mail/outbox-folder.js';
import { client, dataProvider, eventually, startApi, type RunningApi } from './harness.js';

/**
 * The accessory shop's catalogue and stock (issue 17): products as staff keep them, every unit
 * moved by an event with who and when, and the public catalogue that never tells a count.
 */
describe.each(ENGINES)('Products and stock on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  const anonymous = () => client(api.url);

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    admin = client(api.url, await api.login('administrador@taller.demo'));
  });
  afterAll(async () => {
    await api.close();
  });

  const add = async (product: Record<string, unknown>) => {
    const response = await staff('/api/products', { method: 'POST', body: { category: 'cases', priceCents: 1999, ...product } });
    expect(response.status).toBe(201);
    return response.json;
  };
  const move = (id: number, movement: 'received' | 'sold' | 'adjustments', body: unknown) =>
    staff(`/api/products/${id}/stock/${movement}`, { method: 'POST', body });
  const list = (filter: object, sort: [string, string] = ['stockMargin', 'ASC']) =>
    staff(`/api/products?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=[0,99]`);

  it('keeps every product route to staff: 401 without a session, while the catalogue is public', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/products'],
      ['POST', '/api/products'],
      ['GET', '/api/products/1'],
      ['PUT', '/api/products/1'],
      ['GET', '/api/products/1/history'],
      ['POST', '/api/products/1/stock/received'],
      ['POST', '/api/products/1/stock/sold'],
      ['POST', '/api/products/1/stock/adjustments'],
    ];
    for (const [method, path] of routes) {
      const response = await anonymous()(path, { method, body: ['POST', 'PUT'].includes(method) ? {} : undefined });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
    }
    expect((await anonymous()('/api/catalogue/products')).status).toBe(200);
    expect((await anonymous()('/api/catalogue/models')).status).toBe(200);
  });

  it('adds a product with the shop’s defaults, and refuses a bad form field by field in Spanish', async () => {
    const product = await add({ name: 'Cargador USB-C 20 W', category: 'chargers', priceCents: 2490, compatibleModels: ['iPhone 15', 'Galaxy S24'] });
    expect(product).toMatchObject({
      version: 0,
      name: 'Cargador USB-C 20 W',
      category: 'chargers',
      categoryLabel: 'Cargadores',
      brand: '',
      compatibleModels: ['iPhone 15', 'Galaxy S24'],
      priceCents: 2490,
      active: true,
      reorderLevel: 2,
      onHand: 0,
      held: 0,
      available: 0,
      lowStock: true,
      availability: 'sold_out',
      availabilityLabel: 'Agotado: te avisamos',
    });
    const refused = await staff('/api/products', { method: 'POST', body: { name: '\u0000', category: 'phones', priceCents: '20' } });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ name: expect.stringMatching(/caracteres no permitidos/), category: m.categoryInvalid, priceCents: m.priceRequired });
    const notObject = await staff('/api/products', { method: 'POST', body: '[1,2]' });
    expect(notObject.status).toBe(400);
  });

  it('moves units by hand: received with a note, sold at the counter from the free ones, adjusted with a reason', async () => {
    const product = await add({ name: 'Cristal templado iPhone 13', category: 'screen_protectors', priceCents: 999, reorderLevel: 3 });
    let answer = await move(product.id, 'received', { quantity: 10, note: 'Albarán 2026-114' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ onHand: 10, available: 10, lowStock: false, availabilityLabel: 'Disponible en tienda' });
    answer = await move(product.id, 'sold', { quantity: 7 });
    expect(answer.json).toMatchObject({ onHand: 3, available: 3, lowStock: true, availabilityLabel: 'Últimas unidades' });
    const oversold = await move(product.id, 'sold', { quantity: 4 });
    expect(oversold.status).toBe(409);
    expect(oversold.json.message).toBe('Solo quedan 3 unidades disponibles');
    const belowZero = await move(product.id, 'adjustments', { delta: -4, reason: 'Recuento' });
    expect(belowZero.json.message).toBe(m.adjustmentBelowZero);
    const noReason = await move(product.id, 'adjustments', { delta: -1 });
    expect(noReason.status).toBe(400);
    expect(noReason.json.errors).toEqual({ reason: m.reasonRequired });
    answer = await move(product.id, 'adjustments', { delta: -1, reason: 'Uno roto al colocarlo' });
    expect(answer.json).toMatchObject({ onHand: 2, available: 2 });
    expect((await move(999_999, 'received', { quantity: 1 })).status).toBe(404);
    expect((await staff('/api/products/abc')).status).toBe(400);

    // Every unit, with who and when: the product's history.
    const history = await staff(`/api/products/${product.id}/history`);
    expect(history.status).toBe(200);
    expect(
      history.json.map((entry: { label: string; actor: { name: string }; changes: { field: string; from: unknown; to: unknown }[] }) => [
        entry.label,
        entry.actor.name,
        entry.changes.filter((change) => change.field === 'onHand').map((change) => `${String(change.from)}→${String(change.to)}`).join(''),
      ]),
    ).toEqual([
      ['Producto añadido al catálogo', 'Gonzalo Gerente', ''],
      ['Unidades recibidas', 'Gonzalo Gerente', '0→10'],
      ['Vendido en tienda', 'Gonzalo Gerente', '10→3'],
      ['Existencias ajustadas', 'Gonzalo Gerente', '3→2'],
    ]);
    expect(history.json[3].data).toEqual({ delta: -1, reason: 'Uno roto al colocarlo' });
  });

  it('corrects details with the version the screen showed, and ignores stock figures sent back with the form', async () => {
    const product = await add({ name: 'Funda cuero Galaxy S21', priceCents: 2500 });
    await move(product.id, 'received', { quantity: 4 });
    const withStock = (await staff(`/api/products/${product.id}`)).json;
    const edited = await staff(`/api/products/${product.id}`, { method: 'PUT', body: { ...withStock, priceCents: 2290, onHand: 100 } });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ priceCents: 2290, onHand: 4 });
    const stale = await staff(`/api/products/${product.id}`, { method: 'PUT', body: { ...withStock, priceCents: 2190 } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(m.staleVersion);
    const noVersion = await staff(`/api/products/${product.id}`, { method: 'PUT', body: { priceCents: 2190 } });
    expect(noVersion.status).toBe(400);
  });

  it('lists through the unmodified ra-data-simple-rest client: low stock first, search, category and low-stock filters', async () => {
    const provider = dataProvider(api.url, await api.login('gerente@taller.demo'));
    const plenty = await add({ name: 'Auriculares Bluetooth Ñandú', category: 'headphones', priceCents: 3500, brand: 'Sónico' });
    await move(plenty.id, 'received', { quantity: 20 });
    const low = await add({ name: 'Cable Lightning 1 m', category: 'cables', priceCents: 1200, reorderLevel: 5 });
    await move(low.id, 'received', { quantity: 5 });

    const page = await provider.getList('products', { pagination: { page: 1, perPage: 100 }, sort: { field: 'stockMargin', order: 'ASC' }, filter: {} });
    const margins = page.data.map((p) => p.available - p.reorderLevel);
    expect(margins).toEqual([...margins].sort((a, b) => a - b));
    expect(page.data.findIndex((p) => p.id === low.id)).toBeLessThan(page.data.findIndex((p) => p.id === plenty.id));

    const found = await provider.getList('products', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'sonico nandu' } });
    expect(found.data).toEqual([]);
    const byAccent = await provider.getList('products', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'NANDU' } });
    expect(byAccent.data.map((p) => p.id)).toEqual([plenty.id]);
    expect(byAccent.total).toBe(1);

    const cables = (await list({ category: 'cables' })).json as { id: number }[];
    expect(cables.map((p) => p.id)).toContain(low.id);
    expect(cables.map((p) => p.id)).not.toContain(plenty.id);
    const lowStock = (await list({ lowStock: true })).json as { lowStock: boolean; id: number }[];
    expect(lowStock.every((p) => p.lowStock)).toBe(true);
    expect(lowStock.map((p) => p.id)).toContain(low.id);
    const refused = await list({ q: 'x'.repeat(300) });
    expect(refused.status).toBe(400);
  });

  it('shows the public catalogue without counts: only products for sale, availability in words, a device matched whole', async () => {
    const iphone = await add({ name: 'Funda transparente iPhone 13', priceCents: 1500, compatibleModels: ['iPhone 13', 'iPhone 13 Pro'] });
    await move(iphone.id, 'received', { quantity: 8 });
    const pro = await add({ name: 'Funda MagSafe iPhone 13 Pro Max', priceCents: 2900, compatibleModels: ['iPhone 13 Pro Max'] });
    await move(pro.id, 'received', { quantity: 1 });
    const hidden = await add({ name: 'Funda descatalogada iPhone 13', priceCents: 500, compatibleModels: ['iPhone 13'], active: false });

    const public_ = anonymous();
    const byModel = await public_(`/api/catalogue/products?model=${encodeURIComponent('IPHONE 13')}`);
    expect(byModel.status).toBe(200);
    const ids = byModel.json.items.map((p: { id: number }) => p.id);
    expect(ids).toContain(iphone.id);
    expect(ids).not.toContain(pro.id);
    expect(ids).not.toContain(hidden.id);
    const shown = byModel.json.items.find((p: { id: number }) => p.id === iphone.id);
    expect(Object.keys(shown).sort()).toEqual(
      ['id', 'name', 'category', 'categoryLabel', 'brand', 'compatibleModels', 'description', 'photos', 'priceCents', 'availability', 'availabilityLabel', 'reservable'].sort(),
    );
    expect(shown).toMatchObject({ availabilityLabel: 'Disponible en tienda', reservable: true });
    const last = await public_(`/api/catalogue/products/${pro.id}`);
    expect(last.json).toMatchObject({ availabilityLabel: 'Últimas unidades', reservable: true });
    expect((await public_(`/api/catalogue/products/${hidden.id}`)).status).toBe(404);

    const models = (await public_('/api/catalogue/models')).json as { model: string; products: number }[];
    expect(models).toEqual(expect.arrayContaining([{ model: 'iPhone 13 Pro Max', products: 1 }]));
    expect(models.find((entry) => entry.model === 'iPhone 13')?.products).toBeGreaterThanOrEqual(1);

    for (const bad of ['category=phones', 'page=0', 'perPage=500', `q=${'x'.repeat(300)}`, 'q=%00', 'category=cases&category=cables']) {
      const answer = await public_(`/api/catalogue/products?${bad}`);
      expect({ bad, status: answer.status }).toEqual({ bad, status: 400 });
      expect(answer.json.message).toMatch(/[a-záéíóúñ]/);
    }
  });

  it('shows a product’s photos in the public catalogue, and nothing else through it: not a repair’s, not a product withdrawn from sale', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4AWI6YKn9H4SZGIAg072PAQAAAP//gpL4xgAAAAZJREFUAwA83wWJY1mRuwAAAABJRU5ErkJggg==',
      'base64',
    );
    const cookie = await api.login('gerente@taller.demo');
    const upload = async (type: string, id: number) => {
      const form = new FormData();
      form.append('type', type);
      form.append('id', String(id));
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'funda-frontal.png');
      const response = await fetch(`${api.url}/api/uploads`, { method: 'POST', body: form, headers: { cookie } });
      return { status: response.status, json: (await response.json()) as { id: string } };
    };
    const product = await add({ name: 'Funda libro Redmi Note 12', priceCents: 1690, compatibleModels: ['Redmi Note 12'] });
    const photo = await upload('product', product.id);
    expect(photo.status).toBe(201);
    const shown = (await anonymous()(`/api/catalogue/products/${product.id}`)).json;
    expect(shown.photos).toEqual([{ id: photo.json.id, url: `/api/catalogue/photos/${photo.json.id}` }]);
    const bytes = await fetch(`${api.url}${shown.photos[0].url}`);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    expect(bytes.headers.get('cache-control')).toMatch(/^public/);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(png)).toBe(true);
    expect((await staff(`/api/products/${product.id}/history`)).json.at(-1).label).toBe('Foto añadida');

    // A repair's photo is not the catalogue's: the public route does not open it.
    const repair = await staff('/api/repairs', { method: 'POST', body: { clientId: 1, device: 'Móvil', model: 'Pixel 7', contactNumber: '677 100 200', description: 'Pantalla rota' } });
    const repairPhoto = await upload('repair', repair.json.id);
    expect(repairPhoto.status).toBe(201);
    expect((await fetch(`${api.url}/api/catalogue/photos/${repairPhoto.json.id}`)).status).toBe(404);
    expect((await fetch(`${api.url}/api/catalogue/photos/..%2F..%2Fetc%2Fpasswd`)).status).toBe(400);

    // Withdrawn from sale: its photos go with it from the site, while staff still see them.
    const current = (await staff(`/api/products/${product.id}`)).json;
    await staff(`/api/products/${product.id}`, { method: 'PUT', body: { ...current, active: false } });
    expect((await fetch(`${api.url}${shown.photos[0].url}`)).status).toBe(404);
    expect(current.photos).toEqual([{ id: photo.json.id, url: `/api/uploads/${photo.json.id}/file` }]);
    expect((await fetch(`${api.url}${current.photos[0].url}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${api.url}${current.photos[0].url}`)).status).toBe(401);
  });

  it('never sells a unit twice: 100 counter sales at once of a product with 10 units sell exactly 10, the rest told none are left', async () => {
    const product = await add({ name: 'Cable USB-C trenzado 2 m', category: 'cables', priceCents: 1490 });
    await move(product.id, 'received', { quantity: 10 });
    const answers = await Promise.all(Array.from({ length: 100 }, () => move(product.id, 'sold', { quantity: 1 })));
    // 202: sold, the lists not caught up yet within the bound (a loaded machine).
    const sold = answers.filter((answer) => answer.status === 200 || answer.status === 202);
    const refused = answers.filter((answer) => answer.status !== 200 && answer.status !== 202);
    expect(sold).toHaveLength(10);
    // Refused for the stock, not for a clash with the other sales: each was decided on the units there were.
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.json.message}`))).toEqual(new Set(['409 No quedan unidades disponibles']));
    expect(await eventually(async () => ((await staff(`/api/products/${product.id}`)).json.onHand === 0 ? (await staff(`/api/products/${product.id}`)).json : undefined))).toMatchObject({ onHand: 0, available: 0 });
    const history = (await staff(`/api/products/${product.id}/history`)).json as { label: string }[];
    expect(history.filter((entry) => entry.label === 'Vendido en tienda')).toHaveLength(10);
  });

  it('keeps ‘Agotado: te avisamos’: an address left on a sold-out product is written to once when units come back, then forgotten', async () => {
    const product = await add({ name: 'Batería externa 20.000 mAh', category: 'power_banks', priceCents: 3990 });
    const ask = (email: unknown, id = product.id) => anonymous()(`/api/catalogue/products/${id}/alerts`, { method: 'POST', body: { email } });
    const asked = await ask('marta@example.com');
    expect(asked.status).toBe(201);
    expect(asked.json.message).toBe('Te avisaremos a marta@example.com en cuanto vuelva a haber unidades.');
    expect((await ask('MARTA@example.com')).status).toBe(201);
    const orm = api.app.get<MikroORM>(MIKRO_ORM);
    expect(await orm.em.fork().count(StockAlert, { productId: product.id })).toBe(1);
    for (const bad of ['no-es-un-correo', 'x'.repeat(1_000_000), 'a\u0000@b.es', 42, null]) {
      const refused = await ask(bad);
      expect({ bad: String(bad).slice(0, 20), status: refused.status }).toEqual({ bad: String(bad).slice(0, 20), status: 400 });
    }
    expect((await ask('marta@example.com', 999_999)).status).toBe(404);

    // Nobody is told while it is still sold out.
    const alerts = api.app.get(StockAlerts);
    expect(await alerts.run()).toBe(0);
    await move(product.id, 'received', { quantity: 4 });
    expect((await ask('otra@example.com')).json.message).toBe('Ya hay unidades de este producto: puedes reservarlo ahora.');
    expect(await alerts.run()).toBe(1);
    const mail = await eventually(() => readOutboxFolder(api.config.dataDir).then((files) => files.find((file) => file.to.includes('marta@example.com'))));
    expect(mail.subject).toBe('Ya tenemos «Batería externa 20.000 mAh»');
    expect(mail.raw).toContain('39,90');
    // Told once: the address is gone.
    expect(await orm.em.fork().count(StockAlert, { productId: product.id })).toBe(0);
    expect(await alerts.run()).toBe(0);
  });

  it('names products in the owner’s audit, each movement with its units before → after', async () => {
    const product = await add({ name: 'Power bank 10.000 mAh', category: 'power_banks', priceCents: 2990 });
    await move(product.id, 'received', { quantity: 2 });
    const audit = await admin(`/api/audit?kind=product&recordId=${product.id}`);
    expect(audit.status).toBe(200);
    const lines = audit.json.lines as { label: string; record: { kindLabel: string; title: string; link: string | null }; changes: { label: string; fromText: string | null; toText: string | null }[] }[];
    expect(lines.map((line) => line.label)).toEqual(['Unidades recibidas', 'Producto añadido al catálogo']);
    expect(lines[0]!.record).toMatchObject({ kindLabel: 'Producto', title: 'Power bank 10.000 mAh', link: `/gestion/products/${product.id}/show` });
    expect(lines[0]!.changes).toEqual([expect.objectContaining({ label: 'Existencias', fromText: '0', toText: '2' })]);
    expect(lines[1]!.changes).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Categoría', toText: 'Baterías externas' })]));
  });
});
