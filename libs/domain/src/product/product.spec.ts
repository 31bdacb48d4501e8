import { NotFound, RuleBroken, ValidationFailed } from '../shared/errors.js';
import { replay } from '../shared/decider.js';
import { specFor } from '../testing/given-when-then.js';
import { productDecider, type ProductCommand } from './product.decide.js';
import type { ProductEvent } from './product.events.js';
import { productMessages as m } from './product.messages.js';
import { availabilityLabels, availabilityOf, PRODUCT_CATEGORIES, productCategoryLabels } from './product.rules.js';
import { availableUnits, heldUnits } from './product.js';

const given = specFor(productDecider);

const added: ProductEvent = {
  type: 'ProductAdded',
  data: {
    productId: 7,
    name: 'Funda silicona iPhone 13',
    category: 'cases',
    brand: 'Apple',
    compatibleModels: ['iPhone 13'],
    description: '',
    priceCents: 1999,
    active: true,
    reorderLevel: 2,
  },
};
const received = (quantity: number): ProductEvent => ({ type: 'StockReceived', data: { quantity, note: '' } });
const reserved = (reservationId: number, quantity: number): ProductEvent => ({ type: 'StockReserved', data: { reservationId, quantity } });
const add = (data: Record<string, unknown>): ProductCommand => ({ type: 'AddProduct', data: { productId: 7, ...data } });
const errorsOf = (error: unknown) => (error as ValidationFailed).errors;
const stateAfter = (events: ProductEvent[]) => {
  const state = replay(productDecider, events);
  if (!state.exists) throw new Error('no product');
  return state;
};

describe('The catalogue', () => {
  it('adds a product with the shop’s defaults: for sale, reorder at 2, no brand, models or description', () => {
    given([])
      .when(add({ name: '  Cargador USB-C 20 W ', category: 'chargers', priceCents: 2490 }))
      .then([
        {
          type: 'ProductAdded',
          data: { productId: 7, name: 'Cargador USB-C 20 W', category: 'chargers', brand: '', compatibleModels: [], description: '', priceCents: 2490, active: true, reorderLevel: 2 },
        },
      ]);
  });

  it('keeps compatible devices as people type them, without blanks around or repeats', () => {
    given([])
      .when(add({ name: 'Cristal templado', category: 'screen_protectors', priceCents: 999, compatibleModels: [' iPhone 13 ', 'iphone 13', 'Galaxy S21'] }))
      .then([expect.objectContaining({ data: expect.objectContaining({ compatibleModels: ['iPhone 13', 'Galaxy S21'] }) }) as ProductEvent]);
  });

  it('refuses a product without name, category or price, each field with its Spanish message', () => {
    const error = given([]).when(add({ name: ' ', category: 'phones', priceCents: 0 })).thenFails();
    expect(error).toBeInstanceOf(ValidationFailed);
    expect(errorsOf(error)).toEqual({ name: m.nameRequired, category: m.categoryInvalid, priceCents: m.priceRequired });
  });

  it('refuses hostile and wrong-typed input without a crash: NUL, 1 MB, a price in cents with decimals, models that are no list', () => {
    const hostile = given([])
      .when(add({ name: 'Funda\u0000', category: 'cases', priceCents: 19.995, brand: 'x'.repeat(1_000_000), compatibleModels: 'iPhone 13', reorderLevel: -1, active: 'sí' }))
      .thenFails();
    expect(errorsOf(hostile)).toEqual({
      name: 'El campo «Nombre» contiene caracteres no permitidos',
      priceCents: m.priceNotWholeCents,
      brand: m.tooLong(60),
      compatibleModels: m.modelsInvalid,
      reorderLevel: m.reorderLevelInvalid,
      active: m.activeInvalid,
    });
    // Emoji and accents are taken as they are.
    given([]).when(add({ name: 'Auriculares 🎧 Bluetooth ñandú', category: 'headphones', priceCents: 3500 })).then([
      expect.objectContaining({ data: expect.objectContaining({ name: 'Auriculares 🎧 Bluetooth ñandú' }) }) as ProductEvent,
    ]);
  });

  it('records only what a correction changes, and nothing when nothing changed', () => {
    given([added])
      .when({ type: 'CorrectProductDetails', data: { name: 'Funda silicona iPhone 13', priceCents: 1799, compatibleModels: ['iPhone 13'] } })
      .then([{ type: 'ProductDetailsCorrected', data: { changes: { priceCents: 1799 } } }]);
    given([added]).when({ type: 'CorrectProductDetails', data: { active: true } }).then([]);
    expect(() => given([]).when({ type: 'CorrectProductDetails', data: { priceCents: 1 } }).then([])).toThrow(NotFound);
  });

  it('names the eight categories of the shop in Spanish', () => {
    expect(PRODUCT_CATEGORIES.map((category) => productCategoryLabels[category])).toEqual([
      'Fundas',
      'Cristales templados',
      'Cargadores',
      'Baterías externas',
      'Cables',
      'Auriculares',
      'Baterías',
      'Memorias USB y SD',
    ]);
  });
});

