import { z } from 'zod';
import { isCalendarDay } from '../shared/dates.js';
import { textFields } from '../shared/text.js';
import { repairMessages as m } from './repair.messages.js';
import { repairTextLabels } from './repair.labels.js';

export const REPAIR_STATUSES = [
  'pending',
  'in_progress',
  'completed',
  'cancelled',
  'on_hold',
  'waiting_user',
  /** Left by its owner after a final notice: only `RepairAbandoned` puts a repair here, and it stays. */
  'abandoned',
] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];

/**
 * The statuses staff may set by hand (the edit form, the status buttons, `taller repairs
 * status`): every one but `abandoned`, which has its own rule (a final notice whose date passed).
 */
export const SETTABLE_REPAIR_STATUSES: readonly Exclude<RepairStatus, 'abandoned'>[] = REPAIR_STATUSES.filter(
  (status): status is Exclude<RepairStatus, 'abandoned'> => status !== 'abandoned',
);

/** Work still to finish: neither completed, cancelled nor abandoned (client summaries, calendar, urgent list). */
export const OPEN_REPAIR_STATUSES: readonly RepairStatus[] = REPAIR_STATUSES.filter(
  (status) => status !== 'completed' && status !== 'cancelled' && status !== 'abandoned',
);

/** MUI palette names: pending amber, completed green, waiting blue, cancelled red, on hold grey. */
export type StatusColour = 'warning' | 'primary' | 'success' | 'error' | 'default' | 'info';

export const repairStatusLabels: Record<RepairStatus, string> = {
  pending: 'Pendiente',
  in_progress: 'En progreso',
  completed: 'Completada',
  cancelled: 'Cancelada',
  on_hold: 'En espera',
  waiting_user: 'Esperando Cliente',
  abandoned: 'Abandonada',
};

export const repairStatusColours: Record<RepairStatus, StatusColour> = {
  pending: 'warning',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'error',
  on_hold: 'default',
  waiting_user: 'info',
  abandoned: 'default',
};

/** The repair editor's payment methods. */
export const REPAIR_PAYMENT_METHODS = ['cash', 'card', 'transfer', 'bizum'] as const;
export type RepairPaymentMethod = (typeof REPAIR_PAYMENT_METHODS)[number];
export const repairPaymentMethodLabels: Record<RepairPaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
  bizum: 'Bizum',
};

/** A fixed price is closed; a flexible one is an estimate that may change (the default). */
export const REPAIR_PRICE_TYPES = ['fixed', 'flexible'] as const;
export type RepairPriceType = (typeof REPAIR_PRICE_TYPES)[number];
export const repairPriceTypeLabels: Record<RepairPriceType, string> = {
  fixed: 'Precio cerrado',
  flexible: 'Presupuesto orientativo',
};

export const REPAIR_TEXT_LIMITS = {
  device: 100,
  model: 100,
  contactNumber: 30,
  motive: 200,
  description: 2000,
  internalNotes: 2000,
} as const;
/** How the screens name the text fields: `repair.labels.ts`, without zod. */
export { repairTextLabels };

/** Descriptions and notes are written in several lines; the rest in one. */
const text = textFields({
  labels: repairTextLabels,
  limits: REPAIR_TEXT_LIMITS,
  multiLine: ['description', 'internalNotes'],
  tooLong: m.tooLong,
});
type TextFieldName = keyof typeof REPAIR_TEXT_LIMITS;
const requiredText = (field: TextFieldName, message: string) => text(field, { error: message }).min(1, message);
const optionalText = (field: TextFieldName) => text(field, { error: m.tooLong(REPAIR_TEXT_LIMITS[field]) }).default('');

/** The dearest repair the shop prices; also keeps prices within the read models' integer columns. */
export const MAX_REPAIR_PRICE_CENTS = 10_000_000;

const priceCents = z
  .number({ error: m.priceInvalid })
  .int(m.priceInvalid)
  .min(0, m.priceInvalid)
  .max(MAX_REPAIR_PRICE_CENTS, m.priceTooHigh)
  .nullable()
  .default(null);
const paymentMethod = z.enum(REPAIR_PAYMENT_METHODS, { error: m.paymentMethodInvalid }).default('cash');
const isPaid = z.boolean({ error: 'Indica si está pagada' }).default(false);
const priceType = z.enum(REPAIR_PRICE_TYPES, { error: 'Tipo de precio no válido' }).default('flexible');

/** An optional `YYYY-MM-DD` day; empty means none. */
const estimatedCompletion = z
  .string({ error: m.estimatedCompletionInvalid })
  .refine((day) => day === '' || isCalendarDay(day), m.estimatedCompletionInvalid)
  .nullable()
  .transform((day) => (day === '' ? null : day))
  .default(null);

/** The spec's rules for a repair being edited (back-office.md §5, "Repair edit"). */
export const repairEditSchema = z.object({
  device: requiredText('device', m.deviceRequired),
  model: requiredText('model', m.modelRequired),
  contactNumber: requiredText('contactNumber', m.contactNumberRequired),
  description: requiredText('description', m.descriptionRequired),
  motive: optionalText('motive'),
  priceCents,
  priceType,
  paymentMethod,
  isPaid,
  internalNotes: optionalText('internalNotes'),
  estimatedCompletion,
  /** The edit dropdown's status; an empty one on save becomes pending (spec §4). */
  status: z
    .union([z.enum(REPAIR_STATUSES), z.literal('')], { error: m.statusInvalid })
    .optional()
    .transform((status) => (status === '' ? 'pending' : status)),
});
export type RepairEdit = z.infer<typeof repairEditSchema>;

/**
 * The spec's rules for a new repair ("New repair": only client, device and problem
 * description are enforced; model, contact number and motive are asked for but optional).
 */
export const newRepairSchema = z.object({
  clientId: z.number({ error: m.clientRequired }).int(m.clientRequired).positive(m.clientRequired),
  device: requiredText('device', m.deviceRequired),
  model: optionalText('model'),
  contactNumber: optionalText('contactNumber'),
  description: requiredText('description', m.problemDescriptionRequired),
  motive: optionalText('motive'),
  priceCents,
  priceType,
  paymentMethod,
  isPaid,
  internalNotes: optionalText('internalNotes'),
  estimatedCompletion,
  entryDate: z
    .string({ error: m.entryDateInvalid })
    .refine(isCalendarDay, m.entryDateInvalid)
    .optional(),
});
export type NewRepair = z.infer<typeof newRepairSchema>;

export const repairStatusSchema = z.enum(REPAIR_STATUSES, { error: m.statusInvalid });
