import { specialOrderMessages as sm } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { TrackingLinks } from '../src/tracking/tracking-links.js';
import { client, dataProvider, eventually, startApi, type RunningApi } from './harness.js';
import { fakeRedsys, payAtRedsys, type FakeRedsys } from './fake-redsys.js';

/**
 * Encargos (issue 17, part 5): staff order for a customer a product the shop does not have, with
 * a deposit paid at the counter or by card on the site, refundable or not; when the goods come
 * the units are received and held for that customer and the customer is told; collected, the
 * units leave; cancelled, the deposit goes back or stays as agreed.
 */
describe.each(ENGINES)('Encargos with a deposit on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let redsys: FakeRedsys;
  let staff: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;
  let clientId: number;

  beforeAll(async () => {
    redsys = await fakeRedsys();
    api = await startApi(await databaseUrl(), undefined, undefined, redsys.settings, { customerNotices: true });
    api.config.publicUrl = api.url;
    staff = client(api.url, await api.login('gerente@taller.demo'));
    anonymous = client(api.url);
    clientId = (await staff('/api/clients', { method: 'POST', body: { name: 'Lucía', lastName: 'Encargo', phone: '677 400 401', email: 'lucia.encargo@example.com' } })).json.id;
  });
  afterAll(async () => {
    await api.close();
    await redsys.close();
  });

  const aProduct = async (units = 0) => {
    const added = await staff('/api/products', { method: 'POST', body: { name: `Funda MagSafe ${Math.random().toString(36).slice(2, 8)}`, category: 'cases', priceCents: 4990 } });
    expect(added.status).toBe(201);
    if (units > 0) await staff(`/api/products/${added.json.id}/stock/received`, { method: 'POST', body: { quantity: units } });
    return added.json as { id: number; name: string };
  };
  const stockOf = async (id: number) => (await staff(`/api/products/${id}`)).json as { onHand: number; held: number; available: number };
  const encargo = async (fields: Record<string, unknown>) => {
    const answer = await staff('/api/orders', {
      method: 'POST',
      body: { clientId, name: 'Funda MagSafe iPhone 15 Pro', description: 'Funda de cuero marrón', quantity: 1, unitPriceCents: 4990, special: true, ...fields },
    });
    expect(answer.status).toBe(201);
    return answer.json;
  };
  const historyOf = async (id: number) => ((await staff(`/api/orders/${id}/history`)).json as { type: string; label: string }[]).map((entry) => entry.label);
  const tokenOf = async (id: number) => (await api.app.get(TrackingLinks).of('order', id)).link!.token;

  it('takes an encargo of a product out of stock, with a non-refundable deposit paid in cash, and lists it among the encargos', async () => {
    const product = await aProduct();
    const order = await encargo({ productId: product.id, depositCents: 2000, depositRefundable: false, depositPaidWith: 'cash' });
    expect(order).toMatchObject({
      status: 'pending',
      isPaid: false,
      specialOrder: {
        productId: product.id,
        depositCents: 2000,
        depositRefundable: false,
        deposit: { amountCents: 2000, method: 'cash', paidAt: expect.any(String) },
        depositOutcome: null,
        arrivedAt: null,
        balanceCents: 2990,
      },
    });
    // The unmodified react-admin client finds it with the filter, and not among the others.
    const { data } = await dataProvider(api.url, await api.login('gerente@taller.demo')).getList('orders', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'DESC' },
      filter: { special: true },
    });
    expect(data.map((row) => row.id)).toContain(order.id);
    const others = await staff(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ special: false }))}&range=[0,999]`);
    expect(others.json.map((row: { id: number }) => row.id)).not.toContain(order.id);
    expect(await historyOf(order.id)).toEqual(['Pedido creado', 'Señal pagada']);
  });

  it('receives and holds the units when the goods arrive, tells the customer, and hands them over on delivery', async () => {
    const product = await aProduct(2);
    const order = await encargo({ productId: product.id, quantity: 2, unitPriceCents: 4990, depositCents: 3000, depositPaidWith: 'debit_card' });
    const arrived = await staff(`/api/orders/${order.id}/arrival`, { method: 'POST', body: {} });
    expect(arrived.status).toBe(200);
    expect(arrived.json).toMatchObject({ status: 'ready', specialOrder: { arrivedAt: expect.any(String), balanceCents: 2 * 4990 - 3000 } });
    // Two came for Lucía: on hand, but not for sale to anyone else.
    expect(await stockOf(product.id)).toEqual(expect.objectContaining({ onHand: 4, held: 2, available: 2 }));
    const productHistory = (await staff(`/api/products/${product.id}/history`)).json as { label: string }[];
    expect(productHistory.map((entry) => entry.label)).toEqual(expect.arrayContaining(['Unidades recibidas', 'Unidades reservadas']));

    const mail = await eventually(() =>
      readOutboxFolder(api.config.dataDir).then((files) => files.find((file: OutboxFile) => file.to.includes('lucia.encargo@example.com') && file.subject.includes(`encargo nº ${order.id}`))),
    );
    expect(mail.subject).toBe(`Tu encargo nº ${order.id} (Funda MagSafe iPhone 15 Pro) está listo para recoger`);
    expect(await historyOf(order.id)).toEqual(expect.arrayContaining(['Encargo recibido en la tienda', 'Estado cambiado', 'Aviso al cliente enviado']));

    // Twice is refused, and receives nothing more.
    const again = await staff(`/api/orders/${order.id}/arrival`, { method: 'POST', body: {} });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(sm.alreadyArrived);
    expect(await stockOf(product.id)).toEqual(expect.objectContaining({ onHand: 4, held: 2 }));

    expect((await staff(`/api/orders/${order.id}/status`, { method: 'PATCH', body: { status: 'delivered', leaveOwed: true } })).status).toBe(200);
    expect(await stockOf(product.id)).toEqual(expect.objectContaining({ onHand: 2, held: 0, available: 2 }));
  });

  it('records a deposit paid later at the counter, once, and refuses one never asked', async () => {
    const order = await encargo({ depositCents: 1500 });
    expect(order.specialOrder).toMatchObject({ deposit: null, balanceCents: 4990 });
    const paid = await staff(`/api/orders/${order.id}/deposit`, { method: 'POST', body: { method: 'credit_card' } });
    expect(paid.status).toBe(200);
    expect(paid.json.specialOrder).toMatchObject({ deposit: { amountCents: 1500, method: 'credit_card' }, balanceCents: 3490 });
    const twice = await staff(`/api/orders/${order.id}/deposit`, { method: 'POST', body: { method: 'cash' } });
    expect([twice.status, twice.json.message]).toEqual([409, sm.depositAlreadyPaid]);
    const none = await encargo({});
    const refused = await staff(`/api/orders/${none.id}/deposit`, { method: 'POST', body: { method: 'cash' } });
    expect([refused.status, refused.json.message]).toEqual([409, sm.noDeposit]);
    const wrong = await staff(`/api/orders/${order.id}/deposit`, { method: 'POST', body: { method: 'bizcocho\u0000' } });
    expect(wrong.status).toBe(400);
    // Ready only by arriving.
    const ready = await staff(`/api/orders/${order.id}/status`, { method: 'PATCH', body: { status: 'ready' } });
    expect([ready.status, ready.json.message]).toEqual([409, sm.readyOnArrival]);
  });

  it('on cancelling asks what becomes of a paid deposit: a refundable one goes back, a non-refundable one may stay', async () => {
    const refundable = await encargo({ depositCents: 1000, depositPaidWith: 'cash' });
    const asked = await staff(`/api/orders/${refundable.id}/status`, { method: 'PATCH', body: { status: 'cancelled' } });
    expect(asked.status).toBe(400);
    expect(asked.json.errors).toEqual({ deposit: sm.depositDecisionRequired });
    const kept = await staff(`/api/orders/${refundable.id}/status`, { method: 'PATCH', body: { status: 'cancelled', deposit: 'retain' } });
    expect([kept.status, kept.json.message]).toEqual([409, sm.depositRefundable]);
    const back = await staff(`/api/orders/${refundable.id}/status`, { method: 'PATCH', body: { status: 'cancelled', deposit: 'refund' } });
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ status: 'cancelled', specialOrder: { depositOutcome: 'refunded', balanceCents: 0 } });
    expect(await historyOf(refundable.id)).toContain('Señal devuelta');

    const product = await aProduct();
    const firm = await encargo({ productId: product.id, depositCents: 2000, depositRefundable: false, depositPaidWith: 'cash' });
    await staff(`/api/orders/${firm.id}/arrival`, { method: 'POST', body: {} });
    expect(await stockOf(product.id)).toEqual(expect.objectContaining({ onHand: 1, held: 1, available: 0 }));
    const retained = await staff(`/api/orders/${firm.id}/status`, { method: 'PATCH', body: { status: 'cancelled', deposit: 'retain' } });
    expect(retained.json).toMatchObject({ status: 'cancelled', specialOrder: { depositOutcome: 'retained' } });
    expect(await historyOf(firm.id)).toContain('Señal retenida (no reembolsable)');
    // The unit that came for her goes on sale.
    expect(await stockOf(product.id)).toEqual(expect.objectContaining({ onHand: 1, held: 0, available: 1 }));
    // Closed: it neither reopens nor takes a deposit or an arrival.
    expect((await staff(`/api/orders/${firm.id}/status`, { method: 'PATCH', body: { status: 'pending' } })).json.message).toBe(sm.closed);
    expect((await staff(`/api/orders/${firm.id}/arrival`, { method: 'POST', body: {} })).json.message).toBe(sm.closed);
  });

  it('lets the customer pay the deposit by card from the tracking page, and refunds it through the gateway when cancelled', async () => {
    const order = await encargo({ depositCents: 1500 });
    const token = await tokenOf(order.id);
    const before = (await anonymous(`/api/tracking/${token}`)).json;
    expect(before).toMatchObject({ status: { label: 'Encargado: falta la señal' }, specialOrder: { depositCents: 1500, depositPaidCents: 0, depositPayable: true, balanceCents: 4990 } });

    const started = await anonymous(`/api/reservations/${order.id}/payment`, { method: 'POST', body: { token } });
    expect(started.status).toBe(200);
    const asked = JSON.parse(Buffer.from(started.json.fields.Ds_MerchantParameters, 'base64').toString('utf8'));
    expect(asked).toMatchObject({ DS_MERCHANT_AMOUNT: '1500' });
    expect(asked.DS_MERCHANT_PRODUCTDESCRIPTION).toMatch(/^Señal del encargo P-0+\d+/);
    await payAtRedsys(started.json, 'Pagar');

    const after = (await anonymous(`/api/tracking/${token}`)).json;
    expect(after).toMatchObject({ status: { label: 'Encargado' }, specialOrder: { depositPaidCents: 1500, depositPayable: false, balanceCents: 3490 } });
    expect(after.steps.map((step: { label: string }) => step.label)).toContain('Señal pagada con tarjeta');
    expect((await staff(`/api/orders/${order.id}`)).json).toMatchObject({ isPaid: false, specialOrder: { deposit: { method: 'online_payment', amountCents: 1500 } } });
    // Paid: nothing more to pay by card.
    const again = await anonymous(`/api/reservations/${order.id}/payment`, { method: 'POST', body: { token } });
    expect([again.status, again.json.message]).toEqual([409, sm.depositNotPayable]);

    const refundsBefore = redsys.refunds.length;
    const cancelled = await staff(`/api/orders/${order.id}/status`, { method: 'PATCH', body: { status: 'cancelled', deposit: 'refund' } });
    expect(cancelled.status).toBe(200);
    expect(redsys.refunds.slice(refundsBefore)).toEqual([expect.objectContaining({ amount: '1500', transactionType: '3' })]);
    expect((await staff(`/api/orders/${order.id}`)).json.specialOrder).toMatchObject({ depositOutcome: 'refunded' });
    expect(await historyOf(order.id)).toContain('Pago con tarjeta devuelto');
  });

  it('keeps a non-refundable card deposit when the customer gives up: nothing is sent back to the gateway', async () => {
    const order = await encargo({ depositCents: 1200, depositRefundable: false });
    const token = await tokenOf(order.id);
    await payAtRedsys((await anonymous(`/api/reservations/${order.id}/payment`, { method: 'POST', body: { token } })).json, 'Pagar');
    const refundsBefore = redsys.refunds.length;
    const kept = await staff(`/api/orders/${order.id}/status`, { method: 'PATCH', body: { status: 'cancelled', deposit: 'retain' } });
    expect(kept.json.specialOrder).toMatchObject({ depositOutcome: 'retained' });
    expect(redsys.refunds.length).toBe(refundsBefore);
  });

  it('refuses hostile encargos in Spanish, never with a 500', async () => {
    for (const fields of [
      { productId: 'x\u0000' },
      { productId: 987654 },
      { depositCents: 'mucho' },
      { depositCents: 99999 },
      { depositCents: 1.5 },
      { depositRefundable: '🙂' },
      { depositPaidWith: 'x'.repeat(1_000_000) },
      { depositCents: null, depositPaidWith: 'cash' },
    ]) {
      const answer = await staff('/api/orders', {
        method: 'POST',
        body: { clientId, name: 'Funda', description: 'Funda de cuero', quantity: 1, unitPriceCents: 4990, special: true, ...fields },
      });
      expect({ fields: Object.keys(fields), status: answer.status }).toEqual({ fields: Object.keys(fields), status: 400 });
      expect(answer.json.message).toBe('Por favor, corrige los errores en el formulario');
    }
  });
});
