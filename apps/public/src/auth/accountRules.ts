import { accountTexts } from './account.texts';

/**
 * The rules of the registration form (spec §5), checked before anything is sent. The server
 * checks the same ones (libs/server/src/auth/account.rules.ts) and its answer is the one that
 * counts.
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;
export const LIMITS = { name: 60, email: 200, password: 200, phone: 30 } as const;

/** Spec §5: "a simple address pattern". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5: optional +34, 0034 or 34, then 9 digits starting 6, 7, 8 or 9; spaces ignored. */
const SPANISH_PHONE = /^(?:\+34|0034|34)?([6-9]\d{8})$/;

/** The 9 national digits of a Spanish phone, or null when it is not one. */
export function nationalPhone(input: string): string | null {
  return SPANISH_PHONE.exec(input.replace(/\s+/g, ''))?.[1] ?? null;
}

/** 612345678 → "+34 612 345 678". */
export function formatSpanishPhone(digits: string): string {
  return `+34 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`;
}

/**
 * Spec §2: the phone input becomes "+34 XXX XXX XXX" once 9 or more digits are typed (a
 * typed prefix 34 or 0034 is not counted among them). Shorter input stays as typed, so
 * deleting a digit never fights the person typing.
 */
export function autoFormatPhone(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.startsWith('0034')) digits = digits.slice(4);
  else if (digits.startsWith('34') && digits.length > 9) digits = digits.slice(2);
  return digits.length >= 9 ? formatSpanishPhone(digits) : typed;
}

/** A stored phone (9 digits) as the inputs show it. */
export function displayPhone(stored: string | null | undefined): string {
  return stored && /^\d{9}$/.test(stored) ? formatSpanishPhone(stored) : (stored ?? '');
}

/** Spec §5: the five checks of the strength bar. */
export const STRENGTH_CHECKS: ReadonlyArray<(password: string) => boolean> = [
  (password) => password.length >= NEW_PASSWORD_MIN_LENGTH,
  (password) => /\p{Ll}/u.test(password),
  (password) => /\p{Lu}/u.test(password),
  (password) => /\d/.test(password),
  (password) => /[^\p{L}\p{N}]/u.test(password),
];

/** How many checks pass (0–5) and the spec's label for that count (none for an empty password). */
export function passwordStrength(password: string): { score: number; label: string | null } {
  const score = STRENGTH_CHECKS.filter((check) => check(password)).length;
  return { score, label: score === 0 ? null : (accountTexts.strength.levels[score - 1] ?? null) };
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}
export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** In the order of the form: the first field with an error takes the focus. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'acceptTerms',
  'acceptPrivacy',
];

const m = accountTexts.errors;

export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return m.emailRequired;
  if (trimmed.length > LIMITS.email || !EMAIL_PATTERN.test(trimmed)) return m.emailInvalid;
  return undefined;
}

export function newPasswordError(password: string): string | undefined {
  if (password === '') return m.passwordRequired;
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  return undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return m.fieldRequired;
  if (confirmation !== password) return m.passwordsDiffer;
  return undefined;
}

export function phoneError(phone: string): string | undefined {
  return phone.trim() !== '' && nationalPhone(phone) === null ? m.phoneInvalid : undefined;
}

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {
    firstName: values.firstName.trim() === '' ? m.fieldRequired : undefined,
    lastName: values.lastName.trim() === '' ? m.fieldRequired : undefined,
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
    phone: phoneError(values.phone),
    acceptTerms: values.acceptTerms ? undefined : m.termsRequired,
    acceptPrivacy: values.acceptPrivacy ? undefined : m.privacyRequired,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
