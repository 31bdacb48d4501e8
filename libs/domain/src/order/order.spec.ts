import { NotFound, ValidationFailed } from '../shared/errors.js';
import { specFor } from '../testing/given-when-then.js';
import { replay } from '../shared/decider.js';
import { reservationMessages, reservationRequestSchema } from './reservation.rules.js';
import { orderDecider, type OrderCommand } from './order.decide.js';
import { orderEvents, type OrderEvent } from './order.events.js';
import { orderMessages } from './order.messages.js';
import {
  datesOnStatusChange,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  orderPaymentMethodLabels,
  orderPaymentStatusLabel,
  orderStatusColours,
  orderStatusLabels,
  orderSummary,
  orderTotalCents,
} from './order.rules.js';

const given = specFor(orderDecider);
const NOW = new Date('2026-11-22T23:30:00Z'); // already the 23rd in Madrid
const LATER = new Date('2026-11-25T10:00:00Z');

const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: {
    orderId: 1,
    clientId: 3,
    name: 'Funda iPhone 13',
    description: 'Funda de silicona azul',
    quantity: 2,
    unitPriceCents: 1250,
    paymentMethod: 'cash',
    isPaid: false,
    deliveryDate: null,
    date: '2026-11-20',
    status: 'pending',
  },
};
const moved = (from: string, to: string, dates: Record<string, string | null> = {}): OrderEvent =>
  ({ type: 'OrderStatusChanged', data: { from, to, ...dates } }) as OrderEvent;

const place = (data: Record<string, unknown>, clientExists = true): OrderCommand => ({
  type: 'PlaceOrder',
  data: { orderId: 1, ...data },
  clientExists,
  now: NOW,
});
const complete = { clientId: 3, name: 'Cargador USB-C', description: 'Cargador rápido 20 W', unitPriceCents: 1999 };

const editOf = (changes: Record<string, unknown>, now = LATER): OrderCommand => {
  const { orderId, clientId, date, status, ...details } = placed.data as Record<string, unknown>;
  return { type: 'CorrectOrderDetails', data: { ...details, ...changes }, now };
};
const changeStatus = (status: unknown, now = LATER): OrderCommand => ({ type: 'ChangeOrderStatus', data: { status }, now });

const errorsOf = (error: unknown) => (error as ValidationFailed).errors;

