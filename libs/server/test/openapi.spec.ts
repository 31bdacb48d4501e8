import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { repairFieldLabels } from '@taller/domain';
import { apiRoutes } from './fuzz-requests.js';
import { z } from 'zod';
import { contactMessageJsonSchema } from '../src/contact/contact.json.js';
import { noteJsonSchema } from '../src/notes/note.json.js';
import { trackingLinkJsonSchema } from '../src/tracking/tracking-links.js';
import { clientJsonSchema } from '../src/clients/client.json.js';
import { orderJsonSchema } from '../src/orders/order.json.js';
import { revisionJsonSchema } from '../src/revisions/revision.json.js';
import { catalogueProductJsonSchema, productJsonSchema } from '../src/products/product.json.js';
import { invoiceJsonSchema } from '../src/invoices/queries/get-invoice/invoice.json.js';
import { invoiceEmailJsonSchema, invoiceEmailQueuedSchema } from '../src/invoices/commands/email-invoice/email-invoice.http.js';
import { importSummarySchema } from '../src/products/commands/import-products/import-products.http.js';
import { cardPaymentsSchema } from '../src/payments/queries/card-payments/card-payments.http.js';
import { reservationReceiptSchema } from '../src/reservations/reservations.js';
import { unlockCodeAnswerSchema } from '../src/secrets/unlock-code.js';
import { statisticsJsonSchema } from '../src/statistics/statistics.json.js';
import { paymentJsonSchema } from '../src/payments/queries/list-payments/list-payments.handler.js';
import { cashDayJsonSchema } from '../src/cash/queries/cash-day/cash-days.js';
import { cashCloseJsonSchema } from '../src/cash/queries/list-cash-closes/list-cash-closes.http.js';
import { staffQuoteJsonSchema } from '../src/quotes/quote.json.js';
import { calendarJsonSchema, urgentItemJsonSchema } from '../src/calendar/calendar.json.js';
import { historyEntryJsonSchema } from '../src/shared/history.js';
import { repairJsonSchema } from '../src/repairs/repair.json.js';
import { imageJsonSchema } from '../src/uploads/image.json.js';
import { client, collectedRepair, startApi, type RunningApi } from './harness.js';

/**
 * The API description (GET /api/openapi.json) against the running server: every route Fastify
 * has registered is in it and described, it is valid OpenAPI 3.1, and the README's examples name
 * routes it has. The viewer (GET /api/docs) loads from this server alone.
 */
let api: RunningApi;
let document: { openapi: string; paths: Record<string, Record<string, { summary: string; security: unknown[]; requestBody?: unknown; 'x-roles': string[] }>> };

beforeAll(async () => {
  api = await startApi();
  const response = await fetch(`${api.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  document = (await response.json()) as typeof document;
});
afterAll(async () => {
  await api.close();
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `/api/repairs/:id` → `/api/repairs/{}`: parameters compared by place, not by name. */
const shapeOf = (path: string) => path.replace(/\{[^}]*\}|:\w+/g, '{}');

it('describes every route the server has registered, each with a summary in Spanish', () => {
  // Fastify's own route table (the fuzzer's reading, checked against `hasRoute`). HEAD, which
  // Fastify adds beside every GET, is left out: the description lists the GET.
  const registered = apiRoutes(api.app)
    .filter(({ method }) => METHODS.includes(method))
    .map(({ method, path }) => `${method} ${path}`);
  // The tree is read right: the routes every screen uses are in it.
  expect(registered).toEqual(expect.arrayContaining(['GET /api/health', 'POST /api/repairs', 'PUT /api/repairs/:id', 'GET /api/openapi.json']));
  expect(registered.length).toBeGreaterThan(150);
  const described = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${shapeOf(path)}`)));
  const missing = registered.filter((route) => !described.has(`${route.split(' ')[0]} ${shapeOf(route.split(' ')[1]!)}`));
  expect(missing).toEqual([]);
  // And nothing described that the server does not answer.
  const answered = new Set(registered.map((route) => `${route.split(' ')[0]} ${shapeOf(route.split(' ')[1]!)}`));
  expect([...described].filter((route) => !answered.has(route))).toEqual([]);
  const undescribed = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => !operation.summary || operation.summary === 'Sin describir todavía')
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  expect(undescribed).toEqual([]);
  const ids = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => (operation as unknown as { operationId: string }).operationId));
  expect(new Set(ids).size).toBe(ids.length);
});

