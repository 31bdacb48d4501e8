import { Query } from '@nestjs/cqrs';
import type { QuoteView } from '@taller/domain';
import type { NoticeDelivery } from '../../notices/notice-outbox.js';

/** A repair's latest quote for staff: as the customer sees it, plus who recorded an answer and what became of its e-mail. */
export interface StaffQuote extends QuoteView {
  issuedAt: string;
  decidedBy: string | null;
  email: { subject: string; delivery: NoticeDelivery; deliveryLabel: string } | null;
}

/** Null when the repair is not there; `{quote: null}` when it has none. */
export class GetRepairQuote extends Query<{ quote: StaffQuote | null } | null> {
  constructor(
    readonly repairId: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
