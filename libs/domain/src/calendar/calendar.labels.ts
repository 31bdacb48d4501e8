import type { WorkType } from './calendar.js';

/*
 * How the calendar and the dashboard name each kind of work, in a file of its own without zod,
 * so that the back-office's translations and first screen (`@taller/domain/texts`) do not bring
 * the schemas with them. `calendar.ts` re-exports it.
 */

export const workTypeLabels: Record<WorkType, string> = {
  repair: 'Reparación',
  revision: 'Revisión',
  order: 'Pedido',
};
