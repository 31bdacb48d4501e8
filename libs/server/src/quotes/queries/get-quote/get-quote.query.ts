import { Query } from '@nestjs/cqrs';
import type { NoticeDelivery, QuoteView } from '@taller/domain';
import type { QuotedRecord } from '../../quoted-records.js';

/** A record's latest quote for staff: as the customer sees it, plus who recorded an answer and what became of its e-mail. */
export interface StaffQuote extends QuoteView {
  issuedAt: string;
  decidedBy: string | null;
  email: { subject: string; delivery: NoticeDelivery; deliveryLabel: string } | null;
}

/** Null when the record is not there; `{quote: null}` when it has none. */
export class GetQuote extends Query<{ quote: StaffQuote | null } | null> {
  constructor(
    readonly record: QuotedRecord,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
