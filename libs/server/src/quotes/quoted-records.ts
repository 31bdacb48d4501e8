import { isQuotableRepair, isQuotableRevision, repairMessages, revisionMessages, type Repair, type Revision } from '@taller/domain';
import { repairAggregate } from '../repairs/repair.stream.js';
import { revisionAggregate } from '../revisions/revision.stream.js';

/**
 * The records that take a quote: a repair (the price of its work) and a revision (the price of
 * the repair it would become). One set of handlers serves both; what differs is here.
 */
export const QUOTED_KINDS = ['repair', 'revision'] as const;
export type QuotedKind = (typeof QUOTED_KINDS)[number];
export interface QuotedRecord {
  kind: QuotedKind;
  id: number;
}

export const quotedAggregate = ({ kind, id }: QuotedRecord) => (kind === 'repair' ? repairAggregate(id) : revisionAggregate(id));

export const quotedMessages = { repair: repairMessages, revision: revisionMessages } as const;

/** The commands of each kind: the same fields under each decider's own name. */
export const quoteCommandTypes = {
  repair: { issue: 'IssueRepairQuote', answer: 'AnswerRepairQuote' },
  revision: { issue: 'IssueRevisionQuote', answer: 'AnswerRevisionQuote' },
} as const;

/** A live record as the quote handlers read it (null when missing or deleted). */
export type QuotedState = Extract<Repair, { exists: true }> | Extract<Revision, { exists: true }>;

export function liveQuoted(state: Repair | Revision): QuotedState | null {
  return state.exists && !state.deleted ? state : null;
}

/** Whether the record still takes a quote, or an answer to one. */
export function quoteOpen(kind: QuotedKind, record: QuotedState): boolean {
  if (kind === 'repair') {
    const repair = record as Extract<Repair, { exists: true }>;
    return isQuotableRepair({ status: repair.status, collected: repair.collectedDay !== null });
  }
  return isQuotableRevision(record as Extract<Revision, { exists: true }>);
}

/** «reparación nº 12 (Móvil iPhone 13)», as the quote's e-mail names the job. */
export function quotedJob({ kind, id }: QuotedRecord, record: QuotedState): string {
  const what = [record.device, record.model].filter(Boolean).join(' ');
  return `${kind === 'repair' ? 'reparación' : 'revisión'} nº ${id}${what ? ` (${what})` : ''}`;
}
