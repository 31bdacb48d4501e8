import { addDays, addMonths, daysBetween } from '../shared/dates.js';
import { isAbandonedCandidate, pickupNoticeDays, storageFee, underWarranty, warrantyEnd, type PickupStage } from './repair.terms.js';

describe('Storage fee', () => {
  it('is free for 10 days after the completion notice, then 3 € a day', () => {
    expect(storageFee('2026-11-01', '2026-11-01')).toEqual({ chargedDays: 0, feeCents: 0 });
    expect(storageFee('2026-11-01', '2026-11-11')).toEqual({ chargedDays: 0, feeCents: 0 });
    expect(storageFee('2026-11-01', '2026-11-12')).toEqual({ chargedDays: 1, feeCents: 300 });
    expect(storageFee('2026-11-01', '2026-12-01')).toEqual({ chargedDays: 20, feeCents: 6000 });
  });

  it('counts calendar days across the change to winter time and month ends', () => {
    expect(storageFee('2026-10-20', '2026-11-05')).toEqual({ chargedDays: 6, feeCents: 1800 });
  });

  it('takes the shop’s own terms', () => {
    expect(storageFee('2026-11-01', '2026-11-12', { freeDays: 7, dailyFeeCents: 250 })).toEqual({ chargedDays: 4, feeCents: 1000 });
  });
});

describe('Warranty', () => {
  it('ends 3 months after collection, on the last day of a shorter month', () => {
    expect(warrantyEnd('2026-11-22')).toBe('2027-02-22');
    expect(warrantyEnd('2026-11-30')).toBe('2027-02-28');
    expect(warrantyEnd('2027-11-30')).toBe('2028-02-29');
    expect(underWarranty('2026-11-22', '2027-02-22')).toBe(true);
    expect(underWarranty('2026-11-22', '2027-02-23')).toBe(false);
    expect(underWarranty('2026-11-22', '2026-11-21')).toBe(false);
  });
});

describe('Abandoned devices', () => {
  it('are those uncollected 90 days after the completion notice', () => {
    expect(isAbandonedCandidate({ noticeDay: '2026-08-24', collectedDay: null }, '2026-11-22')).toBe(true);
    expect(isAbandonedCandidate({ noticeDay: '2026-08-25', collectedDay: null }, '2026-11-22')).toBe(false);
    expect(isAbandonedCandidate({ noticeDay: '2026-08-01', collectedDay: '2026-08-02' }, '2026-11-22')).toBe(false);
    expect(isAbandonedCandidate({ noticeDay: null, collectedDay: null }, '2026-11-22')).toBe(false);
  });
});

describe('Calendar days', () => {
  it('add and count days and months', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 3)).toBe('2027-03-15');
  });
});

describe('The pickup stages', () => {
  const today = '2026-11-25';
  const inStage = (stage: PickupStage, noticeDay: string | null) => {
    const days = pickupNoticeDays(stage, today);
    if (noticeDay === null) return days.withoutNotice;
    return (days.noticeOnOrAfter === undefined || noticeDay >= days.noticeOnOrAfter) && (days.noticeOnOrBefore === undefined || noticeDay <= days.noticeOnOrBefore);
  };

  it('agree with the storage fee and the abandonment rule for every notice day of the last year', () => {
    for (let back = 0; back <= 400; back++) {
      const noticeDay = addDays(today, -back);
      const charged = storageFee(noticeDay, today).chargedDays > 0;
      expect({ back, ready: inStage('ready', noticeDay), storage: inStage('storage', noticeDay) }).toEqual({ back, ready: !charged, storage: charged });
      expect({ back, abandonable: inStage('abandonable', noticeDay) }).toEqual({
        back,
        abandonable: isAbandonedCandidate({ noticeDay, collectedDay: null }, today),
      });
    }
  });

  it('count a finished device whose owner was not told yet as ready, never as charged or abandoned', () => {
    expect([inStage('ready', null), inStage('storage', null), inStage('abandonable', null)]).toEqual([true, false, false]);
  });
});
