export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export type LoginErrors = Partial<Record<'email' | 'password', string>>;

/** The texts of one login screen: the customer and manager screens word the invalid e-mail differently (spec §5). */
export type LoginMessages = Record<'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort', string>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The login rules of spec §5 (customer and manager alike), checked before anything is sent. */
export function validateLogin(values: LoginValues, messages: LoginMessages): LoginErrors {
  const errors: LoginErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = messages.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = messages.emailInvalid;

  if (values.password === '') errors.password = messages.passwordRequired;
  else if (values.password.length < LOGIN_PASSWORD_MIN_LENGTH) errors.password = messages.passwordTooShort;
  return errors;
}
