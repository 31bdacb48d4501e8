import { z } from 'zod';
import { isCalendarDay } from '../shared/dates.js';
import { textFields } from '../shared/text.js';
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

export const CLIENT_TEXT_LIMITS = { name: 80, lastName: 80, phone: 30, email: 254, company: 120 } as const;
/** How the screens name the text fields, for the messages that name them (and the history). */
export const clientTextLabels = { name: 'Nombre', lastName: 'Apellidos', phone: 'Teléfono', email: 'Email', company: 'Empresa' } as const;

const text = textFields({ labels: clientTextLabels, limits: CLIENT_TEXT_LIMITS });

export const clientPhone = text('phone', { tooLong: m.phoneInvalid }).min(1, m.phoneRequired).regex(PHONE_PATTERN, m.phoneInvalid);
export const clientEmail = text('email', { tooLong: m.emailInvalid }).min(1, m.emailRequired).regex(EMAIL_PATTERN, m.emailInvalid);
const optionalEmail = text('email', { error: m.emailInvalid, tooLong: m.emailInvalid }).refine(
  (email) => email === '' || EMAIL_PATTERN.test(email),
  m.emailInvalid,
);
export const clientName = text('name', { error: m.nameRequired }).min(1, m.nameRequired);
const name = clientName;
export const clientLastName = text('lastName');
const lastName = clientLastName;
const company = text('company');
const status = z.enum(CLIENT_STATUSES, { error: m.statusInvalid });
const day = z.string({ error: m.dateInvalid }).refine(isCalendarDay, m.dateInvalid);

/** A new client: name and phone are what the counter always has; the rest when given. */
export const newClientSchema = z.object({
  name,
  lastName: lastName.default(''),
  phone: z.string({ error: m.phoneRequired }).pipe(clientPhone),
  email: optionalEmail.default(''),
  company: company.default(''),
  status: status.default('active'),
  /** The day the client joined, when it is not today (clients brought over from paper). */
  registrationDate: day.optional(),
});
export type NewClient = z.infer<typeof newClientSchema>;

/** The quick client of new work: name and phone, both required, one message (spec §5). */
export const quickClientSchema = z.object({
  name: text('name', { error: m.quickClientIncomplete }).min(1, m.quickClientIncomplete),
  phone: text('phone', { error: m.quickClientIncomplete, tooLong: m.phoneInvalid })
    .min(1, m.quickClientIncomplete)
    .regex(PHONE_PATTERN, m.phoneInvalid),
});

/**
 * A correction: only the fields sent. E-mail and phone, once sent, are required and
 * well-formed, as the client detail edits them one at a time (spec §5).
 */
export const clientEditSchema = z
  .object({
    name,
    lastName,
    phone: z.string({ error: m.phoneRequired }).pipe(clientPhone),
    email: z.string({ error: m.emailRequired }).pipe(clientEmail),
    company,
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