describe('Placing an order', () => {
  it('places it as pending, dated today in Madrid, with the spec’s defaults: quantity 1, cash, not paid', () => {
    given([])
      .when(place({ ...complete, name: ' Cargador USB-C ' }))
      .then([
        {
          type: 'OrderPlaced',
          data: {
            orderId: 1,
            clientId: 3,
            name: 'Cargador USB-C',
            description: 'Cargador rápido 20 W',
            quantity: 1,
            unitPriceCents: 1999,
            paymentMethod: 'cash',
            isPaid: false,
            deliveryDate: null,
            date: '2026-11-23',
            status: 'pending',
          },
        },
      ]);
  });

  it('keeps what the form chose: quantity, payment, paid, the order’s day and a planned delivery day', () => {
    given([])
      .when(
        place({
          ...complete,
          quantity: 3,
          paymentMethod: 'online_payment',
          isPaid: true,
          date: '2026-11-01',
          deliveryDate: '2026-11-30',
        }),
      )
      .then([
        {
          type: 'OrderPlaced',
          data: {
            ...complete,
            orderId: 1,
            quantity: 3,
            paymentMethod: 'online_payment',
            isPaid: true,
            date: '2026-11-01',
            deliveryDate: '2026-11-30',
            status: 'pending',
          },
        },
      ]);
  });

  it('asks for a client, a name, a description, a price and a date, in the spec’s words', () => {
    const error = given([]).when(place({ name: '  ', description: '', date: '' })).thenFails();
    expect(error).toBeInstanceOf(ValidationFailed);
    expect(errorsOf(error)).toEqual({
      clientId: 'Debe seleccionar un cliente',
      name: 'El nombre del pedido es obligatorio',
      description: 'La descripción es obligatoria',
      unitPriceCents: 'El precio debe ser mayor a 0',
      date: 'La fecha es obligatoria',
    });
    expect((error as ValidationFailed).message).toBe('Por favor, corrige los errores en el formulario');
  });

  it('refuses a price or a quantity that is not above 0', () => {
    for (const value of [0, -5]) {
      const error = given([]).when(place({ ...complete, unitPriceCents: value, quantity: value })).thenFails();
      expect(errorsOf(error)).toEqual({
        unitPriceCents: 'El precio debe ser mayor a 0',
        quantity: 'La cantidad debe ser mayor a 0',
      });
    }
    const missing = given([]).when(place({ ...complete, unitPriceCents: null, quantity: 'dos' })).thenFails();
    expect(errorsOf(missing)).toEqual({
      unitPriceCents: 'El precio debe ser mayor a 0',
      quantity: 'La cantidad debe ser mayor a 0',
    });
  });

  it('refuses fractions of a unit or of a cent', () => {
    const error = given([]).when(place({ ...complete, quantity: 1.5, unitPriceCents: 19.99 })).thenFails();
    expect(errorsOf(error)).toEqual({
      quantity: 'La cantidad debe ser un número entero',
      unitPriceCents: 'El precio debe indicarse en céntimos enteros',
    });
  });

  it('refuses a total above 1.000.000,00 €', () => {
    const error = given([]).when(place({ ...complete, quantity: 1000, unitPriceCents: 100_001 })).thenFails();
    expect(errorsOf(error)).toEqual({ unitPriceCents: 'El total del pedido no puede superar 1.000.000,00 €' });
    given([])
      .when(place({ ...complete, quantity: 1000, unitPriceCents: 100_000 }))
      .then([expect.objectContaining({ type: 'OrderPlaced' }) as OrderEvent]);
  });

  it('refuses a name or description too short to be edited later, with the edit’s messages', () => {
    const error = given([]).when(place({ ...complete, name: 'X', description: 'Azul' })).thenFails();
    expect(errorsOf(error)).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      description: 'La descripción debe tener al menos 5 caracteres',
    });
  });

  it('refuses days that are not calendar days, and methods the shop does not take', () => {
    const error = given([])
      .when(place({ ...complete, date: '2026-02-30', deliveryDate: '30/11/2026', paymentMethod: 'bizum', isPaid: 'sí' }))
      .thenFails();
    expect(errorsOf(error)).toEqual({
      date: 'La fecha no es válida',
      deliveryDate: 'La fecha de entrega no es válida',
      paymentMethod: 'Método de pago no válido',
      isPaid: 'Indica si está pagado',
    });
  });

  it('treats an emptied delivery day as none', () => {
    const [event] = orderDecider.decide(place({ ...complete, deliveryDate: '' }), orderDecider.initialState);
    expect(event!.type === 'OrderPlaced' && event!.data.deliveryDate).toBeNull();
  });

  it('refuses a client that does not exist', () => {
    const error = given([]).when(place(complete, false)).thenFails();
    expect(error).toBeInstanceOf(ValidationFailed);
    expect((error as ValidationFailed).message).toBe('Cliente no encontrado');
    expect(errorsOf(error)).toEqual({ clientId: 'Cliente no encontrado' });
  });
});