it('is a valid OpenAPI 3.1 document', async () => {
  expect(document.openapi).toMatch(/^3\.1\./);
  const result = await new Validator().validate(document as never);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

it('takes the roles from the guard, the bodies from the domain schemas and their fields\' names from its labels', () => {
  const register = document.paths['/api/repairs']!.post!;
  expect(register['x-roles']).toEqual(['administrador', 'gerente']);
  const body = (register.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> }).content['application/json']!.schema;
  expect(body.required).toEqual(expect.arrayContaining(['clientId', 'device', 'description']));
  expect(body.properties['device']).toMatchObject({ type: 'string', maxLength: 100, title: repairFieldLabels.device });
  expect(document.paths['/api/products/import']!.post!['x-roles']).toEqual(['administrador']);
  const login = document.paths['/api/auth/login']!.post!;
  expect(login.security).toEqual([]);
  expect(login['x-roles']).toEqual([]);
});

it('has every route the README shows', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const examples = new Set<string>();
  // `GET /api/…`, `GET/POST /api/…`, alternatives `a\|b` in the last segment, `{repairs,revisions}` lists.
  for (const [, methods, path, elided] of readme.matchAll(/\b((?:GET|POST|PUT|PATCH|DELETE)(?:\/(?:GET|POST|PUT|PATCH|DELETE))*) (\/api\/(?:\{[a-z,]+\}|[^\s`?),;…{])*)(…?)/g)) {
    if (elided) continue; // `/api/albaranes/…`: a family of routes, not one
    for (const method of methods!.split('/')) for (const spelled of expand(path!)) examples.add(`${method} ${shapeOf(spelled)}`);
  }
  // curl lines: `curl … http://host/api/…` with `-X METHOD`, or GET.
  for (const [line] of readme.matchAll(/^.*\bcurl\b.*$/gm)) {
    const url = /https?:\/\/[^\s/]+(\/api\/[^\s'"?]*)/.exec(line);
    if (url) examples.add(`${/-X\s*([A-Z]+)/.exec(line)?.[1] ?? (/\s(-d|--data)\b/.test(line) ? 'POST' : 'GET')} ${shapeOf(url[1]!)}`);
  }
  expect(examples.size).toBeGreaterThan(50);
  const described = new Set(Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${shapeOf(path)}`)));
  expect([...examples].filter((example) => !described.has(example))).toEqual([]);
});

/** `/api/{repairs,revisions}/:id/archive\|unarchive` → each spelling. */
function expand(path: string): string[] {
  const list = /\{([a-z,]+)\}/.exec(path);
  if (list) return list[1]!.split(',').flatMap((item) => expand(path.replace(list[0], item)));
  const alternatives = /^(.*\/)([^/]*\\?\|[^/]*)$/.exec(path);
  if (alternatives) return alternatives[2]!.split(/\\?\|/).flatMap((item) => expand(alternatives[1]! + item));
  return [path.replace(/\/$/, '')];
}

it('serves its viewer from this server, under the strict CSP, and nothing else of the package', async () => {
  const page = await fetch(`${api.url}/api/docs`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const html = await page.text();
  expect(html).not.toMatch(/https?:\/\//);
  for (const [file, type] of [['swagger-ui-bundle.js', 'javascript'], ['swagger-ui.css', 'css'], ['viewer.js', 'javascript']] as const) {
    expect(html).toContain(`/api/docs/${file}`);
    const asset = await fetch(`${api.url}/api/docs/${file}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain(type);
    expect((await asset.text()).length).toBeGreaterThan(50);
  }
  for (const hostile of ['package.json', '..%2F..%2Fpackage.json', 'index.html', '%00', 'a'.repeat(5000)]) {
    const refused = await fetch(`${api.url}/api/docs/${hostile}`);
    // A name it does not serve: 404; an address the router cannot take: 400. Either in Spanish.
    expect([400, 404]).toContain(refused.status);
    expect(((await refused.json()) as { message: string }).message).toMatch(/no encontrad|no es válida/i);
  }
});

it('types a path parameter as the route reads it: an id through ParseIdPipe is a whole number, a token or a day is text', () => {
  const parameter = (path: string, method: string, name: string) =>
    ((document.paths[path]![method] as unknown as { parameters: { name: string; schema: { type: string } }[] }).parameters.find((p) => p.name === name))!.schema.type;
  expect(parameter('/api/repairs/{id}', 'get', 'id')).toBe('integer');
  expect(parameter('/api/deleted/{id}', 'get', 'id')).toBe('string');
  expect(parameter('/api/tracking/{token}', 'get', 'token')).toBe('string');
  expect(parameter('/api/cash/days/{day}', 'get', 'day')).toBe('string');
});

it('answers repairs as repairJsonSchema says, field for field: made, its unlock code, paid, collected, listed and deleted', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const strictRepair = repairJsonSchema.strict();
  const expectRepair = (json: unknown) => expect(strictRepair.parse(json)).toEqual(json);
  const created = await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Tablet', description: 'No carga', priceCents: 4500, unlockCode: '1234' } });
  expect(created.status).toBe(201);
  expectRepair(created.json);
  const code = await staff(`/api/repairs/${created.json.id}/unlock-code`);
  expect(code.json).toEqual({ unlockCode: '1234' });
  expect(unlockCodeAnswerSchema.parse(code.json)).toEqual(code.json);
  const paid = await staff(`/api/repairs/${created.json.id}/payments`, { method: 'POST', body: { amountCents: 1000, method: 'cash' } });
  expect(paid.status).toBe(200);
  expectRepair(paid.json);
  const status = await staff(`/api/repairs/${created.json.id}/status`, { method: 'POST', body: { status: 'in_progress' } });
  expect(status.status).toBe(200);
  expectRepair(status.json);
  // Collected: the instants, the warranty's end and what stayed owed are no longer null.
  const collectedId = await collectedRepair(staff, 9900);
  const collected = await staff(`/api/repairs/${collectedId}`);
  expect(collected.json.collectedAt).not.toBeNull();
  expect(repairJsonSchema.extend({ images: z.array(imageJsonSchema.strict()) }).strict().parse(collected.json)).toEqual(collected.json);
  const listed = await staff('/api/repairs');
  expect(z.array(strictRepair).min(2).parse(listed.json)).toEqual(listed.json);
  const deleted = await staff(`/api/repairs/${created.json.id}`, { method: 'DELETE' });
  expect(deleted.status).toBe(200);
  expectRepair(deleted.json);
});

it('answers clients as clientJsonSchema says, field for field: made, corrected, listed with totalOrders and deleted', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const strictClient = clientJsonSchema.strict();
  const created = await staff('/api/clients', { method: 'POST', body: { name: 'Eva', lastName: 'Esquema', phone: '611222333', email: 'eva.esquema@example.com', company: '' } });
  expect(created.status).toBe(201);
  expect(strictClient.parse(created.json)).toEqual(created.json);
  const corrected = await staff(`/api/clients/${created.json.id}`, { method: 'PUT', body: { company: 'Esquemas SL', version: created.json.version } });
  expect(corrected.status).toBe(200);
  expect(strictClient.parse(corrected.json)).toEqual(corrected.json);
  const listed = await staff('/api/clients');
  expect(z.array(clientJsonSchema.extend({ totalOrders: z.number().int() }).strict()).min(1).parse(listed.json)).toEqual(listed.json);
  const deleted = await staff(`/api/clients/${created.json.id}`, { method: 'DELETE' });
  expect(deleted.status).toBe(200);
  expect(strictClient.parse(deleted.json)).toEqual(deleted.json);
});

it('answers orders as orderJsonSchema says, field for field: made, paid, moved on, an encargo with its deposit arrived, a reservation (and the site\'s receipt), listed and deleted', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const strictOrder = orderJsonSchema.strict();
  const expectOrder = (json: unknown) => expect(strictOrder.parse(json)).toEqual(json);
  const created = await staff('/api/orders', { method: 'POST', body: { clientId: 2, name: 'Funda Pixel 7', description: 'Negra', quantity: 2, unitPriceCents: 1250, deliveryDate: '2026-12-01' } });
  expect(created.status).toBe(201);
  expectOrder(created.json);
  const paid = await staff(`/api/orders/${created.json.id}/payments`, { method: 'POST', body: { amountCents: 1000, method: 'cash' } });
  expect(paid.status).toBe(200);
  expectOrder(paid.json);
  const delivered = await staff(`/api/orders/${created.json.id}/status`, { method: 'PATCH', body: { status: 'delivered', leaveOwed: true } });
  expect(delivered.status).toBe(200);
  expect(delivered.json.owedOnDeliveryCents).toBe(1500);
  expectOrder(delivered.json);
  // An encargo: the deposit paid at the counter, then the goods arrive.
  const encargo = await staff('/api/orders', { method: 'POST', body: { clientId: 2, name: 'Batería iPhone 11', description: 'Original', quantity: 1, unitPriceCents: 4990, special: true, depositCents: 1500, depositRefundable: false, depositPaidWith: 'cash' } });
  expect(encargo.status).toBe(201);
  expect(encargo.json.specialOrder.deposit).not.toBeNull();
  expectOrder(encargo.json);
  const arrived = await staff(`/api/orders/${encargo.json.id}/arrival`, { method: 'POST' });
  expect(arrived.status).toBe(200);
  expect(arrived.json.specialOrder.arrivedAt).not.toBeNull();
  expectOrder(arrived.json);
  // A reservation from the site: its lines, pickup code and hold.
  const product = await staff('/api/products', { method: 'POST', body: { name: 'Funda esquema', category: 'cases', priceCents: 1500 } });
  expect((await staff(`/api/products/${product.json.id}/stock/received`, { method: 'POST', body: { quantity: 2 } })).status).toBe(200);
  const reserved = await client(api.url)('/api/reservations', { method: 'POST', body: { lines: [{ productId: product.json.id, quantity: 1 }], contact: { name: 'Rita', lastName: 'Reserva', email: 'rita.esquema@example.com', phone: '611009988' } } });
  expect(reserved.status).toBe(201);
  expect(reservationReceiptSchema.strict().parse(reserved.json)).toEqual(reserved.json);
  const reservation = await staff(`/api/orders/${reserved.json.orderId}`);
  expect(reservation.json.reservation.pickupCode).toEqual(expect.any(String));
  expectOrder(reservation.json);
  const listed = await staff('/api/orders');
  expect(z.array(strictOrder).min(3).parse(listed.json)).toEqual(listed.json);
  const deleted = await staff(`/api/orders/${created.json.id}`, { method: 'DELETE' });
  expect(deleted.status).toBe(200);
  expectOrder(deleted.json);
});

it('answers revisions as revisionJsonSchema says, field for field: made, its unlock code, corrected, archived, unarchived, one with images, converted, listed and deleted', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const strictRevision = revisionJsonSchema.strict();
  const expectRevision = (json: unknown) => expect(strictRevision.parse(json)).toEqual(json);
  const form = { clientId: 2, device: 'Portátil', model: 'HP Pavilion 15', contactNumber: '600111222', motive: 'diagnostico', description: 'Se calienta mucho', date: '2026-11-24', unlockCode: '2468' };
  const created = await staff('/api/revisions', { method: 'POST', body: form });
  expect(created.status).toBe(201);
  expect(created.json.hasUnlockCode).toBe(true);
  expectRevision(created.json);
  const corrected = await staff(`/api/revisions/${created.json.id}`, { method: 'PUT', body: { ...form, internalNotes: 'Trae cargador', version: created.json.version } });
  expect(corrected.status).toBe(200);
  expectRevision(corrected.json);
  const archived = await staff(`/api/revisions/${created.json.id}/archive`, { method: 'POST' });
  expect(archived.status).toBe(200);
  expect(archived.json.archivedAt).not.toBeNull();
  expectRevision(archived.json);
  const unarchived = await staff(`/api/revisions/${created.json.id}/unarchive`, { method: 'POST' });
  expect(unarchived.status).toBe(200);
  expectRevision(unarchived.json);
  const code = await staff(`/api/revisions/${created.json.id}/unlock-code`);
  expect(code.json).toEqual({ unlockCode: '2468' });
  expect(unlockCodeAnswerSchema.parse(code.json)).toEqual(code.json);
  const one = await staff(`/api/revisions/${created.json.id}`);
  expect(revisionJsonSchema.extend({ images: z.array(imageJsonSchema.strict()) }).strict().parse(one.json)).toEqual(one.json);
  const converted = await staff(`/api/revisions/${created.json.id}/convert`, { method: 'POST' });
  expect(converted.status).toBe(200);
  expect(converted.json.revision.convertedToRepairId).toBe(converted.json.repairId);
  expect(z.strictObject({ revision: strictRevision, repairId: z.number().int(), repair: repairJsonSchema.strict() }).parse(converted.json)).toEqual(converted.json);
  const listed = await staff('/api/revisions');
  expect(z.array(strictRevision).min(1).parse(listed.json)).toEqual(listed.json);
  const other = await staff('/api/revisions', { method: 'POST', body: { ...form, unlockCode: '' } });
  expect(other.status).toBe(201);
  const deleted = await staff(`/api/revisions/${other.json.id}`, { method: 'DELETE' });
  expect(deleted.status).toBe(200);
  expectRevision(deleted.json);
});

it('answers products as productJsonSchema and the site as catalogueProductJsonSchema say, field for field: made with a photo, stock moved, corrected, listed, the public catalogue, and a CSV import', async () => {
  const cookie = await api.login('gerente@taller.demo');
  const staff = client(api.url, cookie);
  const strictProduct = productJsonSchema.strict();
  const expectProduct = (json: unknown) => expect(strictProduct.parse(json)).toEqual(json);
  const created = await staff('/api/products', { method: 'POST', body: { name: 'Funda esquema Pixel 8', category: 'cases', brand: 'Spigen', compatibleModels: ['Pixel 8'], priceCents: 1990, reorderLevel: 2 } });
  expect(created.status).toBe(201);
  expectProduct(created.json);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4AWI6YKn9H4SZGIAg072PAQAAAP//gpL4xgAAAAZJREFUAwA83wWJY1mRuwAAAABJRU5ErkJggg==', 'base64');
  const form = new FormData();
  form.append('type', 'product');
  form.append('id', String(created.json.id));
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'funda.png');
  expect((await fetch(`${api.url}/api/uploads`, { method: 'POST', body: form, headers: { cookie } })).status).toBe(201);
  const received = await staff(`/api/products/${created.json.id}/stock/received`, { method: 'POST', body: { quantity: 5 } });
  expect(received.status).toBe(200);
  expect(received.json.photos).toHaveLength(1);
  expectProduct(received.json);
  const sold = await staff(`/api/products/${created.json.id}/stock/sold`, { method: 'POST', body: { quantity: 1 } });
  expect(sold.status).toBe(200);
  expectProduct(sold.json);
  const adjusted = await staff(`/api/products/${created.json.id}/stock/adjustments`, { method: 'POST', body: { delta: -1, reason: 'Rota en el escaparate' } });
  expect(adjusted.status).toBe(200);
  expectProduct(adjusted.json);
  const corrected = await staff(`/api/products/${created.json.id}`, { method: 'PUT', body: { ...adjusted.json, priceCents: 2090 } });
  expect(corrected.status).toBe(200);
  expectProduct(corrected.json);
  expectProduct((await staff(`/api/products/${created.json.id}`)).json);
  const listed = await staff('/api/products');
  expect(z.array(strictProduct).min(1).parse(listed.json)).toEqual(listed.json);
  // The public site: the product for sale, a page of them, and the devices.
  const anonymous = client(api.url);
  const strictShown = catalogueProductJsonSchema.strict();
  const shown = await anonymous(`/api/catalogue/products/${created.json.id}`);
  expect(shown.status).toBe(200);
  expect(strictShown.parse(shown.json)).toEqual(shown.json);
  const page = await anonymous('/api/catalogue/products?model=Pixel%208');
  expect(page.json.items.length).toBeGreaterThanOrEqual(1);
  expect(z.strictObject({ items: z.array(strictShown), total: z.number().int(), page: z.number().int(), perPage: z.number().int() }).parse(page.json)).toEqual(page.json);
  const models = await anonymous('/api/catalogue/models');
  expect(z.array(z.strictObject({ model: z.string(), products: z.number().int() })).min(1).parse(models.json)).toEqual(models.json);
  const card = await anonymous('/api/catalogue/payments');
  expect(cardPaymentsSchema.parse(card.json)).toEqual(card.json);
  // The Administrador's CSV import, on a dry run: what it would do.
  const admin = client(api.url, await api.login('administrador@taller.demo'));
  const imported = await admin('/api/products/import', { method: 'POST', body: { csv: 'nombre;categoria;precio\nFunda esquema importada;fundas;12,99', dryRun: true } });
  expect(imported.status).toBe(200);
  expect(imported.json).toEqual({ added: 1, updated: 0, received: 0 });
  expect(importSummarySchema.parse(imported.json)).toEqual(imported.json);
});

it('answers invoices as invoiceJsonSchema says, field for field: a repair\'s, a counter sale of a product and its return, rectified, annulled, one with its QR, listed, and its e-mails', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const admin = client(api.url, await api.login('administrador@taller.demo'));
  const strictInvoice = invoiceJsonSchema.strict();
  const expectInvoice = (json: unknown) => expect(strictInvoice.parse(json)).toEqual(json);
  const repairInvoice = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: await collectedRepair(staff, 6000) }, kind: 'simplified' } });
  expect(repairInvoice.status).toBe(201);
  expect(repairInvoice.json.verifactu.qrSvg).toEqual(expect.any(String));
  expectInvoice(repairInvoice.json);
  const product = await staff('/api/products', { method: 'POST', body: { name: 'Cargador esquema 20 W', category: 'chargers', priceCents: 1299 } });
  expect((await staff(`/api/products/${product.json.id}/stock/received`, { method: 'POST', body: { quantity: 3 } })).status).toBe(200);
  const sale = await staff('/api/invoices/counter-sales', {
    method: 'POST',
    body: { kind: 'full', method: 'card', lines: [{ productId: product.json.id, quantity: 2 }], customer: { name: 'Talleres Sur SL', taxId: 'b-12345674', address: 'Av. Europa 2, 28922 Alcorcón' } },
  });
  expect(sale.status).toBe(201);
  expect(sale.json.sale.items).toHaveLength(1);
  expectInvoice(sale.json);
  const returned = await staff(`/api/invoices/${sale.json.id}/return`, { method: 'POST', body: { lines: [{ line: 0, quantity: 1 }], method: 'cash', reason: 'No le vale' } });
  expect(returned.status).toBe(201);
  expectInvoice(returned.json);
  const rectifying = await staff(`/api/invoices/${repairInvoice.json.id}/rectify`, { method: 'POST', body: { lines: [{ description: 'Batería iPhone 11', quantity: 1, unitPriceCents: 4900 }], reason: 'Precio de oferta no aplicado' } });
  expect(rectifying.status).toBe(201);
  expect(rectifying.json.rectifies).not.toBeNull();
  expectInvoice(rectifying.json);
  const mistake = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: await collectedRepair(staff, 1000) }, kind: 'simplified' } });
  expect(mistake.status).toBe(201);
  const annulled = await admin(`/api/invoices/${mistake.json.id}/annul`, { method: 'POST', body: { reason: 'Emitida por error: duplicada' } });
  expect(annulled.status).toBe(200);
  expect(annulled.json.annulled).not.toBeNull();
  expectInvoice(annulled.json);
  const corrected = await staff(`/api/invoices/${repairInvoice.json.id}`);
  expect(corrected.json.rectifiedBy).toBe(rectifying.json.number);
  expectInvoice(corrected.json);
  const listed = await staff('/api/invoices');
  expect(listed.json[0].verifactu.qrSvg).toBeUndefined();
  expect(z.array(strictInvoice).min(5).parse(listed.json)).toEqual(listed.json);
  // Sent by e-mail: queued, then each e-mail with its delivery.
  const emailed = await staff(`/api/invoices/${repairInvoice.json.id}/email`, { method: 'POST', body: { to: 'facturas.esquema@example.com' } });
  expect(emailed.status).toBe(202);
  expect(invoiceEmailQueuedSchema.parse(emailed.json)).toEqual(emailed.json);
  const emails = await staff(`/api/invoices/${repairInvoice.json.id}/emails`);
  expect(z.array(invoiceEmailJsonSchema.strict()).length(1).parse(emails.json)).toEqual(emails.json);
});

