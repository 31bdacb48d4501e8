import { formatDay, isCalendarDay, madridDay } from './dates.js';
import { eurosToCents, formatEuros } from './money.js';

describe('Money', () => {
  it('is shown in Spanish format with two decimals, 0,00 € when missing', () => {
    expect(formatEuros(123456)).toBe('1.234,56\u00a0€');
    expect(formatEuros(5)).toBe('0,05\u00a0€');
    expect(formatEuros(null)).toBe('0,00\u00a0€');
  });
  it('turns typed euros into cents without float drift', () => {
    expect(eurosToCents('19,99')).toBe(1999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents('abc')).toBeNull();
  });
});

describe('Dates', () => {
  it('are Madrid days whatever the server’s zone', () => {
    expect(madridDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(madridDay('2026-12-31T22:59:00Z')).toBe('2026-12-31');
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
  });
  it('knows a real calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('22/11/2026')).toBe(false);
  });
});
