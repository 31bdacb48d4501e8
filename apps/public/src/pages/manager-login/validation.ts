import { es } from '../../i18n/es';

export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export interface ManagerLoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type ManagerLoginErrors = Partial<Record<'email' | 'password', string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The manager screen's rules (spec §5), checked before anything is sent. */
export function validateManagerLogin(values: ManagerLoginValues): ManagerLoginErrors {
  const messages = es.managerLogin.errors;
  const errors: ManagerLoginErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = messages.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;

  if (values.password === '') errors.password = messages.passwordRequired;
  else if (values.password.length < LOGIN_PASSWORD_MIN_LENGTH) errors.password = messages.passwordTooShort;
  return errors;
}
