import { expectedCashCents, type CashCloseEvent, type CashDay } from '@taller/domain';
import { fieldsSet, type HistoryChange } from '../shared/history.js';

/** What a close or a correction recorded, for the audit: the count against what was expected. */
export function cashChangesOf(_before: CashDay, event: CashCloseEvent, label: (field: string) => string): HistoryChange[] {
  const count = event.data;
  return fieldsSet(
    {
      ...(event.type === 'CashDayClosed' ? { day: event.data.day } : {}),
      floatCents: count.floatCents,
      expectedCashCents: expectedCashCents(count.floatCents, count.expected),
      countedCashCents: count.countedCashCents,
      differenceCents: count.differenceCents,
      note: count.note,
      by: count.by.name,
    },
    label,
  );
}
