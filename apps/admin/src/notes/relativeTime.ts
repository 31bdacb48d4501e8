import { formatMadridDateTime } from '@taller/domain/dates';
import { useEffect, useState } from 'react';

const relative = new Intl.RelativeTimeFormat('es-ES', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something happened, as the shop says it: 'ahora', 'hace 5 minutos', 'hace 3 horas',
 * 'ayer', 'hace 3 días', 'hace 2 meses'.
 */
export function timeAgo(instant: string, now: number): string {
  const elapsed = now - Date.parse(instant);
  if (Number.isNaN(elapsed)) return '';
  const ago = Math.max(elapsed, 0);
  if (ago < MINUTE) return relative.format(0, 'second');
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (ago < 30 * DAY) return relative.format(-Math.floor(ago / DAY), 'day');
  if (ago < 365 * DAY) return relative.format(-Math.floor(ago / (30 * DAY)), 'month');
  return relative.format(-Math.floor(ago / (365 * DAY)), 'year');
}

/** The full date and time in Madrid, for the tooltip beside a relative date. */
export const exactTime = (instant: string): string => formatMadridDateTime(instant);

/** The current time, renewed every minute so that 'hace 1 minuto' keeps true. */
export function useNow(everyMs = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