it('answers the ledger and the cash day as paymentJsonSchema, cashDayJsonSchema and cashCloseJsonSchema say, field for field: a record\'s payments, the day open, closed, a late payment and its correction, the closes', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const admin = client(api.url, await api.login('administrador@taller.demo'));
  const strictDay = cashDayJsonSchema.strict();
  const expectDay = (json: unknown) => expect(strictDay.parse(json)).toEqual(json);
  const repair = await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Móvil', description: 'Pantalla rota', priceCents: 8000 } });
  expect((await staff(`/api/repairs/${repair.json.id}/payments`, { method: 'POST', body: { amountCents: 3000, method: 'cash', note: 'Señal' } })).status).toBe(200);
  expect((await staff(`/api/repairs/${repair.json.id}/refunds`, { method: 'POST', body: { amountCents: 500, method: 'bizum', note: 'Descuento' } })).status).toBe(200);
  const ledger = await staff(`/api/payments?filter=${encodeURIComponent(JSON.stringify({ kind: 'repair', recordId: repair.json.id }))}`);
  expect(ledger.json).toHaveLength(2);
  expect(z.array(paymentJsonSchema.strict()).parse(ledger.json)).toEqual(ledger.json);
  const open = await staff('/api/cash/days/today');
  expect(open.json.movements.length).toBeGreaterThanOrEqual(2);
  expectDay(open.json);
  const expectedCash = open.json.totals.cash.inCents - open.json.totals.cash.outCents;
  const closed = await staff(`/api/cash/days/${open.json.day}/close`, { method: 'POST', body: { countedCashCents: expectedCash } });
  expect(closed.status).toBe(200);
  expect(closed.json.counts).toHaveLength(1);
  expectDay(closed.json);
  // Paid after the close: named as such, and taken in by a correction.
  expect((await staff(`/api/repairs/${repair.json.id}/payments`, { method: 'POST', body: { amountCents: 1000, method: 'cash' } })).status).toBe(200);
  const late = await staff('/api/cash/days/today');
  expect(late.json.movementsAfterCount).toBe(1);
  expectDay(late.json);
  const corrected = await admin(`/api/cash/days/${open.json.day}/corrections`, { method: 'POST', body: { countedCashCents: expectedCash + 1000, note: 'Cobro tras el cierre' } });
  expect(corrected.status).toBe(200);
  expect(corrected.json.counts.map((count: { kind: string }) => count.kind)).toEqual(['close', 'correction']);
  expectDay(corrected.json);
  const closes = await staff('/api/cash/closes');
  expect(z.array(cashCloseJsonSchema.strict()).min(1).parse(closes.json)).toEqual(closes.json);
});

