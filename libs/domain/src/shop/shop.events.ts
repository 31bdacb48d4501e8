import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { NOTICE_STEPS } from '../notice/notice.labels.js';

/**
 * One event per kind of change, each carrying what the changed settings were (`from`) and what
 * they became (`to`): the history and the audit show before → after from the event alone.
 */
const identityFields = z
  .object({
    tradeName: z.string(),
    legalName: z.string(),
    taxId: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    province: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    email: z.string(),
  })
  .partial();

const openingRange = z.object({ opens: z.string(), closes: z.string() });
const dayHours = z.array(openingRange);
const hoursByDay = z
  .object({
    monday: dayHours,
    tuesday: dayHours,
    wednesday: dayHours,
    thursday: dayHours,
    friday: dayHours,
    saturday: dayHours,
    sunday: dayHours,
  })
  .partial();

const termsFields = z
  .object({
    storageFreeDays: z.number().int(),
    storageDailyFeeCents: z.number().int(),
    abandonedAfterDays: z.number().int(),
    warrantyMonths: z.number().int(),
    reservationHoldDays: z.number().int(),
  })
  .partial();

const template = z.object({ subject: z.string(), body: z.string(), short: z.string() });
const noticeFields = z
  .object({
    steps: z.partialRecord(z.enum(NOTICE_STEPS), z.boolean()),
    sms: z.boolean(),
    whatsapp: z.boolean(),
    templates: z.partialRecord(z.enum(NOTICE_STEPS), template),
  })
  .partial();

const shopEventDefinitions = [
  defineEvent('ShopIdentityChanged', z.object({ from: identityFields, to: identityFields }), 'Datos del taller cambiados'),
  defineEvent('ShopHoursChanged', z.object({ from: hoursByDay, to: hoursByDay }), 'Horario cambiado'),
  defineEvent('ShopTermsChanged', z.object({ from: termsFields, to: termsFields }), 'Condiciones del servicio cambiadas'),
  /** Which steps are told, by which channels, with which texts (notice/notice.ts). */
  defineEvent('ShopNoticesChanged', z.object({ from: noticeFields, to: noticeFields }), 'Avisos a clientes cambiados'),
] as const;

export type ShopEvent = EventOf<typeof shopEventDefinitions>;
export const shopEvents = new EventCatalogue<ShopEvent>(shopEventDefinitions);
