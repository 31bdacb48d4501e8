import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import { billingLogDecider, initialBillingLog, type BillingLog, type InvoiceFacts } from './invoice.js';
import type { InvoiceEvent } from './invoice.events.js';
import { invoiceEvents } from './invoice.events.js';
import { invoiceMessages as m, splitVat } from './invoice.rules.js';
import { counterSaleMessages } from './counter-sale.js';
import { huellaInput, type UnhashedBillingRecord } from './verifactu.js';

/** A stand-in for SHA-256 (the domain has no crypto): 64 upper-case hex digits that depend on every character hashed. */
const fingerprint = (record: UnhashedBillingRecord) => {
  let h = 0n;
  for (const char of huellaInput(record)) h = (h * 131n + BigInt(char.codePointAt(0)!)) % 2n ** 256n;
  return h.toString(16).padStart(64, '0').toUpperCase();
};
const issuer = { legalName: 'Reparaciones Pérez S.L.', taxId: 'B12345674', address: 'Calle Mayor 1, 28921 Alcorcón (Madrid)', tradeName: 'Taller Móvil' };
const at = (iso: string) => ({ now: new Date(iso), fingerprint, issuer });
let request = 0;
const issue = (state: BillingLog, fields: Record<string, unknown>, when = '2027-03-10T10:00:00Z') =>
  billingLogDecider.decide(
    { type: 'IssueInvoice', kind: 'simplified', lines: [{ description: 'Cambio de pantalla', quantity: 1, unitPriceCents: 12_100 }], customer: {}, source: { kind: 'order', id: 1_000 + ++request }, sourceInvoice: null, requestId: `r-${request}`, ...at(when), ...fields } as never,
    state,
  );
const fold = (events: InvoiceEvent[], state: BillingLog = initialBillingLog) => events.reduce(billingLogDecider.evolve, state);
const factsOf = (event: InvoiceEvent): InvoiceFacts => {
  if (event.type !== 'InvoiceIssued') throw new Error('not an invoice');
  const { invoiceId, number, kind, issueDate, lines, customer, source } = event.data;
  return { invoiceId, number, kind, issueDate, lines, customer, source, annulled: false, rectifiedBy: null };
};