it('answers quotes as staffQuoteJsonSchema says, field for field: none yet, given to a repair and a revision, read, answered by phone, and a revision\'s accepted one with its repair', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const strictQuote = staffQuoteJsonSchema.strict();
  const lines = [{ kind: 'part', description: 'Pantalla OLED', quantity: 1, unitPriceCents: 8900 }, { kind: 'labour', description: 'Montaje', quantity: 1, unitPriceCents: 2000 }];
  const repair = await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Móvil', description: 'Pantalla rota' } });
  const none = await staff(`/api/repairs/${repair.json.id}/quote`);
  expect(none.json).toEqual({ quote: null });
  const given = await staff(`/api/repairs/${repair.json.id}/quote`, { method: 'POST', body: { lines, notes: 'Pieza original' } });
  expect(given.status).toBe(201);
  expect(z.strictObject({ repair: repairJsonSchema.strict(), quote: strictQuote, emailed: z.boolean() }).parse(given.json)).toEqual(given.json);
  const read = await staff(`/api/repairs/${repair.json.id}/quote`);
  // The client has an address: the quote went by e-mail, and its delivery is shown.
  expect(read.json.quote.email).toMatchObject({ delivery: { state: expect.any(String) } });
  expect(z.strictObject({ quote: strictQuote }).parse(read.json)).toEqual(read.json);
  const answered = await staff(`/api/repairs/${repair.json.id}/quote/answer`, { method: 'POST', body: { number: 1, decision: 'reject', channel: 'phone' } });
  expect(answered.status).toBe(200);
  expect(answered.json.quote).toMatchObject({ state: 'rejected', decidedBy: expect.any(String) });
  expect(z.strictObject({ repair: repairJsonSchema.strict(), quote: strictQuote }).parse(answered.json)).toEqual(answered.json);
  const revision = await staff('/api/revisions', { method: 'POST', body: { clientId: 2, device: 'Portátil', model: 'HP 15', contactNumber: '600111222', motive: 'diagnostico', description: 'No arranca', date: '2026-11-24' } });
  const revisionQuote = await staff(`/api/revisions/${revision.json.id}/quote`, { method: 'POST', body: { lines, validUntil: '2099-12-31' } });
  expect(revisionQuote.status).toBe(201);
  expect(z.strictObject({ revision: revisionJsonSchema.strict(), quote: strictQuote, emailed: z.boolean() }).parse(revisionQuote.json)).toEqual(revisionQuote.json);
  const accepted = await staff(`/api/revisions/${revision.json.id}/quote/answer`, { method: 'POST', body: { number: 1, decision: 'accept', channel: 'in_person' } });
  expect(accepted.status).toBe(200);
  expect(accepted.json.repairId).toEqual(expect.any(Number));
  expect(z.strictObject({ revision: revisionJsonSchema.strict(), quote: strictQuote, repairId: z.number().int() }).parse(accepted.json)).toEqual(accepted.json);
});

