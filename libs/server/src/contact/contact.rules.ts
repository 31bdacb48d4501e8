import { z } from 'zod';
import {
  CONTACT_EMAIL_PATTERN as EMAIL,
  CONTACT_LIMITS,
  CONTACT_PHONE_PATTERN as PHONE,
  CONTACT_TEMPLATES,
  contactMessages as m,
  textFields,
} from '@taller/domain';

export { CONTACT_MESSAGES_PER_WINDOW, CONTACT_TEMPLATES, CONTACT_WINDOW_MS, contactTemplateLabels, type ContactTemplate } from '@taller/domain';

/** How the contact page names its fields, for the messages that name them. */
export const contactFieldLabels = { name: 'Nombre', email: 'Email', phone: 'Teléfono', subject: 'Asunto', message: 'Mensaje' } as const;

const text = textFields({ labels: contactFieldLabels, limits: CONTACT_LIMITS, multiLine: ['message'] });

/** A one-line field: runs of blanks become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

const required = (field: 'name' | 'subject' | 'message', missing: string, tooLong: string) =>
  text(field, { error: missing, tooLong }).min(1, missing);

/** Blank, null or absent is "not given". */
const optionalText = (value: unknown) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value);

/** What a visitor sends from /contacto, checked with the rules and messages of `@taller/domain`'s contact. */
export const contactFormSchema = z.object({
  name: required('name', m.nameRequired, m.nameTooLong).transform(oneLine),
  email: text('email', { error: m.emailRequired, tooLong: m.emailInvalid }).min(1, m.emailRequired).regex(EMAIL, m.emailInvalid),
  phone: z.preprocess(
    optionalText,
    text('phone', { error: m.phoneInvalid, tooLong: m.phoneInvalid, trim: false })
      .transform((phone) => phone.replace(/\s+/g, ''))
      .pipe(z.string().regex(PHONE, m.phoneInvalid))
      .optional(),
  ),
  subject: required('subject', m.subjectRequired, m.subjectTooLong).transform(oneLine),
  message: required('message', m.messageRequired, m.messageTooLong),
  template: z.preprocess(optionalText, z.enum(CONTACT_TEMPLATES, { error: m.templateInvalid }).default('custom')),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** `PATCH /api/messages/:id` (and the `handled` of a PUT): attended to, or back to pending. */
export const handledSchema = z.object({ handled: z.boolean({ error: m.handledInvalid }) });
