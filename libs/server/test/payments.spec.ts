import { cardPaymentMessages, trackedNumber } from '@taller/domain';
import { ENGINES } from '../../../tools/test-databases.js';
import { Commands } from '../src/index.js';
import { PlaceReservation } from '../src/reservations/commands/place-reservation/place-reservation.command.js';
import { GUEST_ACTOR_NAME } from '../src/reservations/reservations.js';
import { TrackingLinks } from '../src/tracking/tracking-links.js';
import { readOutboxFolder, type OutboxFile } from '../src/mail/outbox-folder.js';
import { ReservationSweep } from '../src/reservations/reservation-sweep.js';
import { commandContext, SYSTEM_ACTOR } from '../src/shared/actor.js';
import { client, eventually, startApi, type RunningApi } from './harness.js';
import { fakeRedsys, payAtRedsys, type FakeRedsys } from './fake-redsys.js';

const NOTIFICATION = '/api/payments/redsys/notification';
const IN_A_WEEK = () => ({ ...commandContext(SYSTEM_ACTOR, 'system'), now: new Date(Date.now() + 7 * 86_400_000) });

/**
 * Card payment of reservations (issue 17) through Redsys, against a local server that speaks
 * its protocol (fake-redsys.ts): the customer pays on the gateway's page, the signed notification
 * records the payment once, and a cancelled paid reservation is refunded through the REST endpoint.
 */