it('answers the calendar and the urgent list as calendarJsonSchema and urgentItemJsonSchema say, field for field: a repair, a revision and an order due today', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  expect((await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Móvil', model: 'Pixel 8', description: 'No carga', estimatedCompletion: today } })).status).toBe(201);
  expect((await staff('/api/revisions', { method: 'POST', body: { clientId: 2, device: 'Portátil', model: 'HP 15', contactNumber: '600111222', motive: 'diagnostico', description: 'Revisar ventilador', date: today } })).status).toBe(201);
  expect((await staff('/api/orders', { method: 'POST', body: { clientId: 2, name: 'Funda Pixel 8', description: 'Negra', quantity: 1, unitPriceCents: 1500, deliveryDate: today } })).status).toBe(201);
  const calendar = await staff('/api/calendar');
  expect(calendar.status).toBe(200);
  const shown = calendar.json.days.find((day: { date: string }) => day.date === today);
  expect(shown).toMatchObject({ repairs: expect.any(Number), revisions: expect.any(Number), orders: expect.any(Number) });
  expect(shown.repairs * shown.revisions * shown.orders).toBeGreaterThan(0);
  expect(calendarJsonSchema.strict().parse(calendar.json)).toEqual(calendar.json);
  // Each item, strictly too (the schema's items are open objects inside the days).
  const strictItem = calendarJsonSchema.shape.days.element.shape.items.element.strict();
  const items = calendar.json.days.flatMap((day: { items: unknown[] }) => day.items);
  expect(z.array(strictItem).min(3).parse(items)).toEqual(items);
  const urgent = await staff('/api/calendar/urgent');
  expect(urgent.status).toBe(200);
  expect(urgent.json.length).toBeGreaterThanOrEqual(3);
  expect(z.array(urgentItemJsonSchema.strict()).parse(urgent.json)).toEqual(urgent.json);
});

it('answers histories as historyEntryJsonSchema says, field for field: a repair\'s, a revision\'s, an order\'s and a product\'s', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const strictHistory = z.array(historyEntryJsonSchema.strict()).min(2);
  const repair = await staff('/api/repairs', { method: 'POST', body: { clientId: 2, device: 'Tablet', description: 'No carga', unlockCode: '1357' } });
  await staff(`/api/repairs/${repair.json.id}/status`, { method: 'POST', body: { status: 'in_progress' } });
  const revision = await staff('/api/revisions', { method: 'POST', body: { clientId: 2, device: 'Portátil', model: 'HP 15', contactNumber: '600111222', motive: 'diagnostico', description: 'No arranca', date: '2026-11-24' } });
  await staff(`/api/revisions/${revision.json.id}/archive`, { method: 'POST' });
  const order = await staff('/api/orders', { method: 'POST', body: { clientId: 2, name: 'Funda Pixel 7', description: 'Negra', quantity: 1, unitPriceCents: 1500 } });
  await staff(`/api/orders/${order.json.id}/payments`, { method: 'POST', body: { amountCents: 500, method: 'cash' } });
  const product = await staff('/api/products', { method: 'POST', body: { name: 'Cable esquema USB-C', category: 'cables', priceCents: 990 } });
  await staff(`/api/products/${product.json.id}/stock/received`, { method: 'POST', body: { quantity: 4 } });
  for (const path of [`/api/repairs/${repair.json.id}`, `/api/revisions/${revision.json.id}`, `/api/orders/${order.json.id}`, `/api/products/${product.json.id}`]) {
    const history = await staff(`${path}/history`);
    expect(history.status).toBe(200);
    expect(strictHistory.parse(history.json)).toEqual(history.json);
  }
});

