import { describe, expect, it } from '@jest/globals';
import { formatEuros } from '@taller/domain';
import { priceText } from '../shared/price';
import { formatHistoryValue } from './historyValues';

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
