import { z } from 'zod';
import { authMessages as m } from './auth.messages.js';

/** Spec §9: a new password has at least 8 characters (sign-in still takes the old minimum of 6). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 200;

/** A reset link opens for an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Reset links one client address may ask for… */
export const RESET_REQUESTS_PER_ADDRESS = 5;
/** …in this window; */
export const RESET_ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** and e-mails one inbox may receive in an hour, whoever asks. */
export const RESET_MAILS_PER_EMAIL = 3;
export const RESET_EMAIL_WINDOW_MS = 60 * 60 * 1000;

/** Wrong current passwords (profile, password change) per account before a pause, as at sign-in. */
export const WRONG_CURRENT_PASSWORDS = 5;
export const WRONG_CURRENT_PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** Accounts one client address may try to create in an hour (a shop's counter PC may create a few). */
export const REGISTRATIONS_PER_ADDRESS = 10;
export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;

/** Spec §5: "a simple address pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: optional +34, 0034 or 34, then 9 digits starting 6, 7, 8 or 9; spaces ignored. */
const SPANISH_PHONE = /^(?:\+34|0034|34)?([6-9]\d{8})$/;

/** The 9 national digits of a Spanish phone (`+34 612 345 678` → `612345678`), or null. */
export function nationalPhone(input: string): string | null {
  return SPANISH_PHONE.exec(input.replace(/\s+/g, ''))?.[1] ?? null;
}

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');
const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const name = (tooLong: string) =>
  z.string({ error: m.fieldRequired }).transform(oneLine).pipe(z.string().min(1, m.fieldRequired).max(NAME_MAX_LENGTH, tooLong));

const email = (invalid: string) =>
  z
    .string({ error: m.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, m.emailRequired)
    .max(EMAIL_MAX_LENGTH, invalid)
    .regex(EMAIL_PATTERN, invalid);

/** Optional: blank, null or absent is none; otherwise a Spanish number, kept as its 9 digits. */
const phone = z.preprocess(
  blankToUndefined,
  z
    .string({ error: m.phoneInvalid })
    .max(30, m.phoneInvalid)
    .transform((value, context) => {
      const digits = nationalPhone(value);
      if (digits === null) context.addIssue({ code: 'custom', message: m.phoneInvalid });
      return digits ?? '';
    })
    .optional(),
);

const newPassword = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(NEW_PASSWORD_MIN_LENGTH, m.newPasswordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

const confirmation = z.string({ error: m.fieldRequired }).min(1, m.fieldRequired);

/** The confirmation must repeat the password: checked even when other fields are wrong. */
function confirmed<T extends z.ZodType>(schema: T, password: string, confirm: string) {
  return schema.refine((form) => (form as Record<string, unknown>)[password] === (form as Record<string, unknown>)[confirm], {
    path: [confirm],
    message: m.passwordsDiffer,
    when: ({ value }) => {
      const form = value as Record<string, unknown> | undefined;
      return typeof form?.[password] === 'string' && typeof form[confirm] === 'string' && form[confirm] !== '';
    },
  });
}

/** `POST /api/auth/register`: the registration form of spec §3, with the rules of §5. */
export const registrationSchema = confirmed(
  z.object({
    firstName: name(m.firstNameTooLong),
    lastName: name(m.lastNameTooLong),
    email: email(m.registrationEmailInvalid),
    password: newPassword,
    confirmPassword: confirmation,
    phone,
    acceptTerms: z.literal(true, { error: m.termsRequired }),
    acceptPrivacy: z.literal(true, { error: m.privacyRequired }),
  }),
  'password',
  'confirmPassword',
);
export type RegistrationForm = z.infer<typeof registrationSchema>;

/**
 * `PUT /api/auth/profile`: the whole profile. The last name may be blank (staff accounts
 * predate it); a new e-mail needs the current password, since the e-mail is how a password
 * is reset.
 */
export const profileSchema = z.object({
  firstName: name(m.firstNameTooLong),
  lastName: z.preprocess(blankToUndefined, z.string().transform(oneLine).pipe(z.string().max(NAME_MAX_LENGTH, m.lastNameTooLong)).optional()),
  email: email(m.registrationEmailInvalid),
  phone,
  currentPassword: z.preprocess(blankToUndefined, z.string().max(PASSWORD_MAX_LENGTH, m.currentPasswordWrong).optional()),
});
export type ProfileForm = z.infer<typeof profileSchema>;

/** `POST /api/auth/password`. */
export const passwordChangeSchema = confirmed(
  z.object({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, m.currentPasswordWrong),
    newPassword,
    confirmPassword: confirmation,
  }),
  'newPassword',
  'confirmPassword',
);

/** `POST /api/auth/forgot-password`. */
export const resetRequestSchema = z.object({ email: email(m.emailInvalid) });

/** `POST /api/auth/reset-password`: the token of the e-mailed link and the new password. */
export const passwordResetSchema = confirmed(
  z.object({
    token: z.string({ error: m.resetTokenInvalid }).min(1, m.resetTokenInvalid).max(200, m.resetTokenInvalid),
    password: newPassword,
    confirmPassword: confirmation,
  }),
  'password',
  'confirmPassword',
);
