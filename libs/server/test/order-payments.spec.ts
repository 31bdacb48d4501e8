import { paymentMessages } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

/**
 * Payments on orders (issue 18, part 3), as repairs have them: parts and the rest by cash, card,
 * Bizum or transfer, each an event with who and when; the balance on the record, an encargo's
 * deposit counted in it; an order with money owed is not delivered unless staff say it stays
 * owed (recorded with who allowed it); refunds with their reason; all of it in the shop's ledger.
 */
describe.each(ENGINES)('Payments on orders on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  let clientId: number;
  let cookie: string;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    cookie = await api.login('gerente@taller.demo');
    staff = client(api.url, cookie);
    admin = client(api.url, await api.login('administrador@taller.demo'));
    clientId = (await staff('/api/clients', { method: 'POST', body: { name: 'Paula', lastName: 'Pedidos', phone: '677 500 601', email: '' } })).json.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const order = async (extra: Record<string, unknown> = {}) => {
    const answer = await staff('/api/orders', {
      method: 'POST',
      body: { clientId, name: 'Funda iPhone 13', description: 'Funda de silicona azul', quantity: 2, unitPriceCents: 2_500, paymentMethod: 'debit_card', ...extra },
    });
    expect(answer.status).toBe(201);
    return answer.json.id as number;
  };
  const pay = (id: number, body: unknown) => staff(`/api/orders/${id}/payments`, { method: 'POST', body });
  const refund = (id: number, body: unknown) => staff(`/api/orders/${id}/refunds`, { method: 'POST', body });
  const deliver = (id: number, body: Record<string, unknown> = {}, as = staff) => as(`/api/orders/${id}/status`, { method: 'PATCH', body: { status: 'delivered', ...body } });

  it('takes a part and the rest: the balance follows, “Pagado” with the spec’s method, the ledger and the history say who took it', async () => {
    const id = await order();
    const first = await pay(id, { amountCents: 2_000, method: 'cash', note: 'A cuenta' });
    expect(first.status).toBe(200);
    expect(first.json.balance).toEqual({ totalCents: 5_000, paidCents: 2_000, refundedCents: 0, dueCents: 3_000, creditCents: 0, markedPaid: false });
    expect(first.json).toMatchObject({ isPaid: false, paymentMethod: 'debit_card' });

    const tooMuch = await pay(id, { amountCents: 3_001, method: 'card' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.message).toBe(paymentMessages.moreThanDue(3_001, 3_000));

    const rest = await pay(id, { amountCents: 3_000, method: 'card' });
    expect(rest.json).toMatchObject({ isPaid: true, paymentMethod: 'credit_card', balance: { dueCents: 0, paidCents: 5_000 } });
    expect((await pay(id, { amountCents: 100, method: 'cash' })).json.message).toBe(paymentMessages.nothingDue);

    const { data, total } = await dataProvider(api.url, cookie).getList('payments', {
      filter: { kind: 'order', recordId: id },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'position', order: 'ASC' },
    });
    expect(total).toBe(2);
    expect(data.map((row) => [row.direction, row.amountCents, row.method, row.byName, row.note])).toEqual([
      ['in', 2_000, 'cash', 'Gonzalo Gerente', 'A cuenta'],
      ['in', 3_000, 'card', 'Gonzalo Gerente', ''],
    ]);
    const history = (await staff(`/api/orders/${id}/history`)).json as { type: string; changes: { field: string; to: unknown }[] }[];
    expect(history.filter((entry) => entry.type === 'OrderPaymentReceived').map((entry) => Object.fromEntries(entry.changes.map((c) => [c.field, c.to])))).toEqual([
      { amountCents: 2_000, method: 'cash', note: 'A cuenta', by: 'Gonzalo Gerente' },
      { amountCents: 3_000, method: 'card', by: 'Gonzalo Gerente' },
    ]);

    // Delivered with nothing owed: no question asked, nothing recorded as owed.
    const delivered = await deliver(id);
    expect(delivered.status).toBe(200);
    expect(delivered.json).toMatchObject({ status: 'delivered', owedOnDeliveryCents: null });
  });

  it('asks for the money owed before delivering, or records that it stays owed and who allowed it', async () => {
    const id = await order();
    await pay(id, { amountCents: 1_000, method: 'transfer' });
    const refused = await deliver(id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(paymentMessages.owedNotAllowed(4_000, 'el pedido'));
    expect((await staff(`/api/orders/${id}`)).json.status).toBe('pending');
    expect((await deliver(id, { leaveOwed: 'sí' })).status).toBe(400);

    const owed = await deliver(id, { leaveOwed: true }, admin);
    expect(owed.status).toBe(200);
    expect(owed.json).toMatchObject({ status: 'delivered', owedOnDeliveryCents: 4_000, balance: { dueCents: 4_000 } });
    const history = (await staff(`/api/orders/${id}/history`)).json as { type: string; changes: { field: string; to: unknown }[] }[];
    const delivered = history.find((entry) => entry.type === 'OrderStatusChanged')!;
    expect(delivered.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'owedCents', to: 4_000 }), expect.objectContaining({ field: 'allowedBy', to: 'Ana Administradora' })]));
    // What stays owed can still be paid afterwards; Bizum keeps the method the order had.
    expect((await pay(id, { amountCents: 4_000, method: 'bizum' })).json).toMatchObject({ isPaid: true, paymentMethod: 'debit_card', balance: { dueCents: 0 } });
  });

  it('counts an encargo’s deposit as paid and takes only the rest; gives back at the counter only what was taken there', async () => {
    const id = await order({ special: true, quantity: 1, unitPriceCents: 4_990, depositCents: 1_500, depositPaidWith: 'cash' });
    const placed = (await staff(`/api/orders/${id}`)).json;
    expect(placed.balance).toMatchObject({ totalCents: 4_990, paidCents: 1_500, dueCents: 3_490 });
    expect(placed.specialOrder.balanceCents).toBe(3_490);
    expect((await refund(id, { amountCents: 500, method: 'cash', note: 'Error' })).json.message).toBe(paymentMessages.nothingToRefund);

    const part = await pay(id, { amountCents: 2_000, method: 'cash' });
    expect(part.json).toMatchObject({ balance: { paidCents: 3_500, dueCents: 1_490 }, specialOrder: { balanceCents: 1_490 } });
    expect((await refund(id, { amountCents: 500, method: 'cash' })).json.message).toBe(paymentMessages.refundNoteRequired);
    expect((await refund(id, { amountCents: 2_001, method: 'cash', note: 'Demasiado' })).json.message).toBe(paymentMessages.refundTooLarge(2_001, 2_000));
    const back = await refund(id, { amountCents: 500, method: 'cash', note: 'Cobrado de más' });
    expect(back.status).toBe(200);
    expect(back.json.balance).toMatchObject({ paidCents: 3_500, refundedCents: 500, dueCents: 1_990 });
  });

  it('records a payment sent twice once, and refuses hostile input with a clear Spanish 400', async () => {
    const id = await order();
    const requestId = '7a1c6a52-5f4e-4ac1-9c55-0d8f2c0a1b7e';
    expect((await pay(id, { amountCents: 1_000, method: 'cash', requestId })).json.balance.paidCents).toBe(1_000);
    expect((await pay(id, { amountCents: 1_000, method: 'cash', requestId })).json.balance.paidCents).toBe(1_000);

    for (const body of [
      { amountCents: -100, method: 'cash' },
      { amountCents: 10.5, method: 'cash' },
      { amountCents: '1000', method: 'cash' },
      { amountCents: 1e12, method: 'cash' },
      { amountCents: 100, method: 'cheque' },
      { amountCents: 100, method: 'online_payment' },
      { amountCents: 100, method: 'cash', note: 'a\u0000b' },
      { amountCents: 100, method: 'cash', note: '😀'.repeat(201) },
      { amountCents: 100, method: 'cash', requestId: 'x'.repeat(1_000) },
      { amountCents: 100, method: 'cash', requestId: '../../etc' },
      [1, 2],
      'cobro',
    ]) {
      const answer = await pay(id, body);
      expect({ body: JSON.stringify(body).slice(0, 60), status: answer.status, spanish: typeof answer.json.message === 'string' }).toEqual({ body: JSON.stringify(body).slice(0, 60), status: 400, spanish: true });
    }
    expect((await staff(`/api/orders/${id}`)).json.balance.paidCents).toBe(1_000);
    expect((await pay(999_999, { amountCents: 100, method: 'cash' })).status).toBe(404);
    expect((await staff('/api/orders/abc/payments', { method: 'POST', body: { amountCents: 100, method: 'cash' } })).status).toBe(400);
    expect((await client(api.url)(`/api/orders/${id}/payments`, { method: 'POST', body: { amountCents: 100, method: 'cash' } })).status).toBe(401);
    expect((await client(api.url)(`/api/orders/${id}/refunds`, { method: 'POST', body: { amountCents: 100, method: 'cash', note: 'x' } })).status).toBe(401);
  });
});
