import { z } from 'zod';
import { isCalendarDay } from '../shared/dates.js';
import { clientMessages as m } from './client.messages.js';

/** Optional leading plus, then 9 to 15 digits, spaces, hyphens or brackets (spec §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{9,15}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CLIENT_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const clientStatusLabels: Record<ClientStatus, string> = {
  active: 'Activo',
  inactive: 'Inactivo',
  pending: 'Pendiente',
};

const trimmed = z.string().trim();

export const clientPhone = trimmed.min(1, m.phoneRequired).regex(PHONE_PATTERN, m.phoneInvalid);
export const clientEmail = trimmed.min(1, m.emailRequired).regex(EMAIL_PATTERN, m.emailInvalid);
const optionalEmail = z
  .string({ error: m.emailInvalid })
  .trim()
  .refine((email) => email === '' || EMAIL_PATTERN.test(email), m.emailInvalid);
const name = z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80);
const status = z.enum(CLIENT_STATUSES, { error: m.statusInvalid });
const day = z.string({ error: m.dateInvalid }).refine(isCalendarDay, m.dateInvalid);

/** A new client: name and phone are what the counter always has; the rest when given. */
export const newClientSchema = z.object({
  name,
  lastName: z.string().trim().max(80).default(''),
  phone: z.string({ error: m.phoneRequired }).pipe(clientPhone),
  email: optionalEmail.default(''),
  company: z.string().trim().max(120).default(''),
  status: status.default('active'),
  /** The day the client joined, when it is not today (clients brought over from paper). */
  registrationDate: day.optional(),
});
export type NewClient = z.infer<typeof newClientSchema>;

/** The quick client of new work: name and phone, both required, one message (spec §5). */
export const quickClientSchema = z.object({
  name: z.string({ error: m.quickClientIncomplete }).trim().min(1, m.quickClientIncomplete).max(80),
  phone: z.string({ error: m.quickClientIncomplete }).trim().min(1, m.quickClientIncomplete).regex(PHONE_PATTERN, m.phoneInvalid),
});

/**
 * A correction: only the fields sent. E-mail and phone, once sent, are required and
 * well-formed, as the client detail edits them one at a time (spec §5).
 */
export const clientEditSchema = z
  .object({
    name,
    lastName: z.string().trim().max(80),
    phone: z.string({ error: m.phoneRequired }).pipe(clientPhone),
    email: z.string({ error: m.emailRequired }).pipe(clientEmail),
    company: z.string().trim().max(120),
    status,
  })
  .partial();
export type ClientEdit = z.infer<typeof clientEditSchema>;

/** A phone as compared for duplicates: its digits, without Spain's +34 / 0034 prefix. */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(0034|34)(?=\d{9}$)/, '');
}

/** An e-mail as compared for duplicates. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}
