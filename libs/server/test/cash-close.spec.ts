import { cashCloseMessages, madridDay } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { client, dataProvider, startApi, type RunningApi } from './harness.js';

/**
 * The daily cash close (issue 18, part 4): the day's payments give the expected totals per
 * method; the clerk counts the cash; the difference is recorded with a note; a closed day is never
 * changed, only corrected by a new entry (by the Administrador), and a payment taken after the
 * close is shown as such, not hidden in the closed day.
 */
describe.each(ENGINES)('The cash close on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let admin: ReturnType<typeof client>;
  let adminCookie: string;
  let clientId: number;
  const today = madridDay(new Date());

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    adminCookie = await api.login('administrador@taller.demo');
    admin = client(api.url, adminCookie);
    clientId = (await staff('/api/clients', { method: 'POST', body: { name: 'Marta', lastName: 'Caja', phone: '677 600 601', email: '' } })).json.id;
  });
  afterAll(async () => {
    await api.close();
  });

  const repairPriced = async (priceCents: number) => {
    const answer = await staff('/api/repairs', {
      method: 'POST',
      body: { clientId, device: 'Tablet', model: 'iPad Air', contactNumber: '677 600 601', description: 'Batería', priceCents, priceType: 'fixed' },
    });
    return answer.json.id as number;
  };
  const pay = async (id: number, amountCents: number, method: string) => {
    expect((await staff(`/api/repairs/${id}/payments`, { method: 'POST', body: { amountCents, method } })).status).toBe(200);
  };

  it('closes the day against its payments per method, records the difference with its note, and then only takes corrections', async () => {
    // The demo shop may already have taken money today: the figures below are counted on top of it.
    const before = (await staff('/api/cash/days/today')).json as { totals: Record<string, { inCents: number; outCents: number }>; movements: unknown[] };
    const plus = (method: string, inCents: number, outCents = 0) => ({ inCents: before.totals[method]!.inCents + inCents, outCents: before.totals[method]!.outCents + outCents });
    const cashBefore = before.totals['cash']!.inCents - before.totals['cash']!.outCents;
    const first = await repairPriced(10_000);
    const second = await repairPriced(20_000);
    await pay(first, 4_000, 'cash');
    await pay(first, 6_000, 'bizum');
    await pay(second, 5_000, 'cash');
    await pay(second, 2_500, 'card');
    expect((await staff(`/api/repairs/${second}/refunds`, { method: 'POST', body: { amountCents: 500, method: 'cash', note: 'Descuento' } })).status).toBe(200);

    const open = await staff('/api/cash/days/today');
    expect(open.status).toBe(200);
    expect(open.json).toMatchObject({ day: today, today: true, closed: false, counts: [] });
    expect(open.json.totals).toMatchObject({ cash: plus('cash', 9_000, 500), bizum: plus('bizum', 6_000), card: plus('card', 2_500), transfer: plus('transfer', 0) });
    expect(open.json.movements).toHaveLength(before.movements.length + 5);

    // Float 100 €, cash taken 90 €, given back 5 €: 185 € expected (with the demo's); 5 € less counted is 5 € short.
    const expectedCash = 10_000 + cashBefore + 8_500;
    const unexplained = await staff(`/api/cash/days/${today}/close`, { method: 'POST', body: { floatCents: 10_000, countedCashCents: expectedCash - 500 } });
    expect(unexplained.status).toBe(400);
    expect(unexplained.json.errors.note).toBe(cashCloseMessages.differenceNeedsNote(-500));
    const closed = await staff(`/api/cash/days/${today}/close`, { method: 'POST', body: { floatCents: 10_000, countedCashCents: expectedCash - 500, note: 'Cambio mal dado a un cliente' } });
    expect(closed.status).toBe(200);
    expect(closed.json.closed).toBe(true);
    expect(closed.json.counts).toEqual([
      expect.objectContaining({ kind: 'close', floatCents: 10_000, expectedCashCents: expectedCash, countedCashCents: expectedCash - 500, differenceCents: -500, note: 'Cambio mal dado a un cliente', by: { id: expect.any(Number), name: 'Gonzalo Gerente' } }),
    ]);

    // Closed: not closed again, not changed.
    const again = await staff(`/api/cash/days/${today}/close`, { method: 'POST', body: { countedCashCents: expectedCash } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(cashCloseMessages.alreadyClosed(today));

    // A payment taken after the close shows as such.
    const third = await repairPriced(3_000);
    await pay(third, 3_000, 'cash');
    const after = (await staff('/api/cash/days/today')).json;
    expect(after.movementsAfterCount).toBe(1);
    expect(after.movements.at(-1)).toMatchObject({ amountCents: 3_000, afterCount: true });
    expect(after.counts).toHaveLength(1);

    // Corrected by the Administrador, with a reason, on the totals as they are now; the close stays.
    expect((await staff(`/api/cash/days/${today}/corrections`, { method: 'POST', body: { countedCashCents: expectedCash + 2_500, note: 'Cobro tardío' } })).status).toBe(403);
    expect((await admin(`/api/cash/days/${today}/corrections`, { method: 'POST', body: { countedCashCents: expectedCash + 2_500 } })).json.errors.note).toBe(cashCloseMessages.reasonRequired);
    const corrected = await admin(`/api/cash/days/${today}/corrections`, { method: 'POST', body: { countedCashCents: expectedCash + 2_500, note: 'Cobro tardío de la reparación' } });
    expect(corrected.status).toBe(200);
    expect(corrected.json.counts.map((c: { kind: string; expectedCashCents: number; differenceCents: number }) => [c.kind, c.expectedCashCents, c.differenceCents])).toEqual([
      ['close', expectedCash, -500],
      ['correction', expectedCash + 3_000, -500],
    ]);
    expect(corrected.json.movementsAfterCount).toBe(0);

    const { data } = await dataProvider(api.url, adminCookie).getList('cash/closes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(data[0]).toMatchObject({ id: today, countedCashCents: expectedCash + 2_500, differenceCents: -500, corrections: 1, closedBy: 'Gonzalo Gerente' });

    // The owner's audit names the close and the correction.
    const audit = await admin(`/api/audit?kind=cash`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.json)).toContain('Cierre corregido');
  });

  it('refuses a day that has not come, a malformed one, and hostile counts with a clear Spanish answer', async () => {
    const tomorrow = madridDay(new Date(Date.now() + 36 * 3_600_000));
    expect((await staff(`/api/cash/days/${tomorrow}/close`, { method: 'POST', body: { countedCashCents: 0 } })).json.message).toBe(cashCloseMessages.futureDay);
    for (const day of ['2027-02-30', 'ayer', '2027-1-1']) {
      const answer = await staff(`/api/cash/days/${encodeURIComponent(day)}`);
      expect({ day, status: answer.status }).toEqual({ day, status: 400 });
    }
    const yesterday = madridDay(new Date(Date.now() - 36 * 3_600_000));
    for (const body of [{ countedCashCents: -1 }, { countedCashCents: 'mil' }, { countedCashCents: 1.5 }, { countedCashCents: 0, note: 'x\u0000' }, { countedCashCents: 0, floatCents: 1e12 }]) {
      const answer = await staff(`/api/cash/days/${yesterday}/close`, { method: 'POST', body });
      expect({ body, status: answer.status, message: typeof answer.json.message }).toEqual({ body, status: 400, message: 'string' });
    }
    expect((await client(api.url)('/api/cash/days/today')).status).toBe(401);
  });
});
