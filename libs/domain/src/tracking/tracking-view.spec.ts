import type { OrderEvent } from '../order/order.events.js';
import { formatEuros } from '../shared/money.js';
import type { RepairEvent } from '../repair/repair.events.js';
import type { RevisionEvent } from '../revision/revision.events.js';
import { DEFAULT_SHOP_TERMS } from '../shop/shop.profile.js';
import {
  firstNameOf,
  orderTrackingView,
  parseTrackedNumber,
  repairTrackingView,
  revisionTrackingView,
  trackedNumber,
  type Dated,
} from './tracking-view.js';

const terms = { ...DEFAULT_SHOP_TERMS, storageFreeDays: 10, storageDailyFeeCents: 300, warrantyMonths: 3 };
const at = (day: string, time = '10:00') => `${day}T${time}:00.000Z`;

const registered: RepairEvent = {
  type: 'RepairRegistered',
  data: {
    repairId: 123,
    clientId: 3,
    device: 'Móvil',
    model: 'iPhone 13',
    contactNumber: '600 111 222',
    description: 'Pantalla rota',
    motive: '',
    priceCents: null,
    priceType: 'flexible',
    paymentMethod: 'cash',
    isPaid: false,
    internalNotes: 'El cliente se enfada fácilmente',
    entryDate: '2026-11-02',
    status: 'pending',
    origin: null,
    estimatedCompletion: '2026-11-10',
    unlockCode: 'sellado-opaco',
    trackingToken: 'k3m9x2p7q4r8s5t6',
  },
};
const repairView = (events: Dated<RepairEvent>[], today: string) =>
  repairTrackingView({ id: 123, events, firstName: 'María', terms, now: new Date(at(today, '12:00')) });