describe.each(ENGINES)('Card payment of reservations on $name', ({ databaseUrl }) => {
  let api: RunningApi;
  let redsys: FakeRedsys;
  let staff: ReturnType<typeof client>;
  let anonymous: ReturnType<typeof client>;

  beforeAll(async () => {
    redsys = await fakeRedsys();
    api = await startApi(await databaseUrl(), undefined, undefined, redsys.settings);
    staff = client(api.url, await api.login('gerente@taller.demo'));
    anonymous = client(api.url);
  });
  afterAll(async () => {
    await api.close();
    await redsys.close();
  });

  /** A reservation of `units` of a new product, placed as the site places them; its tracking token is the customer's proof. */
  const reserve = async (priceCents = 2500, units = 1) => {
    const added = await staff('/api/products', { method: 'POST', body: { name: `Funda pago ${Math.random().toString(36).slice(2, 8)}`, category: 'cases', priceCents } });
    expect((await staff(`/api/products/${added.json.id}/stock/received`, { method: 'POST', body: { quantity: 5 } })).status).toBe(200);
    const guest = commandContext({ id: null, name: GUEST_ACTOR_NAME, role: 'customer' }, 'api');
    const { id } = await api.app.get(Commands).run(new PlaceReservation(1, [{ productId: added.json.id, quantity: units }], guest));
    const { link } = await api.app.get(TrackingLinks).of('order', id);
    return { orderId: id, number: trackedNumber('order', id), token: link!.token, totalCents: priceCents * units, productId: added.json.id as number };
  };
  const startPayment = (orderId: number, token: string) => anonymous(`/api/reservations/${orderId}/payment`, { method: 'POST', body: { token } });
  const orderOf = async (id: number) => (await staff(`/api/orders/${id}`)).json;
  const historyOf = async (id: number) => (await staff(`/api/orders/${id}/history`)).json as { type: string; label: string; actor: { name: string }; data: Record<string, unknown> }[];
  const paymentEvents = async (id: number) => (await historyOf(id)).filter((entry) => /Paid|Refund/.test(entry.type));
  const lastNotification = () => redsys.notifications.at(-1)!;
  const replay = (notification = lastNotification()) =>
    fetch(`${api.url}${NOTIFICATION}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: notification.body });

  it('lets the site’s pages send the signed form to the bank’s payment page, and nowhere else', async () => {
    for (const path of ['/api/health', '/api/catalogue/payments']) {
      const csp = (await fetch(`${api.url}${path}`)).headers.get('content-security-policy') ?? '';
      expect({ path, formAction: /form-action ([^;]*)/.exec(csp)?.[1] }).toEqual({ path, formAction: `'self' ${new URL(redsys.settings.REDSYS_URL!).origin}` });
    }
  });

  it('tells the site that cards are taken, and mails the way to pay with the reservation', async () => {
    expect((await anonymous('/api/catalogue/payments')).json).toEqual({ card: true, provider: 'redsys' });
    const product = (await staff('/api/products', { method: 'POST', body: { name: 'Funda con pago', category: 'cases', priceCents: 1000 } })).json;
    await staff(`/api/products/${product.id}/stock/received`, { method: 'POST', body: { quantity: 2 } });
    const contact = { name: 'Marta', lastName: 'Tarjeta', email: 'marta@example.com', phone: '622000001' };
    expect((await anonymous('/api/reservations', { method: 'POST', body: { lines: [{ productId: product.id, quantity: 1 }], contact } })).status).toBe(201);
    const mail = await eventually(() => readOutboxFolder(api.config.dataDir).then((files) => files.find((file: OutboxFile) => file.to.includes(contact.email))));
    // Quoted-printable: its soft line breaks undone.
    const raw = mail.raw.replace(/=\r?\n/g, '');
    expect(raw).toContain('Puedes pagarlo ya con tarjeta desde el enlace de tu reserva');
    expect(raw).toContain('Paga con tarjeta o sigue tu reserva');
    expect(raw).not.toContain('y p=C3=A1galo all=C3=AD');
  });

  it('takes a reservation’s payment on the gateway’s page: paid online, recorded as Redsys, and it no longer expires', async () => {
    const reservation = await reserve(1999, 2);
    const started = await startPayment(reservation.orderId, reservation.token);
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ action: `${redsys.url}/sis/realizarPago`, method: 'POST', fields: { Ds_SignatureVersion: 'HMAC_SHA256_V1' } });
    const asked = JSON.parse(Buffer.from(started.json.fields.Ds_MerchantParameters, 'base64').toString('utf8'));
    expect(asked).toMatchObject({
      DS_MERCHANT_AMOUNT: '3998',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: `${api.url}${NOTIFICATION}`,
      DS_MERCHANT_URLOK: `${api.url}/reserva/pagada?p=${reservation.number}`,
      DS_MERCHANT_URLKO: `${api.url}/reserva/no-pagada?p=${reservation.number}`,
    });

    const { location } = await payAtRedsys(started.json, 'Pagar');
    expect(location).toMatch(new RegExp(`^${api.url}/reserva/pagada\\?p=${reservation.number}&Ds_SignatureVersion=`));
    expect(lastNotification()).toMatchObject({ status: 200, parameters: { Ds_Response: '0000', Ds_Amount: '3998' } });

    expect(await orderOf(reservation.orderId)).toMatchObject({ isPaid: true, paymentMethod: 'online_payment', status: 'pending' });
    const [paid] = await paymentEvents(reservation.orderId);
    expect(paid).toMatchObject({ type: 'OrderPaidOnline', label: 'Pagado con tarjeta en la web', actor: { name: 'Redsys (pasarela de pago)' }, data: { provider: 'redsys', amountCents: 3998, reference: asked.DS_MERCHANT_ORDER } });
    expect(paid!.data['authorisation']).toMatch(/^\d{6}$/);

    // A week later the sweep leaves it held: it is paid.
    expect(await api.app.get(ReservationSweep).run(IN_A_WEEK())).not.toContain(reservation.orderId);
    expect((await orderOf(reservation.orderId)).status).toBe('pending');
    const tracking = (await anonymous(`/api/tracking/${reservation.token}`)).json;
    expect(tracking).toMatchObject({ status: { label: 'Reservado y pagado' }, reservation: { paid: true } });
    expect(tracking.steps.map((step: { label: string }) => step.label)).toContain('Pagado con tarjeta');

    // Nothing more to pay.
    const again = await startPayment(reservation.orderId, reservation.token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('Esta reserva ya está pagada');
  });

  it('records nothing when the customer cancels on the gateway’s page, and they may try again', async () => {
    const reservation = await reserve();
    const started = (await startPayment(reservation.orderId, reservation.token)).json;
    const { location } = await payAtRedsys(started, 'Cancelar');
    expect(location).toMatch(new RegExp(`^${api.url}/reserva/no-pagada\\?p=${reservation.number}&`));
    expect(lastNotification()).toMatchObject({ status: 200, parameters: { Ds_Response: '9915' } });
    expect(await orderOf(reservation.orderId)).toMatchObject({ isPaid: false, paymentMethod: 'cash' });
    expect(await paymentEvents(reservation.orderId)).toEqual([]);
    const retried = (await startPayment(reservation.orderId, reservation.token)).json;
    // Every attempt is a new operation at the gateway.
    expect(retried.fields.Ds_MerchantParameters).not.toBe(started.fields.Ds_MerchantParameters);
  });

  it('refuses a forged notification with 400 and changes nothing', async () => {
    const reservation = await reserve();
    const started = (await startPayment(reservation.orderId, reservation.token)).json;
    const order = JSON.parse(Buffer.from(started.fields.Ds_MerchantParameters, 'base64').toString('utf8')).DS_MERCHANT_ORDER;
    const facts = { Ds_Amount: String(reservation.totalCents), Ds_Currency: '978', Ds_Order: order, Ds_MerchantCode: '999008881', Ds_Terminal: '001', Ds_Response: '0000', Ds_TransactionType: '0', Ds_AuthorisationCode: '111111' };
    const wrongKey = redsys.sign(facts, 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev');
    const genuine = redsys.sign(facts);
    const tampered = { ...genuine, Ds_MerchantParameters: redsys.sign({ ...facts, Ds_Amount: '1' }).Ds_MerchantParameters };
    for (const forged of [wrongKey, tampered, { ...genuine, Ds_Signature: '' }, { ...genuine, Ds_SignatureVersion: 'HMAC_SHA512_V2' }]) {
      expect(await redsys.notify(`${api.url}${NOTIFICATION}`, forged)).toBe(400);
    }
    const refused = await client(api.url)(NOTIFICATION, { method: 'POST', body: { Ds_Signature: 'x' } });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Notificación de pago rechazada: no viene firmada por la pasarela con la clave del comercio');
    expect(await orderOf(reservation.orderId)).toMatchObject({ isPaid: false });
    expect(await paymentEvents(reservation.orderId)).toEqual([]);
  });

  it('applies a notification sent again only once', async () => {
    const reservation = await reserve();
    await payAtRedsys((await startPayment(reservation.orderId, reservation.token)).json, 'Pagar');
    const notification = lastNotification();
    for (let i = 0; i < 3; i++) expect((await replay(notification)).status).toBe(200);
    expect((await paymentEvents(reservation.orderId)).map((entry) => entry.type)).toEqual(['OrderPaidOnline']);
  });

  it('refuses a payment whose amount is not the reservation’s total', async () => {
    const reservation = await reserve(3000);
    const started = (await startPayment(reservation.orderId, reservation.token)).json;
    const order = JSON.parse(Buffer.from(started.fields.Ds_MerchantParameters, 'base64').toString('utf8')).DS_MERCHANT_ORDER;
    const wrongAmount = redsys.sign({ Ds_Amount: '100', Ds_Currency: '978', Ds_Order: order, Ds_MerchantCode: '999008881', Ds_Terminal: '001', Ds_Response: '0000', Ds_TransactionType: '0', Ds_AuthorisationCode: '222222' });
    const answer = await fetch(`${api.url}${NOTIFICATION}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ ...wrongAmount }).toString() });
    expect(answer.status).toBe(409);
    expect((await answer.json()).message).toBe(cardPaymentMessages.amountMismatch(100, 3000));
    expect(await orderOf(reservation.orderId)).toMatchObject({ isPaid: false });
    expect(await paymentEvents(reservation.orderId)).toEqual([]);
  });

  it('refunds a paid reservation staff cancel, and records a refund the gateway refuses for staff to do by hand', async () => {
    const cancelled = await reserve(1500);
    await payAtRedsys((await startPayment(cancelled.orderId, cancelled.token)).json, 'Pagar');
    expect((await staff(`/api/orders/${cancelled.orderId}/status`, { method: 'PATCH', body: { status: 'cancelled' } })).status).toBe(200);
    expect(redsys.refunds.at(-1)).toMatchObject({ amount: '1500', transactionType: '3', answered: '0900' });
    expect((await paymentEvents(cancelled.orderId)).map((entry) => [entry.type, entry.label])).toEqual([
      ['OrderPaidOnline', 'Pagado con tarjeta en la web'],
      ['OrderPaymentRefunded', 'Pago con tarjeta devuelto'],
    ]);
    expect(await orderOf(cancelled.orderId)).toMatchObject({ status: 'cancelled', isPaid: false });
    // Units back on sale as for any cancelled reservation.
    expect((await staff(`/api/products/${cancelled.productId}`)).json).toMatchObject({ held: 0 });

    const deleted = await reserve(1500);
    await payAtRedsys((await startPayment(deleted.orderId, deleted.token)).json, 'Pagar');
    redsys.refuseRefunds = true;
    try {
      expect((await staff(`/api/orders/${deleted.orderId}`, { method: 'DELETE' })).status).toBe(200);
    } finally {
      redsys.refuseRefunds = false;
    }
    const failed = (await paymentEvents(deleted.orderId)).at(-1);
    expect(failed).toMatchObject({ type: 'OrderRefundFailed', label: 'Devolución del pago con tarjeta fallida', data: { amountCents: 1500, reason: 'Redsys rechazó la devolución (código SIS0057)' } });
  });

  it('refunds at once a payment that arrives after its reservation expired', async () => {
    const reservation = await reserve(1200);
    const started = (await startPayment(reservation.orderId, reservation.token)).json;
    // The customer lingers on the bank's page while the reservation's days run out.
    expect(await api.app.get(ReservationSweep).run(IN_A_WEEK())).toContain(reservation.orderId);
    await payAtRedsys(started, 'Pagar');
    expect((await paymentEvents(reservation.orderId)).map((entry) => entry.type)).toEqual(['OrderPaidOnline', 'OrderPaymentRefunded']);
    expect(await orderOf(reservation.orderId)).toMatchObject({ status: 'cancelled', isPaid: false });
  });

  it('does not start a payment without the reservation’s own token, nor for a closed one', async () => {
    const reservation = await reserve();
    const other = await reserve();
    for (const token of [other.token, 'x'.repeat(16)]) {
      const answer = await startPayment(reservation.orderId, token);
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe('Reserva no encontrada');
    }
    expect((await startPayment(999_999, reservation.token)).status).toBe(404);
    const missing = await anonymous(`/api/reservations/${reservation.orderId}/payment`, { method: 'POST', body: {} });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toHaveProperty('token');
    expect((await staff(`/api/orders/${reservation.orderId}/status`, { method: 'PATCH', body: { status: 'cancelled' } })).status).toBe(200);
    const closed = await startPayment(reservation.orderId, reservation.token);
    expect(closed.status).toBe(409);
    expect(closed.json.message).toMatch(/ya está cerrada/);
  });
});

describe('Without a card gateway configured', () => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('tells the site reservations are paid in the shop, and refuses to start a payment in Spanish', async () => {
    const anonymous = client(api.url);
    expect((await anonymous('/api/catalogue/payments')).json).toEqual({ card: false });
    const answer = await anonymous('/api/reservations/1/payment', { method: 'POST', body: { token: 'abc' } });
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('El pago con tarjeta en la web no está disponible: paga tu reserva en la tienda al recogerla.');
    const notification = await anonymous(NOTIFICATION, { method: 'POST', body: { Ds_Signature: 'x' } });
    // No gateway: forms go to the shop's own pages only.
    expect((await fetch(`${api.url}/api/health`)).headers.get('content-security-policy')).toContain("form-action 'self';");
    expect(notification.status).toBe(404);
    expect(notification.json.message).toBe('El pago con tarjeta no está configurado en esta tienda');
  });
});
