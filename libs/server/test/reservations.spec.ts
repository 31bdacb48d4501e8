import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';
import type { MikroORM } from '@mikro-orm/core';
import { ENGINES } from '../../../tools/test-databases.js';
import { ChangeNotYetVisible, Commands, MIKRO_ORM } from '../src/index.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { OutboxMessage } from '../src/mail/outbox-message.entity.js';
import { PlaceReservation } from '../src/reservations/commands/place-reservation/place-reservation.command.js';
import { ReservationSweep } from '../src/reservations/reservation-sweep.js';
import { commandContext, SYSTEM_ACTOR } from '../src/shared/actor.js';
import { client, eventually, startApi, type RunningApi } from './harness.js';

/** jsqr is CommonJS: its function is the module itself, or its `default`, depending on who loads it. */
const jsQR = ((jsqrModule as unknown as { default?: unknown }).default ?? jsqrModule) as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

/** The PNG images a raw e-mail carries (its inline QR), decoded to what they say. */
function qrCodesIn(raw: string): string[] {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  return parts
    .filter((part) => /content-type:\s*image\/png/i.test(part))
    .map((part) => {
      const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, '');
      const png = PNG.sync.read(Buffer.from(body, 'base64'));
      return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
    });
}

/**
 * Reservations for pickup (issue 17): a customer reserves products of the catalogue, the units
 * are held for the days the shop sets, and the reservation is an order of the shop's list that
 * staff hand over or cancel; an unpaid one past its day expires by itself, as the system.
 */
