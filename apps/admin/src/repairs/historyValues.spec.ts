import { describe, expect, it } from '@jest/globals';
import { formatEuros } from '@taller/domain';
import { priceText } from '../shared/price';
import type { HistoryEvent } from '../providers/types';
import { formatHistoryValue, repairEventRecordsValues } from './historyValues';

describe('a repair with no price', () => {
  it('reads "Por determinar" wherever a price is shown, never 0,00 €', () => {
    expect(priceText(null)).toBe('Por determinar');
    expect(priceText(undefined)).toBe('Por determinar');
    expect(priceText(0)).toBe(formatEuros(0)); // a price of nothing, set on purpose
    expect(priceText(4500)).toBe(formatEuros(4500));
  });

  it('reads "Por determinar" in the history when a price is taken away, and other empty fields stay empty', () => {
    expect(formatHistoryValue('priceCents', null)).toBe('Por determinar');
    expect(formatHistoryValue('priceCents', 4500)).toBe(formatEuros(4500));
    expect(formatHistoryValue('priceCents', undefined)).toBeNull();
    expect(formatHistoryValue('motive', null)).toBeNull();
  });
});

describe('the money of a repair in its history', () => {
  it('reads a payment’s amount in euros and its method by its Spanish name', () => {
    expect(formatHistoryValue('amountCents', 4_000)).toBe(formatEuros(4_000));
    expect(formatHistoryValue('method', 'bizum')).toBe('Bizum');
    expect(formatHistoryValue('method', 'transfer')).toBe('Transferencia');
  });

  it('reads what stayed owed at the handover in euros, and the day of the handover as dd/mm/yyyy', () => {
    expect(formatHistoryValue('owedCents', 8_000)).toBe(formatEuros(8_000));
    expect(formatHistoryValue('collectedDay', '2026-11-28')).toBe('28/11/2026');
  });

  it('reads payments, refunds and the handover as the values they record, other events as changes', () => {
    const event = (type: string) => ({ type }) as HistoryEvent;
    expect(['RepairPaymentReceived', 'RepairRefundGiven', 'RepairCollected'].map((type) => repairEventRecordsValues(event(type)))).toEqual([true, true, true]);
    expect(repairEventRecordsValues(event('RepairDetailsCorrected'))).toBe(false);
  });
});