describe('The tracking page of a repair', () => {
  it('says where it stands in the customer’s words, the steps with their dates, and the day it is expected', () => {
    const view = repairView(
      [
        { event: registered, at: at('2026-11-02') },
        { event: { type: 'RepairDetailsCorrected', data: { changes: { internalNotes: 'otra nota' } } }, at: at('2026-11-02', '11:00') },
        { event: { type: 'RepairStatusChanged', data: { from: 'pending', to: 'in_progress' } }, at: at('2026-11-03') },
      ],
      '2026-11-04',
    );
    expect(view).toMatchObject({
      kind: 'repair',
      number: 'R-000123',
      firstName: 'María',
      item: 'Móvil iPhone 13',
      status: { code: 'in_progress', label: 'En reparación' },
      expectedDay: '2026-11-10',
      storage: null,
      warrantyEnd: null,
      closed: false,
    });
    // Corrections are the shop's bookkeeping, not a step of the customer's.
    expect(view.steps).toEqual([
      { step: 'received', label: 'Recibida en la tienda', at: at('2026-11-02') },
      { step: 'in_progress', label: 'En reparación', at: at('2026-11-03') },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/enfada|otra nota|sellado|600 111|k3m9/);
  });

  it('counts storage from the day the customer was told, free for the shop’s days, then per day', () => {
    const told: Dated<RepairEvent>[] = [
      { event: registered, at: at('2026-11-02') },
      { event: { type: 'RepairStatusChanged', data: { from: 'pending', to: 'completed' } }, at: at('2026-11-05') },
      {
        event: { type: 'RepairCompletionNotified', data: { notifiedAt: at('2026-11-06'), noticeDay: '2026-11-06', channel: 'phone', givenBy: { id: 2, name: 'Gonzalo' }, email: null } },
        at: at('2026-11-06'),
      },
    ];
    expect(repairView(told, '2026-11-10').storage).toEqual({ noticeDay: '2026-11-06', freeUntil: '2026-11-16', dailyFeeCents: 300, chargedDays: 0, feeCents: 0 });
    expect(repairView(told, '2026-11-19').storage).toMatchObject({ chargedDays: 3, feeCents: 900 });
    const view = repairView(told, '2026-11-19');
    expect(view.status).toMatchObject({ code: 'completed', label: 'Lista para recoger' });
    expect(view.steps.map((s) => s.step)).toEqual(['received', 'completed', 'notified']);
    // Staff names stay in the shop.
    expect(JSON.stringify(view)).not.toContain('Gonzalo');
  });

  it('starts no storage from a notice nobody is known to have given, and shows none as a step', () => {
    const view = repairView(
      [
        { event: registered, at: at('2026-11-02') },
        { event: { type: 'RepairStatusChanged', data: { from: 'pending', to: 'completed' } }, at: at('2026-11-05') },
        { event: { type: 'RepairCompletionNotified', data: { notifiedAt: at('2026-11-05'), noticeDay: '2026-11-05', channel: 'unrecorded', givenBy: null, email: null } }, at: at('2026-11-05') },
      ],
      '2026-12-30',
    );
    expect(view.storage).toBeNull();
    expect(view.steps.map((s) => s.step)).toEqual(['received', 'completed']);
  });

  it('once collected: closed, no storage, and the warranty’s last day by the terms it was taken in with', () => {
    const view = repairView(
      [
        { event: registered, at: at('2026-11-02') },
        { event: { type: 'RepairStatusChanged', data: { from: 'pending', to: 'completed' } }, at: at('2026-11-05') },
        { event: { type: 'RepairCollected', data: { collectedAt: at('2026-11-07'), collectedDay: '2026-11-07', owed: null } }, at: at('2026-11-07') },
      ],
      '2026-11-08',
    );
    expect(view).toMatchObject({ status: { code: 'collected', label: 'Recogida' }, storage: null, warrantyEnd: '2027-02-07', expectedDay: null, closed: true });
  });
});

describe('What a repair’s customer has paid and still owes', () => {
  const gonzalo = { id: 2, name: 'Gonzalo Gerente' };
  const movement = (type: 'RepairPaymentReceived' | 'RepairRefundGiven', amountCents: number, day: string, method: 'cash' | 'bizum' | 'card' = 'cash', note = '') =>
    ({ event: { type, data: { movementId: `m-${type}-${day}-${amountCents}`, amountCents, method, note, at: at(day), day, by: gonzalo } }, at: at(day) }) as Dated<RepairEvent>;
  const priced = (priceCents: number | null): Dated<RepairEvent> => ({
    event: { ...registered, data: { ...registered.data, priceCents, priceType: priceCents === null ? 'flexible' : 'fixed' } } as RepairEvent,
    at: at('2026-11-02'),
  });

  it('says what was paid and what is left, from the payments, each a step with its amount (never who took it)', () => {
    const view = repairView([priced(12_000), movement('RepairPaymentReceived', 4_000, '2026-11-02', 'cash', 'Señal'), movement('RepairPaymentReceived', 3_000, '2026-11-04', 'bizum')], '2026-11-05');
    expect(view.payment).toEqual({ paidCents: 7_000, dueCents: 5_000, creditCents: 0 });
    expect(view.steps.filter((s) => s.step === 'paid')).toEqual([
      { step: 'paid', label: `Pagaste ${formatEuros(4_000)}`, at: at('2026-11-02') },
      { step: 'paid', label: `Pagaste ${formatEuros(3_000)}`, at: at('2026-11-04') },
    ]);
    expect(JSON.stringify(view)).not.toMatch(/Gonzalo|Señal/);
  });

  it('owes nothing known while the price is not set (a deposit is still shown as paid)', () => {
    expect(repairView([priced(null)], '2026-11-03').payment).toEqual({ paidCents: 0, dueCents: null, creditCents: 0 });
    expect(repairView([priced(null), movement('RepairPaymentReceived', 2_000, '2026-11-02', 'card')], '2026-11-03').payment).toEqual({ paidCents: 2_000, dueCents: null, creditCents: 0 });
  });

  it('counts what was given back as not paid, and what was paid beyond the price as the customer’s', () => {
    const refunded = repairView([priced(1_500), movement('RepairPaymentReceived', 1_500, '2026-11-02'), movement('RepairRefundGiven', 500, '2026-11-03')], '2026-11-04');
    expect(refunded.payment).toEqual({ paidCents: 1_000, dueCents: 500, creditCents: 0 });
    expect(refunded.steps.at(-1)).toEqual({ step: 'refunded', label: `Te devolvimos ${formatEuros(500)}`, at: at('2026-11-03') });
    const over = repairView(
      [priced(null), movement('RepairPaymentReceived', 2_000, '2026-11-02'), { event: { type: 'RepairDetailsCorrected', data: { changes: { priceCents: 1_500, priceType: 'fixed' } } }, at: at('2026-11-03') }],
      '2026-11-04',
    );
    expect(over.payment).toEqual({ paidCents: 2_000, dueCents: 0, creditCents: 500 });
  });

  it('still says what stays owed after the device left with money owed, and nothing for a cancelled repair', () => {
    const owed = repairView(
      [
        priced(5_000),
        movement('RepairPaymentReceived', 1_000, '2026-11-02'),
        { event: { type: 'RepairStatusChanged', data: { from: 'pending', to: 'completed' } }, at: at('2026-11-05') },
        { event: { type: 'RepairCollected', data: { collectedAt: at('2026-11-07'), collectedDay: '2026-11-07', owed: { owedCents: 4_000, allowedBy: gonzalo } } }, at: at('2026-11-07') },
      ],
      '2026-11-08',
    );
    expect(owed).toMatchObject({ closed: true, payment: { paidCents: 1_000, dueCents: 4_000 } });
    expect(JSON.stringify(owed)).not.toContain('Gonzalo');
    const cancelled = repairView([priced(5_000), { event: { type: 'RepairStatusChanged', data: { from: 'pending', to: 'cancelled' } }, at: at('2026-11-03') }], '2026-11-04');
    expect(cancelled.payment).toBeNull();
  });
});

describe('The tracking page of a revision and of an order', () => {
  it('sends a converted revision’s customer on to the repair it became', () => {
    const revision: RevisionEvent = {
      type: 'RevisionRegistered',
      data: {
        revisionId: 45,
        clientId: 3,
        status: 'pending',
        device: 'Portátil',
        model: 'HP 15',
        contactNumber: '600 111 222',
        motive: 'diagnostico',
        description: 'Se calienta',
        internalNotes: '',
        date: '2026-11-20',
        unlockCode: null,
      },
    };
    const open = revisionTrackingView({ id: 45, events: [{ event: revision, at: at('2026-11-02') }], firstName: 'Ana', terms, now: new Date() });
    expect(open).toMatchObject({ number: 'V-000045', expectedDay: '2026-11-20', continuedAs: null, closed: false, status: { label: 'Recibida' } });
    const converted = revisionTrackingView({
      id: 45,
      events: [
        { event: revision, at: at('2026-11-02') },
        { event: { type: 'RevisionConvertedToRepair', data: { repairId: 130, unlockCode: null } }, at: at('2026-11-20') },
      ],
      firstName: 'Ana',
      terms,
      now: new Date(),
      repairToken: (id) => (id === 130 ? 'a1b2c3d4e5f6g7h8' : null),
    });
    expect(converted).toMatchObject({
      status: { code: 'converted', label: 'Pasó a reparación' },
      continuedAs: { number: 'R-000130', token: 'a1b2c3d4e5f6g7h8' },
      expectedDay: null,
      closed: true,
    });
  });

  it('shows an order’s item with its quantity, and its delivery day until it is ready', () => {
    const placed: OrderEvent = {
      type: 'OrderPlaced',
      data: { orderId: 12, clientId: 3, name: 'Funda iPhone 13', description: 'Azul', quantity: 2, unitPriceCents: 1250, paymentMethod: 'cash', isPaid: false, deliveryDate: '2026-11-12', date: '2026-11-02', status: 'pending' },
    };
    const view = orderTrackingView({ id: 12, events: [{ event: placed, at: at('2026-11-02') }], firstName: 'Ana', terms, now: new Date() });
    expect(view).toMatchObject({ number: 'P-000012', item: 'Funda iPhone 13 (2 unidades)', expectedDay: '2026-11-12', status: { label: 'Recibido' } });
    const ready = orderTrackingView({
      id: 12,
      events: [
        { event: placed, at: at('2026-11-02') },
        { event: { type: 'OrderStatusChanged', data: { from: 'pending', to: 'ready', completedAt: at('2026-11-09'), deliveredAt: null } }, at: at('2026-11-09') },
      ],
      firstName: 'Ana',
      terms,
      now: new Date(),
    });
    expect(ready).toMatchObject({ expectedDay: null, status: { code: 'ready', label: 'Listo para recoger' }, closed: false });
  });
});

describe('Numbers and names on the tracking pages', () => {
  it('reads a number as people type it off the paper, and nothing else', () => {
    expect(parseTrackedNumber('R-000123')).toEqual({ kind: 'repair', id: 123 });
    expect(parseTrackedNumber(' r123 ')).toEqual({ kind: 'repair', id: 123 });
    expect(parseTrackedNumber('V 45')).toEqual({ kind: 'revision', id: 45 });
    expect(parseTrackedNumber('p-12')).toEqual({ kind: 'order', id: 12 });
    for (const wrong of ['', 'R-', 'X-12', 'R-0', 'R-12a', '12', 'R-1234567890', 'R-1\u0000', 'R'.repeat(100), 12, null]) {
      expect({ wrong, parsed: parseTrackedNumber(wrong) }).toEqual({ wrong, parsed: null });
    }
    expect(trackedNumber('order', 7)).toBe('P-000007');
  });

  it('shows the first name alone', () => {
    expect(firstNameOf('  María José ')).toBe('María');
    expect(firstNameOf('')).toBe('');
  });
});
