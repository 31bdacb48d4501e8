import { Query } from '@nestjs/cqrs';
import type { QuotedRecord } from '../../quoted-records.js';
import type { StaffQuoteJson } from '../../quote.json.js';

/** A record's latest quote for staff: as the customer sees it, plus who recorded an answer and what became of its e-mail (quote.json.ts). */
export type StaffQuote = StaffQuoteJson;

/** Null when the record is not there; `{quote: null}` when it has none. */
export class GetQuote extends Query<{ quote: StaffQuote | null } | null> {
  constructor(
    readonly record: QuotedRecord,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
