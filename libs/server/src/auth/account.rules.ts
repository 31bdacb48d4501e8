import { z } from 'zod';
import { oneLineText } from '@taller/domain';
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
/** Wrong links one client address may check (the page checks its link as it opens)… */
export const RESET_CHECK_FAILURES_PER_ADDRESS = 20;
/** …in this window. */
export const RESET_CHECK_WINDOW_MS = 15 * 60 * 1000;

/** A link that verifies a customer's e-mail opens for 48 hours… */
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
/** …and a customer may ask for it again 3 times an hour ('Reenviar correo de verificación'). */
export const VERIFY_RESENDS_PER_ACCOUNT = 3;
export const VERIFY_RESEND_WINDOW_MS = 60 * 60 * 1000;
/** Wrong verification links one client address may try (the page sends its link as it opens)… */
export const VERIFY_FAILURES_PER_ADDRESS = 20;
/** …in this window. */
export const VERIFY_FAILURE_WINDOW_MS = 15 * 60 * 1000;

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

/** How the forms of sign-in, registration, profile and password name their fields, for the messages that name them. */
export const accountFieldLabels = {
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  password: 'Contraseña',
  confirmPassword: 'Confirmar contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
} as const;
const label = accountFieldLabels;

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');
const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const name = (field: 'firstName' | 'lastName', tooLong: string, error?: string) =>
  oneLineText({ label: label[field], max: NAME_MAX_LENGTH, error, tooLong }).transform(oneLine);
const requiredName = (field: 'firstName' | 'lastName', tooLong: string) =>
  name(field, tooLong, m.fieldRequired).pipe(z.string().min(1, m.fieldRequired));

type PasswordField = 'password' | 'confirmPassword' | 'currentPassword' | 'newPassword';

/**
 * A password as typed: never trimmed (blanks are part of it), one line, at most 200
 * characters. `field` names it in the messages.
 */
export const passwordText = (field: PasswordField, error: string, tooLong: string) =>
  oneLineText({ label: label[field], max: PASSWORD_MAX_LENGTH, error, tooLong, trim: false });

/** An account's e-mail as every form takes it: one line, trimmed, lower case, at most 200 characters. */
export const emailText = (invalid: string, error: string = m.emailRequired) =>
  oneLineText({ label: label.email, max: EMAIL_MAX_LENGTH, error, tooLong: invalid })
    .toLowerCase()
    .min(1, m.emailRequired)
    .regex(EMAIL_PATTERN, invalid);

/** Optional: blank, null or absent is none; otherwise a Spanish number, kept as its 9 digits. */
const phone = z.preprocess(
  blankToUndefined,
  oneLineText({ label: label.phone, max: 30, error: m.phoneInvalid, tooLong: m.phoneInvalid, trim: false })
    .transform((value, context) => {
      const digits = nationalPhone(value);
      if (digits === null) context.addIssue({ code: 'custom', message: m.phoneInvalid });
      return digits ?? '';
    })
    .optional(),
);

const newPassword = (field: 'password' | 'newPassword') =>
  passwordText(field, m.passwordRequired, m.passwordTooLong).min(1, m.passwordRequired).min(NEW_PASSWORD_MIN_LENGTH, m.newPasswordTooShort);

const confirmation = passwordText('confirmPassword', m.fieldRequired, m.passwordTooLong).min(1, m.fieldRequired);

const currentPassword = (error: string) => passwordText('currentPassword', error, m.currentPasswordWrong);

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
    firstName: requiredName('firstName', m.firstNameTooLong),
    lastName: requiredName('lastName', m.lastNameTooLong),
    email: emailText(m.registrationEmailInvalid),
    password: newPassword('password'),
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
  firstName: requiredName('firstName', m.firstNameTooLong),
  lastName: z.preprocess(blankToUndefined, name('lastName', m.lastNameTooLong).optional()),
  email: emailText(m.registrationEmailInvalid),
  phone,
  currentPassword: z.preprocess(blankToUndefined, currentPassword(m.currentPasswordWrong).optional()),
});
export type ProfileForm = z.infer<typeof profileSchema>;

/** `POST /api/auth/password`. */
export const passwordChangeSchema = confirmed(
  z.object({
    currentPassword: currentPassword(m.currentPasswordRequired).min(1, m.currentPasswordRequired),
    newPassword: newPassword('newPassword'),
    confirmPassword: confirmation,
  }),
  'newPassword',
  'confirmPassword',
);

/** `POST /api/auth/forgot-password`. */
export const resetRequestSchema = z.object({ email: emailText(m.emailInvalid) });

/** The e-mailed link's token: anything it should not hold (a control, too long) makes it the invalid link it is. */
const resetToken = oneLineText({
  label: 'Token',
  max: 200,
  error: m.resetTokenInvalid,
  tooLong: m.resetTokenInvalid,
  invalid: m.resetTokenInvalid,
  trim: false,
}).min(1, m.resetTokenInvalid);

/** `POST /api/auth/reset-password/check`: the token of the e-mailed link, as the page opens. */
export const resetTokenCheckSchema = z.object({ token: resetToken });

/** `POST /api/auth/reset-password`: the token of the e-mailed link and the new password. */
export const passwordResetSchema = confirmed(
  z.object({
    token: resetToken,
    password: newPassword('password'),
    confirmPassword: confirmation,
  }),
  'password',
  'confirmPassword',
);

/** `POST /api/account/verify-email`: the token of the e-mailed link; anything else is a link that does not work. */
export const emailVerificationSchema = z.object({
  token: oneLineText({ label: 'Token', max: 200, error: m.verifyTokenInvalid, tooLong: m.verifyTokenInvalid, invalid: m.verifyTokenInvalid, trim: false }).min(
    1,
    m.verifyTokenInvalid,
  ),
});
