import { RuleBroken, ValidationFailed } from '../shared/errors.js';
import { quoteMessages } from '../shared/quote.js';
import { specFor } from '../testing/given-when-then.js';
import { repairFromRevision, revisionDecider, type RevisionCommand } from './revision.decide.js';
import type { RevisionEvent } from './revision.events.js';
import { evolveRevision, initialRevision, type Revision } from './revision.js';

const given = specFor(revisionDecider);
const NOW = new Date('2026-11-27T10:00:00Z');
const LATER = new Date('2026-11-28T09:00:00Z');

const registered: RevisionEvent = {
  type: 'RevisionRegistered',
  data: {
    revisionId: 7, clientId: 3, status: 'pending', device: 'Portátil', model: 'HP Pavilion 15', contactNumber: '600 111 222',
    motive: 'diagnostico', description: 'Se calienta mucho', internalNotes: '', date: '2026-11-24', unlockCode: null,
  },
};
const lines = [
  { kind: 'part', description: 'Ventilador', quantity: 1, unitPriceCents: 2490 },
  { kind: 'labour', description: 'Limpieza y pasta térmica', quantity: 1, unitPriceCents: 3000 },
];
const issue = (form: Record<string, unknown> = {}): RevisionCommand => ({ type: 'IssueRevisionQuote', form: { lines, ...form }, now: NOW });
const answer = (number: unknown, accept: unknown, extra: Partial<Extract<RevisionCommand, { type: 'AnswerRevisionQuote' }>> = {}): RevisionCommand => ({
  type: 'AnswerRevisionQuote', number, accept, online: true, decidedBy: null, now: LATER, ...extra,
});
const issued = (number = 1): RevisionEvent => ({
  type: 'RevisionQuoteIssued',
  data: { number, lines: lines as never, validUntil: '2026-12-12', notes: '', totalCents: 5490, issuedAt: NOW.toISOString(), email: null },
});
const awaiting: RevisionEvent = { type: 'RevisionStatusChanged', data: { from: 'pending', to: 'pending_approval' } };
const online = { number: 1, channel: 'online' as const, decidedBy: null, decidedAt: LATER.toISOString() };

describe('A quote on a revision', () => {
  it('is numbered and totalled, and the revision waits for the customer’s approval', () => {
    given([registered]).when(issue()).then([issued(1), awaiting]);
  });

  it('accepted online: the answer is recorded, and the repair it becomes takes the quote’s total as a fixed price', () => {
    given([registered, issued(), awaiting]).when(answer(1, true)).then([{ type: 'RevisionQuoteAccepted', data: online }]);
    const revision = [registered, issued(), awaiting, { type: 'RevisionQuoteAccepted', data: online } as RevisionEvent].reduce(evolveRevision, initialRevision as Revision);
    if (!revision.exists) throw new Error('registered');
    expect(repairFromRevision(revision, '2026-11-24')).toMatchObject({ priceCents: 5490, priceType: 'fixed' });
  });

  it('rejected: the revision is done, the device waits to be collected, and the repair it might become has no price', () => {
    given([registered, issued(), awaiting]).when(answer(1, false)).then([
      { type: 'RevisionQuoteRejected', data: online },
      { type: 'RevisionStatusChanged', data: { from: 'pending_approval', to: 'completed' } },
    ]);
    const unanswered = [registered].reduce(evolveRevision, initialRevision as Revision);
    if (!unanswered.exists) throw new Error('registered');
    expect(repairFromRevision(unanswered, '2026-11-24')).toMatchObject({ priceCents: null, priceType: 'flexible' });
  });

  it('by phone, with who took it; a bad channel or decision is refused in Spanish', () => {
    const by = { id: 4, name: 'Gonzalo Gerente' };
    given([registered, issued(), awaiting])
      .when(answer(1, true, { online: false, channel: 'phone', decidedBy: by }))
      .then([{ type: 'RevisionQuoteAccepted', data: { ...online, channel: 'phone', decidedBy: by } }]);
    expect(given([registered, issued(), awaiting]).when(answer(1, true, { online: false, channel: 'paloma' })).thenFails()).toEqual(new RuleBroken(quoteMessages.channelInvalid));
    expect(given([registered, issued(), awaiting]).when(answer(1, 'sí')).thenFails()).toBeInstanceOf(ValidationFailed);
  });

  it('only the latest, once: an answered, replaced or expired quote takes no answer', () => {
    const accepted: RevisionEvent = { type: 'RevisionQuoteAccepted', data: online };
    expect(given([registered, issued(), awaiting, accepted]).when(answer(1, false)).thenFails()).toEqual(new RuleBroken(quoteMessages.alreadyAccepted));
    expect(given([registered, issued(1), awaiting, issued(2)]).when(answer(1, true)).thenFails()).toEqual(new RuleBroken(quoteMessages.notCurrent));
    expect(given([registered, issued(), awaiting]).when(answer(1, true, { now: new Date('2026-12-13T10:00:00Z') })).thenFails()).toBeInstanceOf(RuleBroken);
  });

  it('a finished, archived or converted revision takes no quote', () => {
    const done: RevisionEvent = { type: 'RevisionStatusChanged', data: { from: 'pending', to: 'completed' } };
    const converted: RevisionEvent = { type: 'RevisionConvertedToRepair', data: { repairId: 12, unlockCode: null } };
    expect(given([registered, done]).when(issue()).thenFails()).toEqual(new RuleBroken(quoteMessages.revisionNotQuotable));
    expect(given([registered, converted]).when(issue()).thenFails()).toEqual(new RuleBroken(quoteMessages.revisionNotQuotable));
    expect(given([registered, issued(), awaiting, converted]).when(answer(1, true)).thenFails()).toEqual(new RuleBroken(quoteMessages.revisionNoLongerAnswerable));
  });
});
