import { createHash } from 'node:crypto';
import { counterSaleMessages, formatEuros, huellaInput, invoiceMessages, type BillingRecord } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { BILLING_STREAM } from '../src/invoices/billing.stream.js';
import { invoiceSourceMessages } from '../src/invoices/invoice-sources.js';
import { verifyChain } from '../src/verifactu/verify-chain.js';
import { EVENT_STORE } from '../src/event-sourcing/tokens.js';
import type { EventStore } from '@taller/event-store';
import { Outbox } from '../src/mail/outbox.js';
import { readOutboxFolder } from '../src/mail/outbox-folder.js';
import { client, collectedRepair as collectedRepairOf, dataProvider, startApi, type RunningApi } from './harness.js';

/**
 * Invoices (issue 18, part 1–2): from a collected repair, a delivered order or a counter sale;
 * simplified or full; numbers per series and year with no gaps; IVA per line; a rectifying
 * invoice names the one it corrects; an annulment is a record of its own; every record carries
 * its VERI*FACTU fingerprint chained to the one before, and the chain in the log verifies.
 */
describe.each(ENGINES)('Invoices on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  let cookie: string;
  let clientId: number;
  const year = new Date().getUTCFullYear();

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    cookie = await api.login('gerente@taller.demo');
    staff = client(api.url, cookie);
    admin = client(api.url, await api.login('administrador@taller.demo'));
    clientId = (await staff('/api/clients', { method: 'POST', body: { name: 'Elena', lastName: 'Factura', phone: '677 700 701', email: '' } })).json.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const collectedRepair = (priceCents: number) => collectedRepairOf(staff, priceCents, clientId);
  const recordsInLog = async () => (await api.app.get<EventStore>(EVENT_STORE).readStream(BILLING_STREAM)).map((event) => (event.data as { record: BillingRecord }).record);

  it('invoices a collected repair once as a simplified invoice with IVA broken down, its QR and a fingerprint chained in the log', async () => {
    const repairId = await collectedRepair(12_100);
    const invoice = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: repairId }, kind: 'simplified' } });
    expect(invoice.status).toBe(201);
    expect(invoice.json).toMatchObject({
      kind: 'simplified',
      number: expect.stringMatching(new RegExp(`^T${year}-\\d{6}$`)),
      source: { kind: 'repair', id: repairId },
      customer: { name: 'Elena Factura' },
      lines: [{ description: `Reparación nº ${repairId}: Móvil iPhone 13`, quantity: 1, unitPriceCents: 12_100, totalCents: 12_100, baseCents: 10_000, taxCents: 2_100, taxRatePercent: 21 }],
      breakdown: [{ taxRatePercent: 21, baseCents: 10_000, taxCents: 2_100 }],
      totalCents: 12_100,
      verifactu: { invoiceType: 'F2', url: expect.stringContaining('ValidarQR?nif='), shortLegend: 'VERI*FACTU' },
    });
    // A demo shop's QR points to AEAT's test service, never to the real one.
    expect(invoice.json.verifactu.url).toMatch(api.config.demo ? /^https:\/\/prewww2\.aeat\.es\// : /^https:\/\/www2\.agenciatributaria\.gob\.es\//);
    expect(invoice.json.verifactu.qrSvg).toMatch(/^<svg/);
    const again = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: repairId }, kind: 'full', customer: { name: 'Elena Factura', taxId: '12345678Z', address: 'Calle Sol 1, Alcorcón' } } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(invoiceMessages.alreadyInvoiced(invoice.json.number));

    const records = await recordsInLog();
    const mine = records.at(-1)!;
    expect(mine.hash).toBe(createHash('sha256').update(huellaInput(mine)).digest('hex').toUpperCase());
    expect(await verifyChain(records)).toEqual({ ok: true, count: records.length });
  });

  it('issues a full invoice with the customer’s NIF and address, gap-free numbers in each series, and refuses what is not yet invoiceable', async () => {
    const open = (await staff('/api/repairs', { method: 'POST', body: { clientId, device: 'Tablet', model: 'iPad', contactNumber: '677 700 701', description: 'Batería', priceCents: 5_000, priceType: 'fixed' } })).json.id;
    const notCollected = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: open }, kind: 'simplified' } });
    expect(notCollected.status).toBe(409);
    expect(notCollected.json.message).toBe(invoiceSourceMessages.repairNotCollected);

    // A counter invoice is only ever a counter sale, with its money and units.
    const plainCounter = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'counter' }, kind: 'simplified', lines: [{ description: 'Funda', quantity: 1, unitPriceCents: 1_500 }] } });
    expect({ status: plainCounter.status, message: plainCounter.json.message }).toEqual({ status: 400, message: invoiceMessages.counterIsASale });

    const badNif = await staff('/api/invoices/counter-sales', { method: 'POST', body: { kind: 'full', method: 'card', lines: [{ description: 'Funda', quantity: 1, unitPriceCents: 1_500 }], customer: { name: 'Talleres Sur SL', taxId: 'B1234567X', address: 'Av. Europa 2' } } });
    expect(badNif.status).toBe(400);
    expect(badNif.json.errors['customer.taxId']).toBe(invoiceMessages.taxIdInvalid);

    const full = await staff('/api/invoices/counter-sales', {
      method: 'POST',
      body: { kind: 'full', method: 'card', lines: [{ description: 'Cargador USB-C 20 W', quantity: 2, unitPriceCents: 1_999 }], customer: { name: 'Talleres Sur SL', taxId: 'b-12345674', address: 'Av. Europa 2, 28922 Alcorcón' } },
    });
    expect(full.status).toBe(201);
    expect(full.json).toMatchObject({ kind: 'full', customer: { taxId: 'B12345674' }, totalCents: 3_998, verifactu: { invoiceType: 'F1' } });
    const counter = await staff('/api/invoices/counter-sales', { method: 'POST', body: { kind: 'simplified', method: 'cash', lines: [{ description: 'Cristal templado', quantity: 1, unitPriceCents: 999 }] } });
    const { data } = await dataProvider(api.url, cookie).getList('invoices', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    for (const series of ['T', 'F']) {
      const numbers = data.filter((row) => row.number.startsWith(series)).map((row) => Number(row.number.slice(6)));
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    }
    expect(counter.json.number).toMatch(/^T/);
  });

  it('corrects a wrong invoice with a rectifying one that names it, and annuls one issued by mistake; both are new records in the chain', async () => {
    const wrong = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: await collectedRepair(6_000) }, kind: 'simplified' } });
    const rectifying = await staff(`/api/invoices/${wrong.json.id}/rectify`, {
      method: 'POST',
      body: { lines: [{ description: 'Batería iPhone 11', quantity: 1, unitPriceCents: 4_900 }], reason: 'Precio de oferta no aplicado' },
    });
    expect(rectifying.status).toBe(201);
    expect(rectifying.json).toMatchObject({
      kind: 'rectifying',
      number: expect.stringMatching(new RegExp(`^R${year}-`)),
      rectifies: { id: wrong.json.id, number: wrong.json.number, reason: 'Precio de oferta no aplicado' },
      totalCents: -1_100,
      verifactu: { invoiceType: 'R5' },
    });
    expect((await staff(`/api/invoices/${wrong.json.id}`)).json.rectifiedBy).toBe(rectifying.json.number);

    const mistake = await staff('/api/invoices', { method: 'POST', body: { source: { kind: 'repair', id: await collectedRepair(1_000) }, kind: 'simplified' } });
    expect((await staff(`/api/invoices/${mistake.json.id}/annul`, { method: 'POST', body: { reason: 'Duplicada' } })).status).toBe(403);
    expect((await admin(`/api/invoices/${mistake.json.id}/annul`, { method: 'POST', body: {} })).status).toBe(400);
    const annulled = await admin(`/api/invoices/${mistake.json.id}/annul`, { method: 'POST', body: { reason: 'Emitida por error: duplicada' } });
    expect(annulled.json.annulled).toMatchObject({ reason: 'Emitida por error: duplicada' });

    const records = await recordsInLog();
    expect(records.at(-1)).toMatchObject({ kind: 'anulacion', invoiceNumber: mistake.json.number });
    expect(await verifyChain(records)).toEqual({ ok: true, count: records.length });
  });

  it('sells at the counter in one request: the invoice, its money in the ledger and the day’s cash totals, its units out of stock; once per request; and takes a return', async () => {
    const name = `Cable USB-C ${Math.random().toString(36).slice(2, 7)}`;
    const product = (await staff('/api/products', { method: 'POST', body: { name, category: 'cables', priceCents: 1_299 } })).json;
    await staff(`/api/products/${product.id}/stock/received`, { method: 'POST', body: { quantity: 3 } });
    const bizumBefore = (await staff('/api/cash/days/today')).json.totals.bizum.inCents as number;
    const tooMany = await staff('/api/invoices/counter-sales', { method: 'POST', body: { lines: [{ productId: product.id, quantity: 4 }], method: 'bizum', kind: 'simplified' } });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.message).toBe(counterSaleMessages.notEnoughStock(name, 3));

    const body = { lines: [{ productId: product.id, quantity: 2 }, { description: 'Configuración del móvil', quantity: 1, unitPriceCents: 1_000 }], method: 'bizum', kind: 'simplified', requestId: `venta-${product.id}-1` };
    const sale = await staff('/api/invoices/counter-sales', { method: 'POST', body });
    expect(sale.status).toBe(201);
    expect(sale.json).toMatchObject({ source: { kind: 'counter' }, totalCents: 3_598, lines: [{ description: name, quantity: 2, unitPriceCents: 1_299 }, { description: 'Configuración del móvil' }] });
    // The same request again (a retry): the same invoice, nothing taken twice.
    expect((await staff('/api/invoices/counter-sales', { method: 'POST', body })).json.id).toBe(sale.json.id);

    expect((await staff(`/api/products/${product.id}`)).json).toMatchObject({ onHand: 1, available: 1 });
    const history = JSON.stringify((await staff(`/api/products/${product.id}/history`)).json);
    expect(history).toContain(sale.json.number);
    const ledger = (await staff(`/api/payments?filter=${encodeURIComponent(JSON.stringify({ kind: 'counter', recordId: sale.json.id }))}`)).json;
    expect(ledger).toEqual([expect.objectContaining({ direction: 'in', amountCents: 3_598, method: 'bizum', note: sale.json.number })]);
    expect((await staff('/api/cash/days/today')).json.totals.bizum.inCents).toBe(bizumBefore + 3_598);

    // The customer brings one back: a rectifying invoice gives its money back and the unit goes back to stock.
    const cashOutBefore = (await staff('/api/cash/days/today')).json.totals.cash.outCents as number;
    const giveBack = { lines: [{ line: 0, quantity: 1 }], method: 'cash', reason: 'No le vale', requestId: `devolucion-${product.id}` };
    expect((await staff(`/api/invoices/${sale.json.id}/return`, { method: 'POST', body: { ...giveBack, lines: [{ line: 0, quantity: 3 }], requestId: undefined } })).status).toBe(409);
    const returned = await staff(`/api/invoices/${sale.json.id}/return`, { method: 'POST', body: giveBack });
    expect(returned.status).toBe(201);
    expect(returned.json).toMatchObject({ kind: 'rectifying', rectifies: { id: sale.json.id }, totalCents: -1_299, sale: { method: 'cash', amountCents: 1_299, items: [{ productId: product.id, quantity: 1 }] } });
    expect((await staff(`/api/invoices/${sale.json.id}/return`, { method: 'POST', body: giveBack })).json.id).toBe(returned.json.id);
    expect((await staff(`/api/products/${product.id}`)).json).toMatchObject({ onHand: 2, available: 2 });
    expect((await staff('/api/cash/days/today')).json.totals.cash.outCents).toBe(cashOutBefore + 1_299);

    // Units the catalogue does not have free are sold only with the reason, which the audit keeps.
    const forced = await staff('/api/invoices/counter-sales', { method: 'POST', body: { lines: [{ productId: product.id, quantity: 3 }], method: 'cash', kind: 'simplified', stockOverride: 'Había 3 en el expositor' } });
    expect(forced.status).toBe(201);
    expect((await staff(`/api/products/${product.id}`)).json).toMatchObject({ onHand: -1 });
    for (const hostile of [{ lines: [{ productId: 'x', quantity: 1 }], method: 'cash' }, { lines: [{ productId: product.id, quantity: 1 }], method: '\u0000' }, { lines: [], method: 'cash' }, { lines: [{ productId: product.id, quantity: 1 }], method: 'cash', stockOverride: 'x'.repeat(1_000_000) }, []]) {
      const answer = await staff('/api/invoices/counter-sales', { method: 'POST', body: hostile });
      expect({ status: answer.status, message: typeof answer.json.message }).toEqual({ status: 400, message: 'string' });
    }
  });

  it('corrects a counter sale’s price: the difference goes back (or is charged) through Caja by the method asked, and its units stay out', async () => {
    const sell = async (unitPriceCents: number, method: string) =>
      (await staff('/api/invoices/counter-sales', { method: 'POST', body: { kind: 'simplified', method, lines: [{ description: 'Cargador USB-C 20 W', quantity: 1, unitPriceCents }] } })).json;
    const totals = async () => (await staff('/api/cash/days/today')).json.totals;
    const overcharged = await sell(2_000, 'card');
    const before = await totals();
    const lines = [{ description: 'Cargador USB-C 20 W', quantity: 1, unitPriceCents: 1_500 }];
    const noMethod = await staff(`/api/invoices/${overcharged.id}/rectify`, { method: 'POST', body: { lines, reason: 'Precio de oferta no aplicado' } });
    expect({ status: noMethod.status, message: noMethod.json.message }).toEqual({ status: 400, message: counterSaleMessages.rectifyMethodRequired });
    const cheaper = await staff(`/api/invoices/${overcharged.id}/rectify`, { method: 'POST', body: { lines, reason: 'Precio de oferta no aplicado', method: 'cash' } });
    expect(cheaper.status).toBe(201);
    expect(cheaper.json).toMatchObject({ kind: 'rectifying', totalCents: -500, sale: { method: 'cash', amountCents: 500, items: [] } });
    const ledger = async (id: number) => (await staff(`/api/payments?filter=${encodeURIComponent(JSON.stringify({ kind: 'counter', recordId: id }))}`)).json;
    expect(await ledger(cheaper.json.id)).toEqual([expect.objectContaining({ direction: 'out', amountCents: 500, method: 'cash' })]);
    expect((await totals()).cash.outCents).toBe(before.cash.outCents + 500);

    const undercharged = await sell(1_000, 'cash');
    const dearer = await staff(`/api/invoices/${undercharged.id}/rectify`, { method: 'POST', body: { lines: [{ ...lines[0], unitPriceCents: 1_200 }], reason: 'Precio mal marcado', method: 'bizum' } });
    expect(dearer.json).toMatchObject({ totalCents: 200, sale: { method: 'bizum', amountCents: 200 } });
    expect(await ledger(dearer.json.id)).toEqual([expect.objectContaining({ direction: 'in', amountCents: 200, method: 'bizum' })]);
    // Corrected once: a second correction or a return is refused, naming the rectifying invoice.
    expect((await staff(`/api/invoices/${undercharged.id}/rectify`, { method: 'POST', body: { lines, reason: 'Otra', method: 'cash' } })).status).toBe(409);
  });

  it('sends an invoice by e-mail through the outbox, and says it was sent only once it has left', async () => {
    const invoice = (await staff('/api/invoices/counter-sales', { method: 'POST', body: { kind: 'simplified', method: 'cash', lines: [{ description: 'Auriculares Bluetooth', quantity: 1, unitPriceCents: 2_990 }] } })).json;
    expect((await staff(`/api/invoices/${invoice.id}/email`, { method: 'POST', body: {} })).json.errors.to).toBeDefined();
    expect((await staff(`/api/invoices/${invoice.id}/email`, { method: 'POST', body: { to: 'no es correo' } })).status).toBe(400);
    const queued = await staff(`/api/invoices/${invoice.id}/email`, { method: 'POST', body: { to: 'elena.factura@example.es' } });
    expect(queued.status).toBe(202);
    await api.app.get(Outbox).deliverPending();
    const emails = (await staff(`/api/invoices/${invoice.id}/emails`)).json as { to: string; state: string }[];
    expect(emails).toEqual([expect.objectContaining({ to: 'elena.factura@example.es', state: 'sent' })]);
    const mail = (await readOutboxFolder(api.config.dataDir)).find((file) => file.subject.startsWith(`Factura simplificada ${invoice.number}`))!;
    expect(mail.text).toContain(`1 × Auriculares Bluetooth: ${formatEuros(2_990)}`);
    expect(mail.text).toContain(`Total (IVA incluido): ${formatEuros(2_990)}`);
    expect(mail.text).toContain(invoice.verifactu.url);
  });

  it('refuses hostile input with a clear Spanish 400, and nothing without a session', async () => {
    const lines = [
      [{ description: 'x\u0000', quantity: 1, unitPriceCents: 100 }],
      [{ description: 'Funda', quantity: 1.5, unitPriceCents: 100 }],
      'muchas',
      [{ description: '😀'.repeat(300), quantity: 1, unitPriceCents: 100 }],
    ];
    for (const [route, body] of [
      ...lines.map((bad) => ['/api/invoices/counter-sales', { kind: 'simplified', method: 'cash', lines: bad }] as const),
      ['/api/invoices/counter-sales', { kind: 'regalo', method: 'cash', lines: [{ description: 'Funda', quantity: 1, unitPriceCents: 100 }] }] as const,
      ['/api/invoices', { source: { kind: 'counter' }, kind: 'simplified', lines: [{ description: 'Funda', quantity: 1, unitPriceCents: 100 }] }] as const,
      ['/api/invoices', { source: { kind: 'nave', id: 1 }, kind: 'simplified' }] as const,
      ['/api/invoices', { source: { kind: 'repair', id: 'uno' }, kind: 'simplified' }] as const,
      ['/api/invoices', { source: 'repair', kind: 'simplified' }] as const,
    ]) {
      const answer = await staff(route, { method: 'POST', body });
      expect({ body: JSON.stringify(body).slice(0, 80), status: answer.status, message: typeof answer.json.message }).toEqual({ body: JSON.stringify(body).slice(0, 80), status: 400, message: 'string' });
    }
    expect((await staff('/api/invoices?filter={"from":"ayer"}')).status).toBe(400);
    expect((await client(api.url)('/api/invoices')).status).toBe(401);
  });
});
