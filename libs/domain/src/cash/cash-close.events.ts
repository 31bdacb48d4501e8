import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { cashCount } from './cash-close.rules.js';

const cashCloseEventDefinitions = [
  /** The day's cash was counted and the day closed. */
  defineEvent('CashDayClosed', cashCount.extend({ day: z.string() }), 'Caja cerrada'),
  /** A new count of a closed day, with its reason: the close itself stays as it was. */
  defineEvent('CashCloseCorrected', cashCount, 'Cierre corregido'),
] as const;

export type CashCloseEvent = EventOf<typeof cashCloseEventDefinitions>;
export const cashCloseEvents = new EventCatalogue<CashCloseEvent>(cashCloseEventDefinitions);

/** The history's names for a close's fields. */
export const cashCloseFieldLabels: Record<string, string> = {
  day: 'Día',
  floatCents: 'Fondo de caja',
  expectedCashCents: 'Efectivo esperado',
  countedCashCents: 'Efectivo contado',
  differenceCents: 'Diferencia',
  note: 'Nota',
  by: 'Contó',
};
