import { addDays, daysBetween, isCalendarDay, madridDay, SHOP_TIME_ZONE } from '../shared/dates.js';
import { OPEN_ORDER_STATUSES } from '../order/order.rules.js';
import { OPEN_REPAIR_STATUSES } from '../repair/repair.rules.js';
import { OPEN_REVISION_STATUSES } from '../revision/revision.rules.js';
import { closingTimeOn, DEFAULT_WEEKLY_HOURS, type WeeklyHours } from '../shop/shop.profile.js';
import { workTypeLabels } from './calendar.labels.js';

/**
 * The work calendar's rules (spec: work calendar, §9): three weeks from the Monday before
 * this one, dated work due at the shop's closing time of its day, and the urgent list of
 * the work due in the next 48 hours or already late, with the time left in words.
 */
export const CALENDAR_WEEKS = 3;
export const URGENT_WINDOW_HOURS = 48;
/** A longer range is refused: the screen shows three weeks, a month view would be five. */
export const CALENDAR_MAX_DAYS = 62;

export const WORK_TYPES = ['repair', 'revision', 'order'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

/** How each kind of work is named: `calendar.labels.ts`, without zod. */
export { workTypeLabels };

/** Statuses in which each kind of work still waits for the shop or its customer. */
export const OPEN_STATUSES: Record<WorkType, readonly string[]> = {
  repair: OPEN_REPAIR_STATUSES,
  revision: OPEN_REVISION_STATUSES,
  order: OPEN_ORDER_STATUSES,
};

export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const priorityLabels: Record<Priority, string> = {
  low: 'Baja',
  medium: 'Media',
  high: 'Alta',
  urgent: 'Urgente',
};

export const calendarMessages = {
  fromInvalid: 'La fecha de inicio no es válida (AAAA-MM-DD)',
  toInvalid: 'La fecha de fin no es válida (AAAA-MM-DD)',
  toBeforeFrom: 'La fecha de fin no puede ser anterior a la de inicio',
  rangeTooLong: `No se pueden pedir más de ${CALENDAR_MAX_DAYS} días a la vez`,
  typeInvalid: 'Tipo de trabajo no válido: usa repair, revision u order',
  statusInvalid: 'Estado no válido',
} as const;

/** The Monday of the week of `day` (weeks start on Monday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The calendar's three weeks around `today`: the previous, the current and the next. */
export function calendarPeriod(today: string, weeks = CALENDAR_WEEKS): { from: string; to: string } {
  const from = addDays(mondayOf(today), -7);
  return { from, to: addDays(from, weeks * 7 - 1) };
}

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The shop's closing time on `day` by its opening hours ('Ajustes del taller'; by default the
 * spec's §9: Monday to Friday 20:00, Saturday 14:00), or null on a day it is closed. Work dated
 * on a day is due by then.
 */
export function closingTime(day: string, hours: WeeklyHours = DEFAULT_WEEKLY_HOURS): string | null {
  return closingTimeOn(day, hours);
}

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Instants by wall time: working one out formats a date twice, which a calendar of months of late
 * work did hundreds of times per answer (one per day shown). The answer for a day and time never
 * changes, so it is worked out once.
 */
const instantOfWallTime = new Map<string, number>();
const REMEMBERED_WALL_TIMES = 20_000;

/** The instant when the clocks of Madrid show `time` on `day` (summer and winter time alike). */
export function madridInstant(day: string, time: string): Date {
  const key = `${day}T${time}`;
  let instant = instantOfWallTime.get(key);
  if (instant === undefined) {
    instant = wallTimeInMadrid(day, time);
    if (instantOfWallTime.size >= REMEMBERED_WALL_TIMES) instantOfWallTime.clear();
    instantOfWallTime.set(key, instant);
  }
  return new Date(instant);
}

function wallTimeInMadrid(day: string, time: string): number {
  const wall = Date.parse(`${day}T${time}:00Z`);
  let instant = wall;
  // Madrid is UTC+1 or +2: two corrections settle it, also on the days the clocks change.
  for (let i = 0; i < 2; i++) {
    const parts = Object.fromEntries(madridParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
    const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
    instant += wall - shown;
  }
  return instant;
}

/** When work dated `day` is due: the shop's closing time, or the end of the day when closed. */
export function dueAt(day: string, hours: WeeklyHours = DEFAULT_WEEKLY_HOURS): Date {
  const closes = closingTime(day, hours) ?? '23:59';
  // '24:00' (open until midnight) is the end of that day.
  return madridInstant(day, closes === '24:00' ? '23:59' : closes);
}

export interface TimeLeft {
  overdue: boolean;
  /** Whole minutes until due; negative once overdue. */
  minutes: number;
  /** In words: 'Vence en 35 min', 'Vence en 5 h', 'Vence mañana', 'Vencido hace 2 días'… */
  label: string;
}

const amount = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** How long until work due at `due` (spec: minutes under 1 hour, hours under a day, then days). */
export function timeLeft(due: Date, now: Date): TimeLeft {
  const minutes = Math.floor((due.getTime() - now.getTime()) / 60_000);
  if (minutes < 0) {
    const late = -minutes;
    const ago =
      late < 60 ? `${late} min` : late < 24 * 60 ? `${Math.floor(late / 60)} h` : amount(Math.floor(late / (24 * 60)), 'día', 'días');
    return { overdue: true, minutes, label: `Vencido hace ${ago}` };
  }
  if (minutes < 60) return { overdue: false, minutes, label: `Vence en ${minutes} min` };
  if (minutes < 24 * 60) return { overdue: false, minutes, label: `Vence en ${Math.floor(minutes / 60)} h` };
  const days = daysBetweenMadrid(now, due);
  return { overdue: false, minutes, label: days <= 1 ? 'Vence mañana' : `Vence en ${days} días` };
}

function daysBetweenMadrid(from: Date, to: Date): number {
  return daysBetween(madridDay(from), madridDay(to));
}

/**
 * How pressing open work is: late or due within a day, urgent; within the urgent window,
 * high; within a week, medium; later, low. Finished work is low.
 */
export function priorityOf(due: Date, now: Date, open: boolean): Priority {
  if (!open) return 'low';
  const hours = (due.getTime() - now.getTime()) / 3_600_000;
  if (hours < 24) return 'urgent';
  if (hours < URGENT_WINDOW_HOURS) return 'high';
  if (hours < 7 * 24) return 'medium';
  return 'low';
}

/** Whether `status` means the work still waits (for the urgent list and the priority). */
export function isOpenWork(type: WorkType, status: string): boolean {
  return OPEN_STATUSES[type].includes(status);
}

/** The last day whose work falls in the urgent window from `now` (the window may end mid-day). */
export function urgentHorizon(now: Date): string {
  return madridDay(new Date(now.getTime() + URGENT_WINDOW_HOURS * 3_600_000));
}

/** A `from`/`to` pair as the calendar accepts it: real days, in order, not too far apart. */
export function calendarRangeErrors(from: string, to: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isCalendarDay(from)) errors['from'] = calendarMessages.fromInvalid;
  if (!isCalendarDay(to)) errors['to'] = calendarMessages.toInvalid;
  if (Object.keys(errors).length > 0) return errors;
  if (to < from) errors['to'] = calendarMessages.toBeforeFrom;
  else if (daysBetween(from, to) + 1 > CALENDAR_MAX_DAYS) errors['to'] = calendarMessages.rangeTooLong;
  return errors;
}

/**
 * One piece of dated work, as `GET /api/calendar` (by day) and `GET /api/calendar/urgent`
 * answer it: the server builds it, the back-office shows it.
 */
export interface CalendarItem {
  /** Unique across kinds, e.g. `repair_12`; `id` is the record's own. */
  key: string;
  id: number;
  type: WorkType;
  typeLabel: string;
  /** The day it is placed on, `YYYY-MM-DD` (Madrid). */
  date: string;
  status: string;
  statusLabel: string;
  /** Whether it still waits for the shop or its customer. */
  open: boolean;
  title: string;
  /** The shop's closing time that day (`HH:MM`), null on a closed day. */
  time: string | null;
  /** When it is due, ISO: the closing time of its day in Madrid. */
  dueDate: string;
  priority: Priority;
  clientId: number;
  client: string;
  device: string | null;
  description: string;
}

/** One day of the grid: how many of each kind, and the items themselves. */
export interface CalendarDay {
  date: string;
  repairs: number;
  revisions: number;
  orders: number;
  total: number;
  items: CalendarItem[];
}

export interface Calendar {
  from: string;
  to: string;
  /** Today in Madrid, by the server's clock, for the grid's highlight. */
  today: string;
  days: CalendarDay[];
}

/** An item of the urgent list: late or not, and the time left in words. */
export interface UrgentItem extends CalendarItem {
  overdue: boolean;
  timeLeft: TimeLeft;
}
