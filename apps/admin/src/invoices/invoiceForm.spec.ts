import { invoiceMessages } from '@taller/domain';
import { describe, expect, it } from '@jest/globals';
import { readLines, typedLineOf, typedTotals } from './invoiceForm';

describe('the invoice forms’ lines', () => {
  it('read euros with a comma and whole quantities into the domain’s lines', () => {
    expect(readLines([{ description: ' Funda ', quantity: '2', unitPrice: '12,50' }])).toEqual({
      lines: [{ description: 'Funda', quantity: 2, unitPriceCents: 1_250 }],
      errors: [{}],
    });
  });

  it('say what is wrong with each line in the server’s words', () => {
    const { lines, errors } = readLines([
      { description: '', quantity: '1', unitPrice: '5' },
      { description: 'Cable', quantity: '1,5', unitPrice: 'diez' },
      { description: 'Cargador', quantity: '0', unitPrice: '0' },
    ]);
    expect(lines).toBeNull();
    expect(errors[0]).toEqual({ description: invoiceMessages.descriptionRequired });
    expect(errors[1]).toEqual({ quantity: 'invoices.form.quantity_unreadable', unitPriceCents: 'invoices.form.amount_unreadable' });
    expect(errors[2]).toEqual({ quantity: invoiceMessages.quantityInvalid, unitPriceCents: invoiceMessages.priceInvalid });
  });

  it('add up what is typed so far, with the IVA inside it', () => {
    expect(typedTotals([{ description: 'a', quantity: '2', unitPrice: '60,50' }, { description: 'b', quantity: '', unitPrice: '3' }])).toEqual({
      totalCents: 12_100,
      baseCents: 10_000,
      taxCents: 2_100,
    });
  });

  it('offer an issued line back as it was sold', () => {
    expect(typedLineOf({ description: 'Batería', quantity: -1, unitPriceCents: 4_900 })).toEqual({ description: 'Batería', quantity: '1', unitPrice: '49,00' });
  });
});