describe.each(ENGINES)('Reservations on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let staff: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;

  beforeAll(async () => {
    api = await startApi(await databaseUrl());
    staff = client(api.url, await api.login('gerente@taller.demo'));
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
  });

  let phones = 0;
  const guest = () => ({ name: 'Lucía', lastName: 'Reserva', email: `lucia${++phones}@example.com`, phone: `61100${String(phones).padStart(4, '0')}` });
  const aProduct = async (units: number, product: Record<string, unknown> = {}) => {
    const added = await staff('/api/products', { method: 'POST', body: { name: `Funda prueba ${Math.random().toString(36).slice(2, 8)}`, category: 'cases', priceCents: 1500, ...product } });
    expect(added.status).toBe(201);
    if (units > 0) expect((await staff(`/api/products/${added.json.id}/stock/received`, { method: 'POST', body: { quantity: units } })).status).toBe(200);
    return added.json as { id: number; name: string };
  };
  const stockOf = async (id: number) => (await staff(`/api/products/${id}`)).json as { onHand: number; held: number; available: number };
  const reserve = (lines: unknown, contact: unknown = guest()) => anonymous('/api/reservations', { method: 'POST', body: { lines, contact } });

  it('holds the units of a guest’s reservation, lists it as an order, and mails the pickup code with its QR', async () => {
    const funda = await aProduct(5, { name: 'Funda silicona iPhone 13', priceCents: 1999 });
    const cristal = await aProduct(3, { name: 'Cristal templado iPhone 13', category: 'screen_protectors', priceCents: 999 });
    const contact = guest();
    const answer = await reserve([{ productId: funda.id, quantity: 2 }, { productId: cristal.id, quantity: 1 }], contact);
    expect(answer.status).toBe(201);
    const receipt = answer.json;
    expect(receipt).toMatchObject({
      number: `P-${String(receipt.orderId).padStart(6, '0')}`,
      pickupCode: expect.stringMatching(/^[A-Z0-9]{3}-[A-Z0-9]{3}$/),
      totalCents: 2 * 1999 + 999,
      emailTo: contact.email,
      lines: [
        { productId: funda.id, name: 'Funda silicona iPhone 13', quantity: 2, unitPriceCents: 1999 },
        { productId: cristal.id, name: 'Cristal templado iPhone 13', quantity: 1, unitPriceCents: 999 },
      ],
    });
    // Held for the shop's three days by default.
    const heldFor = new Date(receipt.holdUntil).getTime() - Date.now();
    expect(heldFor).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(heldFor).toBeLessThanOrEqual(3 * 86_400_000);
    expect(await stockOf(funda.id)).toMatchObject({ onHand: 5, held: 2, available: 3 });
    expect(await stockOf(cristal.id)).toMatchObject({ onHand: 3, held: 1, available: 2 });

    // An order of the shop's list, found by its pickup code (the counter's scanner types it into the search).
    const found = await staff(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ q: receipt.pickupCode }))}`);
    expect(found.json.map((order: { id: number }) => order.id)).toEqual([receipt.orderId]);
    expect(found.json[0]).toMatchObject({
      name: 'Reserva: Funda silicona iPhone 13 ×2 y 1 producto más',
      clientName: 'Lucía Reserva',
      totalCents: 4997,
      status: 'pending',
      isPaid: false,
      reservation: { lines: receipt.lines, pickupCode: receipt.pickupCode, holdUntil: receipt.holdUntil },
    });

    // The e-mail, through the outbox: the code in words and as a QR that decodes to it.
    const mail = await eventually(() => readOutboxFolder(api.config.dataDir).then((files) => files.find((file: OutboxFile) => file.to.includes(contact.email))));
    expect(mail.subject).toBe(`Reserva ${receipt.number}: tu código de recogida es ${receipt.pickupCode}`);
    expect(mail.raw).toContain('Total (IVA incluido): 49,97');
    expect(qrCodesIn(mail.raw)).toEqual([receipt.pickupCode]);

    // The customer's tracking page says it is held, until when, with the code.
    const tracking = await anonymous(`/api/tracking/${receipt.trackingPath.split('/').pop()}`);
    expect(tracking.json).toMatchObject({
      status: { code: 'pending', label: 'Reservado' },
      reservation: {
        pickupCode: receipt.pickupCode,
        totalCents: 4997,
        lines: [
          { name: 'Funda silicona iPhone 13', quantity: 2, unitPriceCents: 1999 },
          { name: 'Cristal templado iPhone 13', quantity: 1, unitPriceCents: 999 },
        ],
      },
    });
  });

  it('hands the units over when staff mark it delivered, and gives them back when they cancel one', async () => {
    const product = await aProduct(4);
    const collected = (await reserve([{ productId: product.id, quantity: 1 }])).json;
    const cancelled = (await reserve([{ productId: product.id, quantity: 2 }])).json;
    expect(await stockOf(product.id)).toMatchObject({ onHand: 4, held: 3, available: 1 });

    expect((await staff(`/api/orders/${collected.orderId}/status`, { method: 'PATCH', body: { status: 'delivered', leaveOwed: true } })).status).toBe(200);
    expect(await stockOf(product.id)).toMatchObject({ onHand: 3, held: 2, available: 1 });
    expect((await staff(`/api/orders/${cancelled.orderId}/status`, { method: 'PATCH', body: { status: 'cancelled' } })).status).toBe(200);
    expect(await stockOf(product.id)).toMatchObject({ onHand: 3, held: 0, available: 3 });

    // Closed: its units left or came back, so it does not reopen.
    const reopened = await staff(`/api/orders/${cancelled.orderId}/status`, { method: 'PATCH', body: { status: 'pending' } });
    expect(reopened.status).toBe(409);
    expect(reopened.json.message).toMatch(/ya está cerrada/);
    // Nor is it re-priced.
    const order = (await staff(`/api/orders/${collected.orderId}`)).json;
    const repriced = await staff(`/api/orders/${collected.orderId}`, { method: 'PUT', body: { ...order, unitPriceCents: 1 } });
    expect(repriced.status).toBe(409);

    const history = (await staff(`/api/products/${product.id}/history`)).json as { label: string; actor: { name: string } }[];
    expect(history.map((entry) => entry.label)).toEqual([
      'Producto añadido al catálogo',
      'Unidades recibidas',
      'Unidades reservadas',
      'Unidades reservadas',
      'Recogido por el cliente',
      'Reserva liberada',
    ]);
    expect(history[2]!.actor.name).toBe('Cliente (reserva en la web)');
    expect(history[4]!.actor.name).toBe('Gonzalo Gerente');
  });

  it('lets an unpaid reservation past its day expire by itself, as the system, while a paid one stays', async () => {
    const product = await aProduct(3);
    const commands = api.app.get(Commands);
    const fourDaysAgo = { ...commandContext({ id: null, name: 'Cliente (reserva en la web)', role: 'customer' }, 'api'), now: new Date(Date.now() - 4 * 86_400_000) };
    const clientId = 1;
    const unpaid = await commands.run(new PlaceReservation(clientId, [{ productId: product.id, quantity: 1 }], fourDaysAgo));
    const paid = await commands.run(new PlaceReservation(clientId, [{ productId: product.id, quantity: 1 }], fourDaysAgo));
    const paidOrder = (await staff(`/api/orders/${paid.id}`)).json;
    expect((await staff(`/api/orders/${paid.id}`, { method: 'PUT', body: { ...paidOrder, isPaid: true, paymentMethod: 'debit_card' } })).status).toBe(200);
    expect(await stockOf(product.id)).toMatchObject({ held: 2, available: 1 });

    const expired = await api.app.get(ReservationSweep).run(commandContext(SYSTEM_ACTOR, 'system'));
    expect(expired).toEqual([unpaid.id]);
    expect(await stockOf(product.id)).toMatchObject({ onHand: 3, held: 1, available: 2 });
    expect((await staff(`/api/orders/${unpaid.id}`)).json.status).toBe('cancelled');
    const history = (await staff(`/api/orders/${unpaid.id}/history`)).json as { label: string; actor: { name: string } }[];
    expect(history.slice(-2).map((entry) => [entry.label, entry.actor.name])).toEqual([
      ['Reserva caducada', 'Sistema'],
      ['Estado cambiado', 'Sistema'],
    ]);
    const released = (await staff(`/api/products/${product.id}/history`)).json.at(-1);
    expect(released).toMatchObject({ label: 'Reserva liberada', data: { reservationId: unpaid.id, quantity: 1, reason: 'expired' }, actor: { name: 'Sistema' } });
    // Running again changes nothing.
    expect(await api.app.get(ReservationSweep).run(commandContext(SYSTEM_ACTOR, 'system'))).toEqual([]);
  });

  it('never holds more than there is: 100 reservations at once for 10 units give exactly 10', async () => {
    const product = await aProduct(10);
    const commands = api.app.get(Commands);
    const context = () => commandContext({ id: null, name: 'Cliente (reserva en la web)', role: 'customer' }, 'api');
    const outcomes = await Promise.allSettled(Array.from({ length: 100 }, () => commands.run(new PlaceReservation(1, [{ productId: product.id, quantity: 1 }], context()))));
    // Saved but not yet in the lists within the bound (a loaded machine) is placed all the same.
    const wasPlaced = (outcome: PromiseSettledResult<unknown>) => outcome.status === 'fulfilled' || outcome.reason instanceof ChangeNotYetVisible;
    const placed = outcomes.filter(wasPlaced);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => !wasPlaced(outcome));
    expect(placed).toHaveLength(10);
    expect(new Set(refused.map((outcome) => (outcome.reason as Error).message))).toEqual(new Set([expect.stringMatching(/^No quedan unidades de «Funda prueba/)]));
    expect(await eventually(async () => ((await stockOf(product.id)).held === 10 ? stockOf(product.id) : undefined))).toMatchObject({ onHand: 10, held: 10, available: 0 });
    const reservations = (await staff(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ reservation: true }))}&range=[0,999]`)).json as { reservation: { lines: { productId: number }[] } | null }[];
    expect(reservations.every((order) => order.reservation !== null)).toBe(true);
    expect(reservations.filter((order) => order.reservation?.lines[0]?.productId === product.id)).toHaveLength(10);
    const placedByStaff = (await staff(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ reservation: false }))}&range=[0,999]`)).json as { reservation: unknown }[];
    expect(placedByStaff.length).toBeGreaterThan(0);
    expect(placedByStaff.every((order) => order.reservation === null)).toBe(true);
  });

  it('holds all of a reservation or none of it, and says which product is short', async () => {
    const plenty = await aProduct(5, { name: 'Cable USB-C 1 m' });
    const scarce = await aProduct(1, { name: 'Cargador 65 W' });
    const answer = await reserve([{ productId: plenty.id, quantity: 2 }, { productId: scarce.id, quantity: 2 }]);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('Solo queda 1 unidad de «Cargador 65 W»');
    expect(await stockOf(plenty.id)).toMatchObject({ held: 0, available: 5 });
    expect(await stockOf(scarce.id)).toMatchObject({ held: 0, available: 1 });
    const withdrawn = await aProduct(3, { name: 'Funda descatalogada', active: false });
    const refused = await reserve([{ productId: withdrawn.id, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('«Funda descatalogada» ya no está a la venta');
  });

  it('refuses a malformed or hostile reservation in Spanish, holding nothing', async () => {
    const product = await aProduct(2);
    const cases: [unknown, unknown, string][] = [
      [[], guest(), 'lines'],
      ['todo', guest(), 'lines'],
      [[{ productId: '1', quantity: 1 }], guest(), 'lines.0.productId'],
      [[{ productId: product.id, quantity: 0 }], guest(), 'lines.0.quantity'],
      [[{ productId: product.id, quantity: 1e9 }], guest(), 'lines.0.quantity'],
      [[{ productId: product.id, quantity: 1 }, { productId: product.id, quantity: 1 }], guest(), 'lines'],
      [[{ productId: product.id, quantity: 1 }], { ...guest(), name: 'Ana\u0000' }, 'name'],
      [[{ productId: product.id, quantity: 1 }], { ...guest(), email: 'x'.repeat(1_000_000) }, 'email'],
      [[{ productId: product.id, quantity: 1 }], { ...guest(), phone: '🙂' }, 'phone'],
      [[{ productId: product.id, quantity: 1 }], null, 'name'],
    ];
    for (const [lines, contact, field] of cases) {
      const answer = await reserve(lines, contact);
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(Object.keys(answer.json.errors ?? {})).toContain(field);
      expect(answer.json.message).toMatch(/[a-záéíóúñ]/);
    }
    expect(await stockOf(product.id)).toMatchObject({ held: 0 });
    const none = await api.app.get<MikroORM>(MIKRO_ORM).em.fork().count(OutboxMessage, { subject: { $like: 'Reserva P-%' }, to: { $like: '%xxxx%' } });
    expect(none).toBe(0);
  });

  it('takes at most 10 reservations an hour from one address, then 429 with Retry-After', async () => {
    const product = await aProduct(50);
    let answer = await reserve([{ productId: product.id, quantity: 1 }]);
    for (let i = 0; i < 12 && answer.status === 201; i++) answer = await reserve([{ productId: product.id, quantity: 1 }]);
    expect(answer.status).toBe(429);
    expect(answer.json.message).toBe('Has hecho muchas reservas seguidas. Espera un poco o llámanos a la tienda.');
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