describe('Invoices', () => {
  it('splits IVA so that base and tax add up to the price with IVA', () => {
    expect(splitVat(12_100)).toEqual({ baseCents: 10_000, taxCents: 2_100 });
    expect(splitVat(999)).toEqual({ baseCents: 826, taxCents: 173 });
    expect(splitVat(-999)).toEqual({ baseCents: -826, taxCents: -173 });
  });

  it('numbers each series per year without gaps, and chains every record to the one before', () => {
    const first = issue(initialBillingLog, {});
    const afterFirst = fold(first);
    const second = issue(afterFirst, { kind: 'full', customer: { name: 'Ana López', taxId: '12345678z', address: 'Calle Luna 3, Madrid' } });
    const third = issue(fold(second, afterFirst), {});
    const nextYear = issue(fold(third, fold(second, afterFirst)), {}, '2027-12-31T23:30:00Z'); // 1 January 2028 in Madrid
    const numbers = [first, second, third, nextYear].map((events) => (events[0]!.data as { number: string }).number);
    expect(numbers).toEqual(['T2027-000001', 'F2027-000001', 'T2027-000002', 'T2028-000001']);
    const records = [first, second, third].map((events) => (events[0]!.data as { record: { previous: unknown; hash: string; invoiceType: string } }).record);
    expect(records[0]!.previous).toBeNull();
    expect(records[1]!.previous).toEqual({ invoiceNumber: 'T2027-000001', issueDate: '2027-03-10', hash: records[0]!.hash });
    expect(records.map((r) => r.invoiceType)).toEqual(['F2', 'F1', 'F2']);
    // Every event is valid against its own schema (the record's too).
    for (const events of [first, second, third]) expect(() => invoiceEvents.parse({ type: events[0]!.type, schemaVersion: 1, data: events[0]!.data })).not.toThrow();
  });

  it('asks a full invoice for a valid NIF, a name and an address, and keeps a simplified one under 3.000 €', () => {
    expect(() => issue(initialBillingLog, { kind: 'full', customer: { name: 'Ana', taxId: '12345678A', address: '' } })).toThrow(ValidationFailed);
    expect(() => issue(initialBillingLog, { lines: [{ description: 'Portátil', quantity: 2, unitPriceCents: 160_000 }] })).toThrow(new RuleBroken(m.simplifiedTooLarge));
    expect(() => issue(initialBillingLog, { issuer: { ...issuer, taxId: '' } })).toThrow(new RuleBroken(m.identityMissing));
    expect(() => issue(initialBillingLog, { lines: [] })).toThrow(ValidationFailed);
  });

  it('issues a counter invoice only as a counter sale, with its money and its units', () => {
    expect(() => issue(initialBillingLog, { source: { kind: 'counter', id: null } })).toThrow(new ValidationFailed({ source: m.counterIsASale }, m.counterIsASale));
  });

  it('invoices a repair once, even when the read model has not caught up with the last invoice', () => {
    const first = issue(initialBillingLog, { source: { kind: 'repair', id: 7 } });
    expect(() => issue(fold(first), { source: { kind: 'repair', id: 7 } })).toThrow(new RuleBroken(m.alreadyInvoiced('T2027-000001')));
    // The same request twice issues once.
    const again = billingLogDecider.decide({ ...(first[0]!.data as object), type: 'IssueInvoice', requestId: (first[0]!.data as { requestId: string }).requestId } as never, fold(first));
    expect(again).toEqual([]);
  });

  it('rectifies by differences: the original lines taken back, the right ones given, naming the invoice it corrects', () => {
    const first = issue(initialBillingLog, {});
    const state = fold(first);
    const rectifying = billingLogDecider.decide(
      { type: 'RectifyInvoice', target: factsOf(first[0]!), lines: [{ description: 'Cambio de pantalla', quantity: 1, unitPriceCents: 10_000 }], reason: 'Precio mal cobrado', by: { id: 1, name: 'Ana' }, requestId: 'x-1', ...at('2027-03-11T09:00:00Z') },
      state,
    );
    const data = rectifying[0]!.data as { number: string; totals: { totalCents: number }; record: { invoiceType: string; rectification: unknown; totalAmountCents: number } };
    expect(data.number).toBe('R2027-000001');
    expect(data.totals.totalCents).toBe(-2_100);
    expect(data.record).toMatchObject({ invoiceType: 'R5', rectification: { type: 'I', invoices: [{ number: 'T2027-000001', issueDate: '2027-03-10' }] }, totalAmountCents: -2_100 });
    const after = fold(rectifying, state);
    expect(() =>
      billingLogDecider.decide({ type: 'RectifyInvoice', target: factsOf(first[0]!), lines: [{ description: 'Otra', quantity: 1, unitPriceCents: 100 }], reason: 'Otra vez', by: { id: 1, name: 'Ana' }, requestId: 'x-2', ...at('2027-03-11T10:00:00Z') }, after),
    ).toThrow(new RuleBroken(m.alreadyRectified('T2027-000001', 'R2027-000001')));
  });

  it('annuls an invoice with a record of its own, once', () => {
    const first = issue(initialBillingLog, {});
    const state = fold(first);
    const annulled = billingLogDecider.decide({ type: 'AnnulInvoice', target: factsOf(first[0]!), reason: 'Emitida por error', requestId: 'a-1', ...at('2027-03-10T11:00:00Z') }, state);
    expect(annulled[0]).toMatchObject({ type: 'InvoiceAnnulled', data: { number: 'T2027-000001', record: { kind: 'anulacion', invoiceNumber: 'T2027-000001' } } });
    expect(() => billingLogDecider.decide({ type: 'AnnulInvoice', target: factsOf(first[0]!), reason: 'Otra', requestId: 'a-2', ...at('2027-03-10T12:00:00Z') }, fold(annulled, state))).toThrow(
      new RuleBroken(m.alreadyAnnulled('T2027-000001')),
    );
  });
});

