import { describe, expect, it } from '@jest/globals';
import { basketUnits, MAX_BASKET_LINES, parseBasket, serializeBasket, type BasketLine } from './basket';
import { addToBasket, basketTotalCents, maxUnitsFor, removeLine, reservationLines, setLineQuantity, shortageIn } from './basketChanges';

const funda = { productId: 12, name: 'Funda silicona iPhone 13', priceCents: 1999, path: '/productos/12-funda-silicona-iphone-13' };
const cargador = { productId: 7, name: 'Cargador 65 W', priceCents: 3490, path: '/productos/7-cargador-65-w' };

describe('the reservation basket', () => {
  it('adds a product as a line, and more of it to the same line', () => {
    const first = addToBasket([], funda, 2);
    expect(first).toEqual({ lines: [{ ...funda, quantity: 2 }], outcome: 'added' });
    const second = addToBasket(first.lines, cargador, 1);
    const again = addToBasket(second.lines, funda, 3);
    expect(again.lines).toEqual([{ ...funda, quantity: 5 }, { ...cargador, quantity: 1 }]);
    expect(basketUnits(again.lines)).toBe(6);
    expect(basketTotalCents(again.lines)).toBe(5 * 1999 + 3490);
    expect(reservationLines(again.lines)).toEqual([
      { productId: 12, quantity: 5 },
      { productId: 7, quantity: 1 },
    ]);
  });

  it('keeps to the server’s limits: 20 units of a product, 20 different products, and says when it could not', () => {
    const many = addToBasket([{ ...funda, quantity: 18 }], funda, 5);
    expect(many).toEqual({ lines: [{ ...funda, quantity: 20 }], outcome: 'capped' });
    const full: BasketLine[] = Array.from({ length: MAX_BASKET_LINES }, (_, index) => ({ ...funda, productId: index + 100, quantity: 1 }));
    expect(addToBasket(full, cargador, 1)).toEqual({ lines: full, outcome: 'full' });
    expect(setLineQuantity([{ ...funda, quantity: 2 }], 12, 99)).toEqual([{ ...funda, quantity: 20 }]);
    expect(setLineQuantity([{ ...funda, quantity: 2 }], 12, 0)).toEqual([{ ...funda, quantity: 1 }]);
  });

  it('changes and removes one line, leaving the others as they were', () => {
    const lines = [{ ...funda, quantity: 2 }, { ...cargador, quantity: 1 }];
    expect(setLineQuantity(lines, 7, 3)).toEqual([{ ...funda, quantity: 2 }, { ...cargador, quantity: 3 }]);
    expect(removeLine(lines, 12)).toEqual([{ ...cargador, quantity: 1 }]);
    expect(removeLine(lines, 999)).toEqual(lines);
  });

  it('offers a few units when the shop has them, fewer on its last units, none when sold out', () => {
    expect(maxUnitsFor('in_stock')).toBe(10);
    expect(maxUnitsFor('last_units')).toBe(5);
    expect(maxUnitsFor('sold_out')).toBe(0);
  });

  it('reads back what it kept, and drops whatever is not a line', () => {
    const lines = [{ ...funda, quantity: 2 }, { ...cargador, quantity: 1 }];
    expect(parseBasket(serializeBasket(lines))).toEqual(lines);
    expect(parseBasket(null)).toEqual([]);
    expect(parseBasket('no es json')).toEqual([]);
    expect(parseBasket('{"lines": 3}')).toEqual([]);
    expect(
      parseBasket(
        JSON.stringify({
          lines: [
            { ...funda, quantity: 2.7 },
            { ...funda, quantity: 4 },
            { ...cargador, quantity: 500, path: 'https://otro.example/' },
            { productId: -1, name: 'x', priceCents: 1, quantity: 1 },
            { productId: 3, name: '', priceCents: 1, quantity: 1 },
            { productId: 4, name: 'Cable', priceCents: '1', quantity: 1 },
            { productId: 5, name: 'Cable', priceCents: 100, quantity: 0 },
            null,
            'línea',
          ],
        }),
      ),
    ).toEqual([
      { ...funda, quantity: 2 },
      { ...cargador, quantity: 20, path: '/productos/7' },
    ]);
  });

  it('finds the line a refusal of the server names, and how many units are left of it', () => {
    const lines = [{ ...funda, quantity: 2 }, { ...cargador, quantity: 3 }];
    expect(shortageIn('Solo queda 1 unidad de «Cargador 65 W»', lines)).toEqual({ productId: 7, name: 'Cargador 65 W', available: 1 });
    expect(shortageIn('Solo quedan 2 unidades de «Funda silicona iPhone 13»', lines)).toEqual({ productId: 12, name: 'Funda silicona iPhone 13', available: 2 });
    expect(shortageIn('No quedan unidades de «Cargador 65 W»', lines)).toEqual({ productId: 7, name: 'Cargador 65 W', available: 0 });
    expect(shortageIn('«Funda silicona iPhone 13» ya no está a la venta', lines)).toEqual({ productId: 12, name: 'Funda silicona iPhone 13', available: 0 });
    expect(shortageIn('Solo queda 1 unidad de «Otro producto»', lines)).toBeNull();
    expect(shortageIn('Algo ha fallado', lines)).toBeNull();
  });
});
