import { Query } from '@nestjs/cqrs';
import type { ListQuery } from '../../../shared/list-query.js';
import type { PaymentJson } from './list-payments.handler.js';

export const PAYMENT_SORTABLE = ['position', 'day', 'amountCents', 'method'] as const;
export type PaymentSortField = (typeof PAYMENT_SORTABLE)[number];

/** The ledger's movements. Filters: `kind` + `recordId` (one record's), `day` (`YYYY-MM-DD`: one cash close's), `method`, `direction`. */
export class ListPayments extends Query<{ rows: PaymentJson[]; total: number }> {
  constructor(readonly list: ListQuery<PaymentSortField>) {
    super();
  }
}