describe('Correcting an order', () => {
  it('records only the fields that changed', () => {
    given([placed])
      .when(editOf({ quantity: 3, unitPriceCents: 1100, deliveryDate: '2026-12-01' }))
      .then([{ type: 'OrderDetailsCorrected', data: { changes: { quantity: 3, unitPriceCents: 1100, deliveryDate: '2026-12-01' } } }]);
  });

  it('keeps what a partial form leaves out, and clears a delivery day sent empty', () => {
    given([placed])
      .when({ type: 'CorrectOrderDetails', data: { isPaid: true }, now: LATER })
      .then([{ type: 'OrderDetailsCorrected', data: { changes: { isPaid: true } } }]);
    const planned = { type: 'OrderDetailsCorrected', data: { changes: { deliveryDate: '2026-12-01' } } } as OrderEvent;
    given([placed, planned])
      .when({ type: 'CorrectOrderDetails', data: { deliveryDate: '' }, now: LATER })
      .then([{ type: 'OrderDetailsCorrected', data: { changes: { deliveryDate: null } } }]);
  });

  it('records nothing when nothing changed, and ignores what the form cannot change', () => {
    given([placed]).when(editOf({ id: 1, version: 0, totalCents: 1, clientId: 9, date: '2026-01-01' })).then([]);
  });

  it('applies the edit rules of the spec', () => {
    const error = given([placed])
      .when(editOf({ name: 'X', description: 'Azul', quantity: 0, unitPriceCents: 0 }))
      .thenFails();
    expect(errorsOf(error)).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      description: 'La descripción debe tener al menos 5 caracteres',
      quantity: 'La cantidad debe ser mayor a 0',
      unitPriceCents: 'El precio debe ser mayor a 0',
    });
    expect((error as ValidationFailed).message).toBe('Por favor, corrige los errores en el formulario');
    const blank = given([placed]).when(editOf({ name: '   ', description: null })).thenFails();
    expect(errorsOf(blank)).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
      description: 'La descripción debe tener al menos 5 caracteres',
    });
  });

  it('changes the status from the edit form, setting its dates like the status action', () => {
    given([placed])
      .when(editOf({ name: 'Funda iPhone 13 Pro', status: 'ready' }))
      .then([
        { type: 'OrderDetailsCorrected', data: { changes: { name: 'Funda iPhone 13 Pro' } } },
        moved('pending', 'ready', { completedAt: LATER.toISOString() }),
      ]);
    const error = given([placed]).when(editOf({ status: 'completed' })).thenFails();
    expect(errorsOf(error)).toEqual({ status: 'Estado no válido' });
  });

  it('cannot correct an order that was deleted', () => {
    given([placed, { type: 'OrderDeleted', data: {} }])
      .when(editOf({ name: 'Otra cosa' }))
      .thenThrows(new NotFound('Pedido no encontrado'));
  });
});

describe('Changing an order’s status', () => {
  it('records where it came from and where it went', () => {
    given([placed]).when(changeStatus('confirmed')).then([moved('pending', 'confirmed')]);
  });

  it('sets the completion date when the order is ready', () => {
    given([placed]).when(changeStatus('ready')).then([moved('pending', 'ready', { completedAt: LATER.toISOString() })]);
  });

  // Paid, so that handing it over asks for nothing (order-payments.spec.ts).
  const paid: OrderEvent = { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true } } };

  it('sets the delivery date when it is delivered, keeping the day it was completed', () => {
    const ready = moved('pending', 'ready', { completedAt: NOW.toISOString() });
    given([placed, paid, ready])
      .when(changeStatus('delivered'))
      .then([moved('ready', 'delivered', { deliveredAt: LATER.toISOString() })]);
  });

  it('completes and delivers at once an order delivered straight away', () => {
    given([placed, paid])
      .when(changeStatus('delivered'))
      .then([moved('pending', 'delivered', { completedAt: LATER.toISOString(), deliveredAt: LATER.toISOString() })]);
  });

  it('clears the dates that no longer hold when it goes back or is cancelled', () => {
    const delivered = moved('pending', 'delivered', { completedAt: NOW.toISOString(), deliveredAt: NOW.toISOString() });
    given([placed, delivered]).when(changeStatus('ready')).then([moved('delivered', 'ready', { deliveredAt: null })]);
    given([placed, delivered])
      .when(changeStatus('cancelled'))
      .then([moved('delivered', 'cancelled', { completedAt: null, deliveredAt: null })]);
  });

  it('does nothing when the order already has that status', () => {
    given([placed]).when(changeStatus('pending')).then([]);
  });

  it('refuses a status the shop does not use for orders', () => {
    for (const status of ['completed', 'archived', '', undefined]) {
      const error = given([placed]).when(changeStatus(status)).thenFails();
      expect((error as ValidationFailed).message).toBe('Estado no válido');
    }
  });

  it('cannot change an order that was never placed', () => {
    given([]).when(changeStatus('ready')).thenThrows(new NotFound('Pedido no encontrado'));
  });
});