describe('Stock, unit by unit', () => {
  it('receives units with an optional note, and sells at the counter only what is free', () => {
    given([added]).when({ type: 'ReceiveStock', data: { quantity: 10, note: 'Albarán proveedor 123' } }).then([
      { type: 'StockReceived', data: { quantity: 10, note: 'Albarán proveedor 123' } },
    ]);
    given([added, received(3), reserved(40, 2)]).when({ type: 'SellInStore', data: { quantity: 1 } }).then([{ type: 'StockSoldInStore', data: { quantity: 1 } }]);
    const refused = given([added, received(3), reserved(40, 2)]).when({ type: 'SellInStore', data: { quantity: 2 } }).thenFails();
    expect(refused).toBeInstanceOf(RuleBroken);
    expect(refused.message).toBe('Solo queda 1 unidad disponible');
  });

  it("takes a counter sale's units once per invoice, even beyond what the catalogue had free (the sale happened)", () => {
    const sold = { type: 'StockSoldInStore' as const, data: { quantity: 2, invoice: 'T2027-000001' } };
    given([added, received(1)]).when({ type: 'SellOnInvoice', invoice: 'T2027-000001', quantity: 2 }).then([sold]);
    given([added, received(3), sold]).when({ type: 'SellOnInvoice', invoice: 'T2027-000001', quantity: 2 }).then([]);
    const back = { type: 'StockReceived' as const, data: { quantity: 1, note: 'Devuelto por el cliente (factura R2027-000001)', invoice: 'R2027-000001' } };
    given([added, received(3), sold]).when({ type: 'ReturnOnInvoice', invoice: 'R2027-000001', quantity: 1 }).then([back]);
    given([added, received(3), sold, back]).when({ type: 'ReturnOnInvoice', invoice: 'R2027-000001', quantity: 1 }).then([]);
  });

  it('never reserves more than is free: ten units give ten reservations of one, and the eleventh is refused', () => {
    let history: ProductEvent[] = [added, received(10)];
    for (let reservation = 1; reservation <= 10; reservation++) {
      const events = productDecider.decide({ type: 'ReserveStock', reservationId: reservation, data: { quantity: 1 } }, replay(productDecider, history));
      history = [...history, ...events];
    }
    expect(availableUnits(stateAfter(history))).toBe(0);
    expect(given(history).when({ type: 'ReserveStock', reservationId: 11, data: { quantity: 1 } }).thenFails().message).toBe(m.notEnoughStock(0));
  });

  it('holds a reservation once, refuses one for a product not for sale, and releases or collects what it held', () => {
    const history = [added, received(5), reserved(40, 2)];
    expect(given(history).when({ type: 'ReserveStock', reservationId: 40, data: { quantity: 1 } }).thenFails().message).toBe(m.reservationAlreadyHeld);
    const inactive: ProductEvent = { type: 'ProductDetailsCorrected', data: { changes: { active: false } } };
    expect(given([added, received(5), inactive]).when({ type: 'ReserveStock', reservationId: 41, data: { quantity: 1 } }).thenFails().message).toBe(m.inactive);

    given(history).when({ type: 'ReleaseReservation', reservationId: 40, reason: 'expired' }).then([
      { type: 'StockReservationReleased', data: { reservationId: 40, quantity: 2, reason: 'expired' } },
    ]);
    // Released already: a retry gives nothing back twice.
    given([...history, { type: 'StockReservationReleased', data: { reservationId: 40, quantity: 2, reason: 'cancelled' } }])
      .when({ type: 'ReleaseReservation', reservationId: 40, reason: 'expired' })
      .then([]);
    given(history).when({ type: 'CollectReservation', reservationId: 40 }).then([{ type: 'StockCollected', data: { reservationId: 40, quantity: 2 } }]);
    expect(given(history).when({ type: 'CollectReservation', reservationId: 99 }).thenFails().message).toBe(m.reservationUnknown);

    const collected = stateAfter([...history, { type: 'StockCollected', data: { reservationId: 40, quantity: 2 } }]);
    expect({ onHand: collected.onHand, held: heldUnits(collected), available: availableUnits(collected) }).toEqual({ onHand: 3, held: 0, available: 3 });
  });

  it('receives the units of an encargo held at once for its order, once (a retry receives nothing more)', () => {
    given([added])
      .when({ type: 'ReceiveForOrder', orderId: 12, quantity: 2, note: 'Encargo P-000012' })
      .then([
        { type: 'StockReceived', data: { quantity: 2, note: 'Encargo P-000012' } },
        { type: 'StockReserved', data: { reservationId: 12, quantity: 2 } },
      ]);
    given([added, received(2), reserved(12, 2)]).when({ type: 'ReceiveForOrder', orderId: 12, quantity: 2, note: 'Encargo P-000012' }).then([]);
    const after = stateAfter([added, { type: 'StockReceived', data: { quantity: 2, note: '' } }, reserved(12, 2)]);
    expect(after.exists && availableUnits(after)).toBe(0);
  });

  it('adjusts with a reason, never below zero nor below what is held', () => {
    const history = [added, received(5), reserved(40, 2)];
    given(history).when({ type: 'AdjustStock', data: { delta: -2, reason: 'Rotas en el almacén' } }).then([
      { type: 'StockAdjusted', data: { delta: -2, reason: 'Rotas en el almacén' } },
    ]);
    expect(given(history).when({ type: 'AdjustStock', data: { delta: -4, reason: 'Recuento' } }).thenFails().message).toBe(m.adjustmentBelowReserved(2));
    expect(given([added]).when({ type: 'AdjustStock', data: { delta: -1, reason: 'Recuento' } }).thenFails().message).toBe(m.adjustmentBelowZero);
    expect(errorsOf(given(history).when({ type: 'AdjustStock', data: { delta: 0, reason: '' } }).thenFails())).toEqual({ delta: m.adjustmentInvalid, reason: m.reasonRequired });
  });
});

describe('What the site says of the stock', () => {
  it('says it in words, never a count: available, last units at the reorder level, sold out', () => {
    expect([availabilityOf(10, 2), availabilityOf(2, 2), availabilityOf(1, 0), availabilityOf(0, 2)].map((a) => availabilityLabels[a])).toEqual([
      'Disponible en tienda',
      'Últimas unidades',
      'Últimas unidades',
      'Agotado: te avisamos',
    ]);
  });
});
