import { repairDecider, type RepairCommand } from '../repair/repair.decide.js';
import type { RepairEvent } from '../repair/repair.events.js';
import { specFor } from '../testing/given-when-then.js';
import { RuleBroken, ValidationFailed } from './errors.js';
import { quoteMessages, quoteTotals } from './quote.js';

const given = specFor(repairDecider);
const NOW = new Date('2026-11-27T10:00:00Z');
const LATER = new Date('2026-11-28T09:00:00Z');

const registered: RepairEvent = {
  type: 'RepairRegistered',
  data: {
    repairId: 1, clientId: 3, device: 'Móvil', model: 'iPhone 13', contactNumber: '600 111 222', description: 'Pantalla rota',
    motive: '', priceCents: null, priceType: 'flexible', paymentMethod: 'cash', isPaid: false, internalNotes: '',
    entryDate: '2026-11-27', status: 'pending', origin: null, estimatedCompletion: null, unlockCode: null,
  },
};
const lines = [
  { kind: 'part', description: 'Pantalla OLED', quantity: 1, unitPriceCents: 7990 },
  { kind: 'labour', description: 'Cambio de pantalla', quantity: 1, unitPriceCents: 1000 },
];
const issue = (form: Record<string, unknown> = {}, now = NOW): RepairCommand => ({ type: 'IssueRepairQuote', form: { lines, ...form }, now });
const answer = (number: unknown, accept: unknown, extra: Partial<Extract<RepairCommand, { type: 'AnswerRepairQuote' }>> = {}): RepairCommand => ({
  type: 'AnswerRepairQuote',
  number,
  accept,
  online: true,
  decidedBy: null,
  now: LATER,
  ...extra,
});
const issued = (number = 1): RepairEvent => ({
  type: 'RepairQuoteIssued',
  data: { number, lines: lines as never, validUntil: '2026-12-12', notes: '', totalCents: 8990, issuedAt: NOW.toISOString(), email: null },
});
const waiting: RepairEvent = { type: 'RepairStatusChanged', data: { from: 'pending', to: 'waiting_user' } };

describe('A quote on a repair', () => {
  it('is numbered, totalled with IVA included, valid 15 days by default, and the repair waits for the customer', () => {
    given([registered]).when(issue()).then([issued(1), waiting]);
    expect(quoteTotals(lines)).toEqual({ totalCents: 8990, baseCents: 7430, ivaCents: 1560 });
  });

  it('refuses a form that is not a quote, each field in Spanish', () => {
    const error = given([registered]).when(issue({ lines: [] })).thenFails() as ValidationFailed;
    expect(error.errors).toEqual({ lines: quoteMessages.linesRequired });
    const bad = given([registered])
      .when(issue({ lines: [{ kind: 'gift', description: 'Pan\u0000talla', quantity: 0, unitPriceCents: -1 }], validUntil: 'mañana', notes: 5 }))
      .thenFails() as ValidationFailed;
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['lines.0.description', 'lines.0.kind', 'lines.0.quantity', 'lines.0.unitPriceCents', 'notes', 'validUntil'].sort());
    expect(() => repairDecider.decide(issue({ validUntil: '2026-11-26' }), [registered].reduce(repairDecider.evolve, repairDecider.initialState))).toThrow(
      new RuleBroken(quoteMessages.validUntilPast),
    );
  });

  it('accepted online: the answer, the quote’s total as the fixed price, and the repair goes on', () => {
    given([registered, issued(), waiting])
      .when(answer(1, true))
      .then([
        { type: 'RepairQuoteAccepted', data: { number: 1, channel: 'online', decidedBy: null, decidedAt: LATER.toISOString() } },
        { type: 'RepairDetailsCorrected', data: { changes: { priceCents: 8990, priceType: 'fixed' } } },
        { type: 'RepairStatusChanged', data: { from: 'waiting_user', to: 'in_progress' } },
      ]);
  });

  it('rejected by phone, recorded with who: the repair is finished unrepaired, ready to collect', () => {
    const gonzalo = { id: 2, name: 'Gonzalo Gerente' };
    given([registered, issued(), waiting])
      .when(answer(1, false, { online: false, channel: 'phone', decidedBy: gonzalo }))
      .then([
        { type: 'RepairQuoteRejected', data: { number: 1, channel: 'phone', decidedBy: gonzalo, decidedAt: LATER.toISOString() } },
        { type: 'RepairStatusChanged', data: { from: 'waiting_user', to: 'completed' } },
      ]);
    // Staff name how it came; the tracking page's own channel is not theirs to claim.
    expect(() => given([registered, issued(), waiting]).when(answer(1, true, { online: false, channel: 'online', decidedBy: gonzalo })).then([])).toThrow(
      quoteMessages.channelInvalid,
    );
  });

  it('answers only the latest quote, once, and only while it holds', () => {
    const reissued = [registered, issued(1), waiting, issued(2)];
    given(reissued).when(answer(1, true)).thenThrows(new RuleBroken(quoteMessages.notCurrent));
    given([...reissued, { type: 'RepairQuoteAccepted', data: { number: 2, channel: 'online', decidedBy: null, decidedAt: LATER.toISOString() } }])
      .when(answer(2, false))
      .thenThrows(new RuleBroken(quoteMessages.alreadyAccepted));
    given([registered, issued(1), waiting])
      .when(answer(1, true, { now: new Date('2026-12-13T10:00:00Z') }))
      .thenThrows(new RuleBroken(quoteMessages.expired('12/12/2026')));
    given([registered, issued(1), waiting]).when(answer(1, 'sí')).thenThrows(ValidationFailed);
    given([registered]).when(answer(1, true)).thenThrows(new RuleBroken(quoteMessages.notCurrent));
  });

  it('is not given to a finished, cancelled or collected repair, nor answered once the repair moved on', () => {
    const completed: RepairEvent = { type: 'RepairStatusChanged', data: { from: 'pending', to: 'completed' } };
    given([registered, completed]).when(issue()).thenThrows(new RuleBroken(quoteMessages.notQuotable));
    given([registered, { type: 'RepairStatusChanged', data: { from: 'pending', to: 'cancelled' } }]).when(issue()).thenThrows(new RuleBroken(quoteMessages.notQuotable));
    given([registered, issued(), waiting, { type: 'RepairStatusChanged', data: { from: 'waiting_user', to: 'completed' } }])
      .when(answer(1, true))
      .thenThrows(new RuleBroken(quoteMessages.noLongerAnswerable));
  });

  it('replaces one still unanswered with the next number, the repair already waiting', () => {
    given([registered, issued(1), waiting]).when(issue({ lines: [lines[0]] })).then([
      { type: 'RepairQuoteIssued', data: { number: 2, lines: [lines[0]] as never, validUntil: '2026-12-12', notes: '', totalCents: 7990, issuedAt: NOW.toISOString(), email: null } },
    ]);
  });
});
