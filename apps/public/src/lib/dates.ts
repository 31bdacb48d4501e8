const madridDateTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "dd/mm/yyyy hh:mm" in Madrid time, e.g. "05/03/2025 18:07". Empty for an unreadable date. */
export function formatMadridDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(madridDateTime.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

let madridLong: Intl.DateTimeFormat | undefined;
const madridLongOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/Madrid',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** "viernes 4 de diciembre de 2026, a las 20:15" in Madrid time: a day a customer plans around. Empty for an unreadable date. */
export function formatMadridLongDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  madridLong ??= new Intl.DateTimeFormat('es-ES', madridLongOptions);
  const part = Object.fromEntries(madridLong.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} de ${part.month} de ${part.year}, a las ${part.hour}:${part.minute}`;
}
