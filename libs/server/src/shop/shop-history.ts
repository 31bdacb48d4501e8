import { formatEuros, type OpeningRange, type ShopEvent, type ShopSettingsState } from '@taller/domain';
import type { HistoryChange } from '../shared/history.js';

/** Before → after of each setting an event changed, from the event alone (the screen formats them). */
export function shopChanges(_before: ShopSettingsState, event: ShopEvent, label: (field: string) => string): HistoryChange[] {
  const { from, to } = event.data as { from: Record<string, unknown>; to: Record<string, unknown> };
  return Object.keys(to).map((field) => ({ field, label: label(field), from: from[field] ?? null, to: to[field] }));
}

/** A setting's value in words, for the audit's lines and CSV: '10:00-14:00, 17:00-20:00', 'Cerrado', '3,00 €'. */
function wordsOf(field: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? 'Cerrado' : (value as OpeningRange[]).map((r) => `${r.opens}-${r.closes}`).join(', ');
  if (field === 'storageDailyFeeCents' && typeof value === 'number') return value === 0 ? 'Sin cargo' : formatEuros(value);
  return value === '' ? null : value;
}

/** The same changes with their values in words, as the audit shows them. */
export function shopAuditChanges(before: ShopSettingsState, event: ShopEvent, label: (field: string) => string): HistoryChange[] {
  return shopChanges(before, event, label).map((change) => ({
    ...change,
    from: wordsOf(change.field, change.from),
    to: wordsOf(change.field, change.to),
  }));
}
