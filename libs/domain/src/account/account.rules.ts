import { z } from 'zod';
import { oneLineText } from '../shared/text.js';
import { accountMessages as m } from './account.messages.js';

/** The two roles of the shop's team (customers have accounts too, but are no staff). */
export const STAFF_ACCOUNT_ROLES = ['administrador', 'gerente'] as const;
export type StaffRole = (typeof STAFF_ACCOUNT_ROLES)[number];

export const staffRoleLabels: Record<StaffRole, string> = { administrador: 'Administrador', gerente: 'Gerente' };

export const STAFF_NAME_MAX = 120;
export const STAFF_EMAIL_MAX = 200;

/** A simple address pattern, as every other form of the shop takes it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const staffName = oneLineText({ label: 'Nombre', max: STAFF_NAME_MAX, error: m.nameRequired, tooLong: m.nameTooLong })
  .transform((name) => name.replace(/\s+/g, ' '))
  .pipe(z.string().min(1, m.nameRequired));

export const staffEmail = oneLineText({ label: 'Correo electrónico', max: STAFF_EMAIL_MAX, error: m.emailRequired, tooLong: m.emailTooLong })
  .toLowerCase()
  .min(1, m.emailRequired)
  .regex(EMAIL_PATTERN, m.emailInvalid);

export const staffRole = z.enum(STAFF_ACCOUNT_ROLES, { error: m.roleInvalid });

export const newStaffAccountSchema = z.object({ email: staffEmail, name: staffName, role: staffRole });
export type NewStaffAccount = z.infer<typeof newStaffAccountSchema>;

/** The details a correction may change; a field not sent keeps its value. */
export const staffDetailsSchema = z.object({ email: staffEmail.optional(), name: staffName.optional() });

/**
 * The shop must keep one active Administrador, or nobody could manage the team: taking the
 * role away from, or disabling, an active Administrador needs another one still active.
 */
export function leavesNoAdministrator(account: { role: StaffRole; active: boolean }, otherActiveAdministrators: number): boolean {
  return account.role === 'administrador' && account.active && otherActiveAdministrators === 0;
}
