/** An instant as the team screens show it, in Madrid: '26/11/2026, 10:15'. */
export const madridInstant = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(iso)) : '—';