it('answers the statistics as statisticsJsonSchema says, field for field: a collected and invoiced repair, by week and by month', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const repairId = await collectedRepair(staff, 7000);
  expect((await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: repairId }, kind: 'simplified' } })).status).toBe(201);
  const admin = client(api.url, await api.login('administrador@taller.demo'));
  const strictStatistics = statisticsJsonSchema.strict();
  const byWeek = await admin('/api/statistics');
  expect(byWeek.status).toBe(200);
  expect(byWeek.json.turnaround.overall.count).toBeGreaterThan(0);
  expect(byWeek.json.revenue.total.total.invoices).toBeGreaterThan(0);
  expect(strictStatistics.parse(byWeek.json)).toEqual(byWeek.json);
  const byMonth = await admin(`/api/statistics?from=${byWeek.json.range.from}&period=month`);
  expect(byMonth.json.revenue.period).toBe('month');
  expect(strictStatistics.parse(byMonth.json)).toEqual(byMonth.json);
});

it('answers what the answer schemas it shows say, field for field (notes, contact messages, tracking links)', async () => {
  const staff = client(api.url, await api.login('gerente@taller.demo'));
  const created = await staff('/api/notes', { method: 'POST', body: { title: 'Llamar', content: 'Al proveedor de pantallas' } });
  expect(created.status).toBe(201);
  expect(noteJsonSchema.strict().parse(created.json)).toEqual(created.json);
  const listed = await staff('/api/notes');
  expect(z.array(noteJsonSchema.strict()).min(1).parse(listed.json)).toEqual(listed.json);
  const sent = await client(api.url)('/api/contact', { method: 'POST', body: { name: 'Ana', email: 'ana@example.com', subject: 'Horario', message: '¿Abrís el sábado?' } });
  expect(sent.status).toBe(201);
  const message = await staff(`/api/messages/${sent.json.id}`);
  expect(contactMessageJsonSchema.strict().parse(message.json)).toEqual(message.json);
  const link = await staff('/api/repairs/1/tracking', { method: 'POST' });
  expect(link.status).toBe(200);
  expect(z.strictObject({ link: trackingLinkJsonSchema.strict() }).parse(link.json)).toEqual(link.json);
  // The document shows those very schemas.
  const shown = (document.paths['/api/notes/{id}']!.get as unknown as { responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> }).responses['200']!.content['application/json']!.schema;
  expect(Object.keys(shown.properties).sort()).toEqual(Object.keys(created.json).sort());
});
