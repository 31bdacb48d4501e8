import { z } from 'zod';
import { clientMessages as m } from './client.messages.js';

/** Optional leading plus, then 9 to 15 digits, spaces, hyphens or brackets (spec §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{9,15}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmed = z.string().trim();

export const clientPhone = trimmed
  .min(1, m.phoneRequired)
  .regex(PHONE_PATTERN, m.phoneInvalid);

export const clientEmail = trimmed.min(1, m.emailRequired).regex(EMAIL_PATTERN, m.emailInvalid);

/** A new client: name and phone are what the counter always has; e-mail when given. */
export const newClientSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(80),
  lastName: z.string().trim().max(80).default(''),
  phone: z.string({ error: m.phoneRequired }).pipe(clientPhone),
  email: z
    .string()
    .trim()
    .default('')
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), m.emailInvalid),
});
export type NewClient = z.infer<typeof newClientSchema>;