describe('Deleting an order', () => {
  it('leaves a tombstone, and a second delete finds nothing', () => {
    given([placed]).when({ type: 'DeleteOrder' }).then([{ type: 'OrderDeleted', data: {} }]);
    given([placed, { type: 'OrderDeleted', data: {} }]).when({ type: 'DeleteOrder' }).thenThrows(NotFound);
    given([placed, { type: 'OrderDeleted', data: {} }]).when(changeStatus('ready')).thenThrows(NotFound);
  });
});

describe('Reading stored order events', () => {
  it('reads what it wrote, and refuses an event from a newer program or one that breaks its schema', () => {
    expect(orderEvents.parse({ type: 'OrderPlaced', schemaVersion: 1, data: placed.data })).toEqual(placed);
    expect(() => orderEvents.parse({ type: 'OrderPlaced', schemaVersion: 2, data: placed.data })).toThrow(/más nuevo/);
    expect(() => orderEvents.parse({ type: 'OrderStatusChanged', schemaVersion: 1, data: { from: 'pending', to: 'completed' } })).toThrow();
    expect(orderEvents.labelOf('OrderPlaced')).toBe('Pedido creado');
  });
});

describe('Order money', () => {
  it('totals quantity times unit price', () => {
    expect(orderTotalCents(3, 1999)).toBe(5997);
  });

  it('splits a total that includes IVA into base and 21 % IVA, to the cent, adding up to the total', () => {
    expect(orderSummary(12100)).toEqual({ baseCents: 10000, ivaCents: 2100, totalCents: 12100 });
    expect(orderSummary(1999)).toEqual({ baseCents: 1652, ivaCents: 347, totalCents: 1999 });
    for (let total = 1; total < 2000; total++) {
      const { baseCents, ivaCents } = orderSummary(total);
      expect(baseCents + ivaCents).toBe(total);
      expect(Math.abs(baseCents * 1.21 - total)).toBeLessThanOrEqual(0.605);
    }
  });
});

describe('Order statuses and payment', () => {
  it('have the spec’s statuses, Spanish labels and colours', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'in_preparation', 'ready', 'delivered', 'cancelled']);
    expect(orderStatusLabels).toEqual({
      pending: 'Pendiente',
      confirmed: 'Confirmado',
      in_preparation: 'En preparación',
      ready: 'Listo',
      delivered: 'Entregado',
      cancelled: 'Cancelado',
    });
    expect(orderStatusColours).toEqual({
      pending: 'warning',
      confirmed: 'info',
      in_preparation: 'primary',
      ready: 'success',
      delivered: 'success',
      cancelled: 'error',
    });
  });

  it('take the spec’s payment methods, and say whether an order is paid', () => {
    expect(ORDER_PAYMENT_METHODS).toEqual(['cash', 'credit_card', 'debit_card', 'online_payment']);
    expect(orderPaymentMethodLabels.cash).toBe('Efectivo');
    expect(orderPaymentStatusLabel(true)).toBe('Pagado');
    expect(orderPaymentStatusLabel(false)).toBe('Pendiente de pago');
  });

  it('only report the dates a move changes', () => {
    const none = { completedAt: null, deliveredAt: null };
    expect(datesOnStatusChange(none, 'confirmed', 'T')).toEqual({});
    expect(datesOnStatusChange({ completedAt: 'A', deliveredAt: null }, 'ready', 'T')).toEqual({});
  });

  it('keep every Spanish message of the spec in one catalogue', () => {
    expect(orderMessages).toMatchObject({
      formHasErrors: 'Por favor, corrige los errores en el formulario',
      notFound: 'Pedido no encontrado',
      invalidId: 'ID de pedido no válido',
    });
  });
});

