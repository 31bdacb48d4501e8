import { z } from 'zod';
import { addDays, formatDay, isCalendarDay, madridDay } from './dates.js';
import { RuleBroken } from './errors.js';
import { IVA_PERCENT } from '../order/order.labels.js';
import { multiLineText, oneLineText } from './text.js';
import { validate } from './validation.js';
import { formatEuros } from './money.js';
import { quoteChannelLabels, quoteLineKindLabels, quoteMessages as m, QUOTE_DECISION_CHANNELS, QUOTE_LINE_KINDS, type QuoteDecisionChannel, type QuoteLineKind } from './quote.messages.js';

export { quoteMessages, QUOTE_DECISION_CHANNELS, QUOTE_LINE_KINDS, quoteLineKindLabels, quoteChannelLabels } from './quote.messages.js';
export type { QuoteDecisionChannel, QuoteLineKind } from './quote.messages.js';

/**
 * A quote (presupuesto) on a repair: lines of parts and labour, prices with IVA included as the
 * shop shows them (the 21 % broken down on the total), until a day, with notes. The customer
 * accepts or rejects it on the tracking page, or staff record the answer given in person or by
 * phone, with who. A new quote replaces one still unanswered; an answered one stays as it was.
 */

export const QUOTE_MAX_LINES = 30;
export const QUOTE_MAX_LINE_CENTS = 100_000_000;
/** Days a quote holds when the form names none. */
export const QUOTE_DEFAULT_VALID_DAYS = 15;

const cents = (message: string) => z.number({ error: message }).int(message).min(0, message).max(QUOTE_MAX_LINE_CENTS, message);

export const quoteLine = z.object({
  kind: z.enum(QUOTE_LINE_KINDS, { error: m.lineKindInvalid }),
  description: oneLineText({ label: m.lineDescriptionLabel, max: 200, error: m.lineDescriptionRequired }).min(1, m.lineDescriptionRequired),
  quantity: z.number({ error: m.lineQuantityInvalid }).int(m.lineQuantityInvalid).min(1, m.lineQuantityInvalid).max(99, m.lineQuantityInvalid),
  unitPriceCents: cents(m.linePriceInvalid),
});
export type QuoteLine = z.infer<typeof quoteLine>;

/** The form staff send; `validUntil` defaults to 15 days on. */
export const quoteForm = z.object({
  lines: z.array(quoteLine, { error: m.linesRequired }).min(1, m.linesRequired).max(QUOTE_MAX_LINES, m.tooManyLines),
  validUntil: z.string({ error: m.validUntilInvalid }).refine(isCalendarDay, m.validUntilInvalid).optional(),
  notes: multiLineText({ label: m.notesLabel, max: 2000 }).default(''),
});

/** What a quote's event records when it is given. */
export const quoteIssued = z.object({
  /** 1 for a record's first quote, 2 for the next… the customer answers one by its number. */
  number: z.number().int().positive(),
  lines: z.array(quoteLine),
  validUntil: z.string(),
  notes: z.string(),
  totalCents: z.number().int().nonnegative(),
  issuedAt: z.string(),
  /** The e-mail that sent it, queued in the outbox (subject and text; the address stays there); null when none was sent. */
  email: z.object({ outboxId: z.number().int().positive(), subject: z.string(), text: z.string() }).nullable(),
});
export type QuoteIssued = z.infer<typeof quoteIssued>;

/** What an answer records: which quote, how it came, who took it (null: the customer online). */
export const quoteDecided = z.object({
  number: z.number().int().positive(),
  channel: z.enum(QUOTE_DECISION_CHANNELS),
  decidedBy: z.object({ id: z.number().int().positive().nullable(), name: z.string() }).nullable(),
  decidedAt: z.string(),
});
export type QuoteDecided = z.infer<typeof quoteDecided>;

/** A record's latest quote as its decider keeps it. */
export interface Quote extends QuoteIssued {
  decision: null | { accepted: boolean; channel: QuoteDecisionChannel; decidedBy: { id: number | null; name: string } | null; decidedAt: string };
}

export const lineTotalCents = (line: Pick<QuoteLine, 'quantity' | 'unitPriceCents'>) => line.quantity * line.unitPriceCents;

/** The total with IVA, and its 21 % broken down (base rounded to the cent, IVA the rest). */
export function quoteTotals(lines: readonly Pick<QuoteLine, 'quantity' | 'unitPriceCents'>[]): { totalCents: number; baseCents: number; ivaCents: number } {
  const totalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const baseCents = Math.round((totalCents * 100) / (100 + IVA_PERCENT));
  return { totalCents, baseCents, ivaCents: totalCents - baseCents };
}

