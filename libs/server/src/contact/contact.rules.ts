import { z } from 'zod';
import {
  CONTACT_EMAIL_PATTERN as EMAIL,
  CONTACT_LIMITS,
  CONTACT_PHONE_PATTERN as PHONE,
  CONTACT_TEMPLATES,
  contactMessages as m,
} from '@taller/domain';

export { CONTACT_MESSAGES_PER_WINDOW, CONTACT_TEMPLATES, CONTACT_WINDOW_MS, contactTemplateLabels, type ContactTemplate } from '@taller/domain';

/** A one-line field: runs of blanks (line breaks included) become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

const required = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** Blank, null or absent is "not given". */
const optionalText = (value: unknown) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** What a visitor sends from /contacto, checked with the rules and messages of `@taller/domain`'s contact. */
export const contactFormSchema = z.object({
  name: required(m.nameRequired, CONTACT_LIMITS.name, m.nameTooLong).transform(oneLine),
  email: z.string({ error: m.emailRequired }).trim().min(1, m.emailRequired).max(CONTACT_LIMITS.email, m.emailInvalid).regex(EMAIL, m.emailInvalid),
  phone: z.preprocess(
    optionalText,
    z
      .string({ error: m.phoneInvalid })
      .max(CONTACT_LIMITS.phone, m.phoneInvalid)
      .transform((phone) => phone.replace(/\s+/g, ''))
      .pipe(z.string().regex(PHONE, m.phoneInvalid))
      .optional(),
  ),
  subject: required(m.subjectRequired, CONTACT_LIMITS.subject, m.subjectTooLong).transform(oneLine),
  message: required(m.messageRequired, CONTACT_LIMITS.message, m.messageTooLong),
  template: z.preprocess(optionalText, z.enum(CONTACT_TEMPLATES, { error: m.templateInvalid }).default('custom')),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** `PATCH /api/messages/:id` (and the `handled` of a PUT): attended to, or back to pending. */
export const handledSchema = z.object({ handled: z.boolean({ error: m.handledInvalid }) });
