import { DEFAULT_WEEKLY_HOURS } from '../shop/shop.profile.js';
import {
  calendarPeriod,
  calendarRangeErrors,
  closingTime,
  daysOf,
  dueAt,
  isOpenWork,
  madridInstant,
  mondayOf,
  priorityOf,
  timeLeft,
  urgentHorizon,
} from './calendar.js';

const at = (iso: string) => new Date(iso);

describe('the work calendar', () => {
  it('starts weeks on Monday, whatever day it is asked from', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // Sunday belongs to the week before
    expect(mondayOf('2026-11-28')).toBe('2026-11-23'); // Saturday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('shows the previous, the current and the next week: 21 days from a Monday to a Sunday', () => {
    const period = calendarPeriod('2026-11-25');
    expect(period).toEqual({ from: '2026-11-16', to: '2026-12-06' });
    expect(daysOf(period.from, period.to)).toHaveLength(21);
    // The spec’s period header spans 8640 minutes (six days) past the start of the week: Monday to Sunday.
    expect(new Date(Date.parse(`${period.from}T00:00:00Z`) + 8640 * 60_000).toISOString().slice(0, 10)).toBe('2026-11-22');
  });

  it('dates work at the shop’s closing time, in Madrid, in winter and in summer', () => {
    expect(closingTime('2026-11-23')).toBe('20:00');
    expect(closingTime('2026-11-28')).toBe('14:00');
    expect(closingTime('2026-11-29')).toBeNull();
    expect(dueAt('2026-11-23').toISOString()).toBe('2026-11-23T19:00:00.000Z'); // UTC+1
    expect(dueAt('2026-07-15').toISOString()).toBe('2026-07-15T18:00:00.000Z'); // UTC+2
    expect(dueAt('2026-11-28').toISOString()).toBe('2026-11-28T13:00:00.000Z');
    expect(dueAt('2026-11-29').toISOString()).toBe('2026-11-29T22:59:00.000Z'); // closed: end of day
  });

  it('dates work at the closing time of the shop’s own hours when it sets them', () => {
    const hours = {
      ...DEFAULT_WEEKLY_HOURS,
      monday: [{ opens: '09:30', closes: '13:30' }, { opens: '17:00', closes: '20:30' }],
      saturday: [],
      sunday: [{ opens: '11:00', closes: '24:00' }],
    };
    expect(closingTime('2026-11-23', hours)).toBe('20:30');
    expect(closingTime('2026-11-28', hours)).toBeNull();
    expect(dueAt('2026-11-23', hours).toISOString()).toBe('2026-11-23T19:30:00.000Z');
    expect(dueAt('2026-11-28', hours).toISOString()).toBe('2026-11-28T22:59:00.000Z'); // closed now: end of day
    expect(dueAt('2026-11-29', hours).toISOString()).toBe('2026-11-29T22:59:00.000Z'); // open until midnight
  });

  it('finds Madrid’s instants on the days the clocks change', () => {
    expect(madridInstant('2026-03-29', '20:00').toISOString()).toBe('2026-03-29T18:00:00.000Z');
    expect(madridInstant('2026-10-25', '20:00').toISOString()).toBe('2026-10-25T19:00:00.000Z');
    expect(madridInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-28T23:30:00.000Z');
  });

  it('answers the same instant when asked again, as a date of its own each time', () => {
    const first = madridInstant('2026-10-25', '20:00');
    first.setTime(0);
    const again = madridInstant('2026-10-25', '20:00');
    expect(again).not.toBe(first);
    expect(again.toISOString()).toBe('2026-10-25T19:00:00.000Z');
  });

  it('words the time left: minutes under an hour, hours under a day, then days', () => {
    const due = at('2026-11-24T19:00:00Z');
    expect(timeLeft(due, at('2026-11-24T18:25:00Z'))).toEqual({ overdue: false, minutes: 35, label: 'Vence en 35 min' });
    expect(timeLeft(due, at('2026-11-24T14:00:00Z')).label).toBe('Vence en 5 h');
    expect(timeLeft(due, at('2026-11-23T18:00:00Z')).label).toBe('Vence mañana');
    expect(timeLeft(due, at('2026-11-22T20:00:00Z')).label).toBe('Vence en 2 días');
    expect(timeLeft(due, at('2026-11-24T19:00:00Z')).label).toBe('Vence en 0 min');
  });

  it('marks late work as overdue and says for how long', () => {
    const due = at('2026-11-24T19:00:00Z');
    expect(timeLeft(due, at('2026-11-24T19:10:00Z'))).toEqual({ overdue: true, minutes: -10, label: 'Vencido hace 10 min' });
    expect(timeLeft(due, at('2026-11-24T23:30:00Z')).label).toBe('Vencido hace 4 h');
    expect(timeLeft(due, at('2026-11-25T19:30:00Z')).label).toBe('Vencido hace 1 día');
    expect(timeLeft(due, at('2026-11-28T19:30:00Z')).label).toBe('Vencido hace 4 días');
  });

  it('ranks open work by how soon it is due; finished work is never pressing', () => {
    const now = at('2026-11-23T09:00:00Z');
    expect(priorityOf(at('2026-11-23T08:00:00Z'), now, true)).toBe('urgent');
    expect(priorityOf(at('2026-11-23T19:00:00Z'), now, true)).toBe('urgent');
    expect(priorityOf(at('2026-11-24T19:00:00Z'), now, true)).toBe('high');
    expect(priorityOf(at('2026-11-27T19:00:00Z'), now, true)).toBe('medium');
    expect(priorityOf(at('2026-12-10T19:00:00Z'), now, true)).toBe('low');
    expect(priorityOf(at('2026-11-23T08:00:00Z'), now, false)).toBe('low');
  });

  it('knows which work still waits: a ready order does, a delivered one does not', () => {
    expect(isOpenWork('repair', 'waiting_user')).toBe(true);
    expect(isOpenWork('repair', 'completed')).toBe(false);
    expect(isOpenWork('revision', 'scheduled')).toBe(true);
    expect(isOpenWork('revision', 'archived')).toBe(false);
    expect(isOpenWork('order', 'ready')).toBe(true);
    expect(isOpenWork('order', 'delivered')).toBe(false);
  });

  it('looks 48 hours ahead for urgent work', () => {
    expect(urgentHorizon(at('2026-11-23T22:30:00Z'))).toBe('2026-11-25'); // Tuesday 23:30 in Madrid → Thursday 23:30
  });

  it('accepts real, ordered ranges of at most 62 days', () => {
    expect(calendarRangeErrors('2026-11-16', '2026-12-06')).toEqual({});
    expect(calendarRangeErrors('2026-13-01', '2026-12-06')).toEqual({ from: 'La fecha de inicio no es válida (AAAA-MM-DD)' });
    expect(calendarRangeErrors('2026-11-16', 'mañana')).toEqual({ to: 'La fecha de fin no es válida (AAAA-MM-DD)' });
    expect(calendarRangeErrors('2026-12-06', '2026-11-16')).toEqual({ to: 'La fecha de fin no puede ser anterior a la de inicio' });
    expect(calendarRangeErrors('2026-01-01', '2026-12-31')).toEqual({ to: 'No se pueden pedir más de 62 días a la vez' });
  });
});
