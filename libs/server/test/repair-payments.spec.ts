import { paymentMessages } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

/**
 * Payments on repairs (issue 18, part 3): a deposit, parts and the rest by cash, card, Bizum or
 * transfer, each an event with who and when; the balance due on the record; a device with money
 * owed is not handed over unless staff say it stays owed (recorded with who allowed it); refunds
 * with their reason. Every movement lands in the shop's ledger (`/api/payments`).
 */
describe.each(ENGINES)('Payments on repairs on $name', ({ databaseUrl }) => {
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
    clientId = (await staff('/api/clients', { method: 'POST', body: { name: 'Pablo', lastName: 'Cobros', phone: '677 500 501', email: '' } })).json.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const repair = async (priceCents: number | null) => {
    const answer = await staff('/api/repairs', {
      method: 'POST',
      body: { clientId, device: 'Móvil', model: 'Galaxy S21', contactNumber: '677 500 501', description: 'Pantalla rota', priceCents, priceType: priceCents === null ? 'flexible' : 'fixed' },
    });
    expect(answer.status).toBe(201);
    return answer.json.id as number;
  };
  const pay = (id: number, body: unknown) => staff(`/api/repairs/${id}/payments`, { method: 'POST', body });
  const refund = (id: number, body: unknown) => staff(`/api/repairs/${id}/refunds`, { method: 'POST', body });
  const finish = async (id: number) => {
    expect((await staff(`/api/repairs/${id}/notify`, { method: 'POST', body: { channel: 'phone' } })).status).toBe(200);
  };

  it('takes a deposit and the rest: the balance follows, more than is due is refused, and paid in full it reads as paid', async () => {
    const id = await repair(12_000);
    const deposit = await pay(id, { amountCents: 4_000, method: 'cash', note: 'Señal' });
    expect(deposit.status).toBe(200);
    expect(deposit.json.balance).toEqual({ totalCents: 12_000, paidCents: 4_000, refundedCents: 0, dueCents: 8_000, creditCents: 0, markedPaid: false });
    expect(deposit.json.isPaid).toBe(false);

    const tooMuch = await pay(id, { amountCents: 9_000, method: 'card' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.message).toBe(paymentMessages.moreThanDue(9_000, 8_000));

    const rest = await pay(id, { amountCents: 8_000, method: 'bizum' });
    expect(rest.json).toMatchObject({ isPaid: true, paymentMethod: 'bizum', balance: { dueCents: 0, paidCents: 12_000 } });
    expect((await pay(id, { amountCents: 100, method: 'cash' })).json.message).toBe(paymentMessages.nothingDue);

    // Each movement is in the ledger with who took it, and in the repair's history.
    const { data, total } = await dataProvider(api.url, cookie).getList('payments', {
      filter: { kind: 'repair', recordId: id },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'position', order: 'ASC' },
    });
    expect(total).toBe(2);
    expect(data.map((row) => [row.direction, row.amountCents, row.method, row.byName, row.note])).toEqual([
      ['in', 4_000, 'cash', 'Gonzalo Gerente', 'Señal'],
      ['in', 8_000, 'bizum', 'Gonzalo Gerente', ''],
    ]);
    const history = (await staff(`/api/repairs/${id}/history`)).json as { type: string; changes: { field: string; to: unknown }[] }[];
    const payments = history.filter((entry) => entry.type === 'RepairPaymentReceived');
    expect(payments.map((entry) => Object.fromEntries(entry.changes.map((c) => [c.field, c.to])))).toEqual([
      { amountCents: 4_000, method: 'cash', note: 'Señal', by: 'Gonzalo Gerente' },
      { amountCents: 8_000, method: 'bizum', by: 'Gonzalo Gerente' },
    ]);

    // Collected with nothing owed: no question asked, nothing recorded as owed.
    await finish(id);
    const collected = await staff(`/api/repairs/${id}/collect`, { method: 'POST' });
    expect(collected.status).toBe(200);
    expect(collected.json.owedOnCollectionCents).toBeNull();
  });

  it('asks for the money owed before handing the device over, or records that it stays owed and who allowed it', async () => {
    const id = await repair(5_000);
    await pay(id, { amountCents: 1_000, method: 'transfer' });
    await finish(id);
    const refused = await staff(`/api/repairs/${id}/collect`, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(paymentMessages.owedNotAllowed(4_000));
    expect((await staff(`/api/repairs/${id}`)).json.collectedAt).toBeNull();
    expect((await staff(`/api/repairs/${id}/collect`, { method: 'POST', body: { leaveOwed: 'sí' } })).status).toBe(400);

    const owed = await admin(`/api/repairs/${id}/collect`, { method: 'POST', body: { leaveOwed: true } });
    expect(owed.status).toBe(200);
    expect(owed.json).toMatchObject({ owedOnCollectionCents: 4_000, balance: { dueCents: 4_000 } });
    const history = (await staff(`/api/repairs/${id}/history`)).json as { type: string; changes: { field: string; to: unknown }[] }[];
    const collected = history.find((entry) => entry.type === 'RepairCollected')!;
    expect(collected.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'owedCents', to: 4_000 }), expect.objectContaining({ field: 'allowedBy', to: 'Ana Administradora' })]));
    // What stays owed can still be paid afterwards.
    expect((await pay(id, { amountCents: 4_000, method: 'cash' })).json).toMatchObject({ isPaid: true, balance: { dueCents: 0 } });
  });

  it('takes a deposit before the price is known, and says nothing is known to be owed rather than 0,00 €', async () => {
    const id = await repair(null);
    const deposit = await pay(id, { amountCents: 2_000, method: 'card' });
    expect(deposit.json.balance).toEqual({ totalCents: null, paidCents: 2_000, refundedCents: 0, dueCents: null, creditCents: 0, markedPaid: false });
    // The price set below what was paid: the difference is the customer's, to give back.
    const current = (await staff(`/api/repairs/${id}`)).json;
    const priced = await staff(`/api/repairs/${id}`, { method: 'PUT', body: { ...current, priceCents: 1_500, priceType: 'fixed' } });
    expect(priced.json.balance).toMatchObject({ dueCents: 0, creditCents: 500 });
    expect((await refund(id, { amountCents: 500, method: 'card' })).json.message).toBe(paymentMessages.refundNoteRequired);
    const back = await refund(id, { amountCents: 500, method: 'card', note: 'Precio final menor que la señal' });
    expect(back.status).toBe(200);
    expect(back.json.balance).toMatchObject({ paidCents: 2_000, refundedCents: 500, dueCents: 0, creditCents: 0 });
    expect((await refund(id, { amountCents: 1_600, method: 'cash', note: 'Demasiado' })).json.message).toBe(paymentMessages.refundTooLarge(1_600, 1_500));
  });

  it('records a payment sent twice once, and refuses hostile input with a clear Spanish 400', async () => {
    const id = await repair(3_000);
    const requestId = '3f0c6a52-5f4e-4ac1-9c55-0d8f2c0a1b7e';
    expect((await pay(id, { amountCents: 1_000, method: 'cash', requestId })).json.balance.paidCents).toBe(1_000);
    expect((await pay(id, { amountCents: 1_000, method: 'cash', requestId })).json.balance.paidCents).toBe(1_000);

    for (const body of [
      { amountCents: -100, method: 'cash' },
      { amountCents: 10.5, method: 'cash' },
      { amountCents: '1000', method: 'cash' },
      { amountCents: 1e12, method: 'cash' },
      { amountCents: 100, method: 'cheque' },
      { amountCents: 100, method: 'cash', note: 'a\u0000b' },
      { amountCents: 100, method: 'cash', note: '😀'.repeat(201) },
      { amountCents: 100, method: 'cash', requestId: 'x'.repeat(1_000) },
      [1, 2],
      'cobro',
    ]) {
      const answer = await pay(id, body);
      expect({ body: JSON.stringify(body).slice(0, 60), status: answer.status, spanish: typeof answer.json.message === 'string' }).toEqual({ body: JSON.stringify(body).slice(0, 60), status: 400, spanish: true });
    }
    expect((await staff(`/api/repairs/${id}`)).json.balance.paidCents).toBe(1_000);
    expect((await client(api.url)(`/api/repairs/${id}/payments`, { method: 'POST', body: { amountCents: 100, method: 'cash' } })).status).toBe(401);
    expect((await staff('/api/payments?filter={"day":"ayer"}')).status).toBe(400);
  });
});