describe('A counter sale', () => {
  const funda = { name: 'Funda de silicona iPhone 13', priceCents: 1_500, active: true, available: 2 };
  const by = { id: 3, name: 'Lucía' };
  const sell = (state: BillingLog, form: Record<string, unknown>, fields: Record<string, unknown> = {}) =>
    billingLogDecider.decide(
      { type: 'SellAtCounter', kind: 'simplified', customer: {}, form, products: { 12: funda }, by, requestId: `s-${++request}`, ...at('2027-03-10T10:00:00Z'), ...fields } as never,
      state,
    );

  it('is one invoice that carries the money taken and the units that leave, priced from the catalogue', () => {
    const [event] = sell(initialBillingLog, { lines: [{ productId: 12, quantity: 2 }, { description: 'Instalación de protector', quantity: 1, unitPriceCents: 500 }], method: 'bizum' });
    expect(event).toMatchObject({
      type: 'InvoiceIssued',
      data: {
        number: 'T2027-000001',
        source: { kind: 'counter', id: null },
        lines: [{ description: 'Funda de silicona iPhone 13', quantity: 2, unitPriceCents: 1_500, totalCents: 3_000 }, { description: 'Instalación de protector', totalCents: 500 }],
        totals: { totalCents: 3_500 },
        sale: { payment: { amountCents: 3_500, method: 'bizum', note: 'T2027-000001', day: '2027-03-10', by }, items: [{ productId: 12, quantity: 2 }], stockOverride: '' },
      },
    });
    expect(() => invoiceEvents.parse({ type: 'InvoiceIssued', schemaVersion: 1, data: event!.data })).not.toThrow();
  });

  it('refuses more units than are free, naming the product, unless the clerk says why they are sold anyway', () => {
    const form = { lines: [{ productId: 12, quantity: 3 }], method: 'cash' };
    expect(() => sell(initialBillingLog, form)).toThrow(new RuleBroken(counterSaleMessages.notEnoughStock('Funda de silicona iPhone 13', 2)));
    const [event] = sell(initialBillingLog, { ...form, stockOverride: 'Quedaban 3 en el expositor' });
    expect(event).toMatchObject({ data: { sale: { items: [{ productId: 12, quantity: 3 }], stockOverride: 'Quedaban 3 en el expositor' } } });
  });

  it('checks the form field by field, and a retried request records once', () => {
    expect(() => sell(initialBillingLog, { lines: [{ productId: 12, quantity: 1 }], method: 'cheque' })).toThrow(ValidationFailed);
    expect(() => sell(initialBillingLog, { lines: [{ productId: 99, quantity: 1 }], method: 'cash' })).toThrow(new ValidationFailed({ 'lines.0.productId': counterSaleMessages.productNotFound }));
    expect(() => sell(initialBillingLog, { lines: [{ productId: 12, quantity: 0 }], method: 'cash' })).toThrow(ValidationFailed);
    expect(() => sell(initialBillingLog, { lines: ['\u0000'], method: 'cash' })).toThrow(ValidationFailed);
    const first = sell(initialBillingLog, { lines: [{ productId: 12, quantity: 1 }], method: 'card' }, { requestId: 'same' });
    expect(sell(fold(first), { lines: [{ productId: 12, quantity: 1 }], method: 'card' }, { requestId: 'same' })).toEqual([]);
  });

  it('is returned by a rectifying invoice by differences that gives the money back and names the units that go back to stock', () => {
    const sold = sell(initialBillingLog, { lines: [{ description: 'Instalación', quantity: 1, unitPriceCents: 500 }, { productId: 12, quantity: 2 }], method: 'card' });
    const data = sold[0]!.data as Extract<InvoiceEvent, { type: 'InvoiceIssued' }>['data'];
    const target: InvoiceFacts = { ...factsOf(sold[0]!), sale: data.sale };
    const giveBack = (form: unknown, requestId = `d-${++request}`) =>
      billingLogDecider.decide({ type: 'ReturnCounterSale', target, form, by, requestId, ...at('2027-03-11T10:00:00Z') }, fold(sold));
    expect(() => giveBack({ lines: [{ line: 1, quantity: 3 }], method: 'card', reason: 'No le vale' })).toThrow(new RuleBroken(counterSaleMessages.returnTooMany('Funda de silicona iPhone 13', 2)));
    expect(() => giveBack({ lines: [{ line: 1, quantity: 1 }], method: 'card', reason: '' })).toThrow(ValidationFailed);
    const [returned] = giveBack({ lines: [{ line: 1, quantity: 1 }], method: 'cash', reason: 'No le vale' });
    expect(returned).toMatchObject({
      data: {
        kind: 'rectifying',
        rectifies: { number: data.number, reason: 'No le vale' },
        lines: [{ description: 'Funda de silicona iPhone 13', quantity: -1, totalCents: -1_500 }],
        totals: { totalCents: -1_500 },
        sale: { payment: { amountCents: 1_500, method: 'cash' }, items: [{ productId: 12, quantity: 1 }] },
      },
    });
    const repairInvoice = { ...target, sale: null };
    expect(() => billingLogDecider.decide({ type: 'ReturnCounterSale', target: repairInvoice, form: {}, by, requestId: 'z-1', ...at('2027-03-11T10:00:00Z') }, fold(sold))).toThrow(
      new RuleBroken(counterSaleMessages.notACounterSale),
    );
  });

  it('is corrected by a rectifying invoice that pays the difference back (or charges it) by the method the clerk says, its units unmoved', () => {
    const sold = sell(initialBillingLog, { lines: [{ description: 'Instalación', quantity: 1, unitPriceCents: 1_500 }, { productId: 12, quantity: 2 }], method: 'card' });
    const data = sold[0]!.data as Extract<InvoiceEvent, { type: 'InvoiceIssued' }>['data'];
    const target: InvoiceFacts = { ...factsOf(sold[0]!), sale: data.sale };
    const rectify = (lines: unknown, method?: unknown) =>
      billingLogDecider.decide({ type: 'RectifyInvoice', target, lines, reason: 'Precio de oferta', method, by, requestId: `c-${++request}`, ...at('2027-03-11T10:00:00Z') }, fold(sold));
    const funda = { description: 'Funda de silicona iPhone 13', quantity: 2, unitPriceCents: 1_500 };
    // Cheaper: the difference goes back, by the method asked for.
    expect(() => rectify([{ description: 'Instalación', quantity: 1, unitPriceCents: 1_000 }, funda])).toThrow(new ValidationFailed({ method: counterSaleMessages.rectifyMethodRequired }, counterSaleMessages.rectifyMethodRequired));
    const [cheaper] = rectify([{ description: 'Instalación', quantity: 1, unitPriceCents: 1_000 }, funda], 'cash');
    expect(cheaper).toMatchObject({ data: { kind: 'rectifying', totals: { totalCents: -500 }, sale: { payment: { amountCents: 500, method: 'cash', note: expect.stringContaining('Precio de oferta') }, items: [] } } });
    // Dearer: the difference is charged.
    const [dearer] = rectify([{ description: 'Instalación', quantity: 1, unitPriceCents: 2_000 }, funda], 'bizum');
    expect(dearer).toMatchObject({ data: { totals: { totalCents: 500 }, sale: { payment: { amountCents: 500, method: 'bizum' }, items: [] } } });
    // Units are a return's: a product's units cannot change here.
    expect(() => rectify([{ description: 'Instalación', quantity: 1, unitPriceCents: 1_500 }, { ...funda, quantity: 1 }], 'cash')).toThrow(new RuleBroken(counterSaleMessages.rectifyKeepsUnits(funda.description)));
    // Only the wording: no money moves, no method asked.
    const [wording] = rectify([{ description: 'Instalación del protector', quantity: 1, unitPriceCents: 1_500 }, funda]);
    expect(wording).toMatchObject({ data: { totals: { totalCents: 0 }, sale: null } });
  });

  it('is not annulled, since its money and units moved: a return undoes it; an invoice without a sale still is', () => {
    const sold = sell(initialBillingLog, { lines: [{ productId: 12, quantity: 1 }], method: 'cash' });
    const data = sold[0]!.data as Extract<InvoiceEvent, { type: 'InvoiceIssued' }>['data'];
    const target: InvoiceFacts = { ...factsOf(sold[0]!), sale: data.sale };
    const annul = (facts: InvoiceFacts) =>
      billingLogDecider.decide({ type: 'AnnulInvoice', target: facts, reason: 'Emitida por error', requestId: `a-${++request}`, ...at('2027-03-10T12:00:00Z') }, fold(sold));
    expect(() => annul(target)).toThrow(new RuleBroken(counterSaleMessages.notAnnullable(data.number)));
    expect(annul({ ...target, sale: null })[0]).toMatchObject({ type: 'InvoiceAnnulled', data: { number: data.number } });
  });
});