/** Where a quote stands on `today`: answered, still open, or past its day with no answer. */
export function quoteState(quote: Quote, today: string): 'accepted' | 'rejected' | 'pending' | 'expired' {
  if (quote.decision) return quote.decision.accepted ? 'accepted' : 'rejected';
  return today > quote.validUntil ? 'expired' : 'pending';
}

/** A new quote from the form: checked, numbered after `previous`, valid until a day not before today. */
export function newQuote(form: unknown, previous: Quote | null, now: Date, email: QuoteIssued['email']): QuoteIssued {
  const checked = validate(quoteForm, form, m.formHasErrors);
  const today = madridDay(now);
  const validUntil = checked.validUntil ?? addDays(today, QUOTE_DEFAULT_VALID_DAYS);
  if (validUntil < today) throw new RuleBroken(m.validUntilPast);
  return {
    number: (previous?.number ?? 0) + 1,
    lines: checked.lines,
    validUntil,
    notes: checked.notes,
    totalCents: quoteTotals(checked.lines).totalCents,
    issuedAt: now.toISOString(),
    email,
  };
}

/**
 * An answer to the quote `number`: only the latest, only once, and only while it holds (an
 * expired quote needs a new one: its prices may no longer be the shop's).
 */
export function answerQuote(quote: Quote | null, number: unknown, now: Date): Quote {
  if (!quote || quote.number !== number) throw new RuleBroken(m.notCurrent);
  if (quote.decision) throw new RuleBroken(quote.decision.accepted ? m.alreadyAccepted : m.alreadyRejected);
  if (madridDay(now) > quote.validUntil) throw new RuleBroken(m.expired(formatDay(quote.validUntil)));
  return quote;
}

export interface QuoteView {
  number: number;
  lines: { kind: QuoteLineKind; kindLabel: string; description: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  totalCents: number;
  baseCents: number;
  ivaCents: number;
  validUntil: string;
  notes: string;
  state: 'pending' | 'accepted' | 'rejected' | 'expired';
  answeredAt: string | null;
  /** How the answer came ('En la web', 'Por teléfono'…), never who took it. */
  answeredBy: string | null;
  answerable: boolean;
}

/**
 * A quote as the customer sees it on `today` (no staff names: the channel says how the answer
 * came); `open`: whether its record still takes an answer.
 */
export function quoteView(quote: Quote, today: string, open: boolean): QuoteView {
  const state = quoteState(quote, today);
  return {
    number: quote.number,
    lines: quote.lines.map((line) => ({ ...line, kindLabel: quoteLineKindLabels[line.kind], totalCents: lineTotalCents(line) })),
    ...quoteTotals(quote.lines),
    validUntil: quote.validUntil,
    notes: quote.notes,
    state,
    answeredAt: quote.decision?.decidedAt ?? null,
    answeredBy: quote.decision ? quoteChannelLabels[quote.decision.channel] : null,
    answerable: state === 'pending' && open,
  };
}

/** What the history says of a quote's events: the quote in one line, or the answer with how and who. */
export function quoteChangesOf(
  event: { type: `${string}QuoteIssued`; data: QuoteIssued } | { type: `${string}QuoteAccepted` | `${string}QuoteRejected`; data: QuoteDecided },
): { field: string; label: string; from: unknown; to: unknown }[] {
  if (event.type.endsWith('QuoteIssued')) {
    const quote = event.data as QuoteIssued;
    const lines = quote.lines.map((line) => `${line.quantity} × ${line.description} (${formatEuros(line.unitPriceCents)})`).join('; ');
    return [
      { field: 'quote', label: m.label, from: null, to: `nº ${quote.number}: ${lines}. Total ${formatEuros(quote.totalCents)} IVA incluido, válido hasta el ${formatDay(quote.validUntil)}` },
      ...(quote.email ? [{ field: 'emailSubject', label: 'Asunto del correo', from: null, to: quote.email.subject }] : []),
    ];
  }
  const answer = event.data as QuoteDecided;
  const accepted = event.type.endsWith('QuoteAccepted');
  const how = [quoteChannelLabels[answer.channel], answer.decidedBy?.name].filter(Boolean).join(', ');
  return [{ field: 'quoteAnswer', label: 'Respuesta al presupuesto', from: null, to: `nº ${answer.number} ${accepted ? 'aceptado' : 'rechazado'} (${how})` }];
}

/** How an answer came: checked against the channels staff may record (`online` is the tracking page's). */
export function decisionChannel(channel: unknown, online: boolean): QuoteDecisionChannel {
  if (online) return 'online';
  const parsed = z.enum(['phone', 'in_person']).safeParse(channel);
  if (!parsed.success) throw new RuleBroken(m.channelInvalid);
  return parsed.data;
}