describe('A reservation for pickup', () => {
  const lines = [
    { productId: 7, name: 'Funda silicona iPhone 13', quantity: 2, unitPriceCents: 1999 },
    { productId: 9, name: 'Cristal templado iPhone 13', quantity: 1, unitPriceCents: 999 },
  ];
  const holdUntil = new Date('2026-11-25T23:30:00Z');
  const reserve: OrderCommand = {
    type: 'PlaceReservation',
    data: { orderId: 5, clientId: 3, lines, pickupCode: 'K7M-4QX', holdUntil },
    clientExists: true,
    now: NOW,
    trackingToken: 'a'.repeat(16),
  };
  const reserved = orderDecider.decide(reserve, orderDecider.initialState);

  it('is an order of the list: its title and lines, the total as one amount, due the last day it is held', () => {
    expect(reserved).toEqual([
      {
        type: 'OrderPlaced',
        data: {
          orderId: 5,
          clientId: 3,
          name: 'Reserva: Funda silicona iPhone 13 ×2 y 1 producto más',
          description: '2 × Funda silicona iPhone 13\n1 × Cristal templado iPhone 13',
          quantity: 1,
          unitPriceCents: 4997,
          paymentMethod: 'cash',
          isPaid: false,
          deliveryDate: '2026-11-26',
          date: '2026-11-23',
          status: 'pending',
          trackingToken: 'a'.repeat(16),
          reservation: { lines, pickupCode: 'K7M-4QX', holdUntil: holdUntil.toISOString() },
        },
      },
    ]);
    expect(orderEvents.parse({ type: 'OrderPlaced', data: reserved[0]!.data } as never).type).toBe('OrderPlaced');
  });

  it('expires only unpaid, open and past its day; then it is cancelled, with the reason recorded first', () => {
    const after = new Date(holdUntil.getTime() + 1000);
    expect(given(reserved).when({ type: 'ExpireReservation', now: NOW }).thenFails().message).toBe(reservationMessages.notExpirable);
    given(reserved)
      .when({ type: 'ExpireReservation', now: after })
      .then([
        { type: 'OrderReservationExpired', data: { holdUntil: holdUntil.toISOString() } },
        { type: 'OrderStatusChanged', data: { from: 'pending', to: 'cancelled' } },
      ]);
    const paid: OrderEvent = { type: 'OrderDetailsCorrected', data: { changes: { isPaid: true } } };
    expect(given([...reserved, paid]).when({ type: 'ExpireReservation', now: after }).thenFails().message).toBe(reservationMessages.notExpirable);
    // Expired already: the sweep running again records nothing.
    const expired = orderDecider.decide({ type: 'ExpireReservation', now: after }, replay(orderDecider, reserved));
    given([...reserved, ...expired]).when({ type: 'ExpireReservation', now: after }).then([]);
  });

  it('does not reopen once collected or cancelled, and keeps the products and total it held', () => {
    const collected = [...reserved, moved('pending', 'delivered', { completedAt: LATER.toISOString(), deliveredAt: LATER.toISOString() })];
    expect(given(collected).when({ type: 'ChangeOrderStatus', data: { status: 'pending' }, now: LATER }).thenFails().message).toBe(reservationMessages.closed);
    given(collected).when({ type: 'ChangeOrderStatus', data: { status: 'delivered' }, now: LATER }).then([]);
    expect(given(reserved).when({ type: 'CorrectOrderDetails', data: { unitPriceCents: 100 }, now: LATER }).thenFails().message).toBe(reservationMessages.linesFixed);
    given(reserved)
      .when({ type: 'CorrectOrderDetails', data: { isPaid: true, paymentMethod: 'debit_card' }, now: LATER })
      .then([{ type: 'OrderDetailsCorrected', data: { changes: { paymentMethod: 'debit_card', isPaid: true } } }]);
  });

  it('asks the customer for products, whole units and no product twice', () => {
    expect(reservationRequestSchema.safeParse([]).error?.issues[0]?.message).toBe(reservationMessages.linesRequired);
    expect(reservationRequestSchema.safeParse([{ productId: 1, quantity: 1.5 }]).error?.issues[0]?.message).toBe(reservationMessages.lineInvalid);
    expect(reservationRequestSchema.safeParse([{ productId: 1, quantity: 21 }]).error?.issues[0]?.message).toBe(reservationMessages.quantityTooLarge);
    expect(reservationRequestSchema.safeParse([{ productId: 1, quantity: 1 }, { productId: 1, quantity: 2 }]).error?.issues[0]?.message).toBe(reservationMessages.repeatedProduct);
  });
});
