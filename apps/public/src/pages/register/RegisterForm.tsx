import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { register } from '../../api/account';
import { ApiError, isAbortError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import {
  autoFormatPhone,
  LIMITS,
  REGISTRATION_FIELDS,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from '../../auth/accountRules';
import { useAuth } from '../../auth/AuthContext';
import { PasswordField } from '../../auth/PasswordField';
import { PasswordStrengthMeter } from '../../auth/PasswordStrengthMeter';
import { useFocusLater } from '../../auth/useFocusLater';
import { shop } from '../../config/shop';
import { useNotify } from '../../notifications/NotificationsContext';
import { AlertIcon } from '../../ui/icons';

const t = accountTexts.register;
const e = accountTexts.errors;

const EMPTY: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

/**
 * /registrarse's form. States (spec §4): idle, submitting ('Creando cuenta...'), then success
 * (signed in, 'Cuenta creada' notification, home) or the errors of §8.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const auth = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const request = useRef<AbortController | null>(null);
  const titleId = useId();
  const ids: Record<RegistrationField, string> = {
    firstName: useId(),
    lastName: useId(),
    email: useId(),
    password: useId(),
    confirmPassword: useId(),
    phone: useId(),
    acceptTerms: useId(),
    acceptPrivacy: useId(),
  };
  const strengthId = useId();
  const refs: Record<RegistrationField, RefObject<HTMLInputElement | null>> = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    acceptTerms: useRef<HTMLInputElement>(null),
    acceptPrivacy: useRef<HTMLInputElement>(null),
  };

  const focusLater = useFocusLater();

  useEffect(() => () => request.current?.abort(), []);

  const set = <F extends RegistrationField>(field: F, value: RegistrationValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Spec §4: a field's error clears when it is edited.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const onText = (field: Exclude<RegistrationField, 'acceptTerms' | 'acceptPrivacy'>) => (event: ChangeEvent<HTMLInputElement>) =>
    set(field, field === 'phone' ? autoFormatPhone(event.target.value) : event.target.value);
  const onCheck = (field: 'acceptTerms' | 'acceptPrivacy') => (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.checked);

  const focusFirstError = (found: RegistrationErrors) => {
    const first = REGISTRATION_FIELDS.find((field) => found[field]);
    if (first) focusLater(refs[first]);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateRegistration(values);
    setErrors(found);
    if (REGISTRATION_FIELDS.some((field) => found[field])) return focusFirstError(found);

    setSubmitting(true);
    request.current = new AbortController();
    try {
      const registered = await register(
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
          acceptTerms: values.acceptTerms,
          acceptPrivacy: values.acceptPrivacy,
        },
        request.current.signal,
      );
      onRegistered();
      auth.setSession({ user: registered.user, session: registered.session });
      notify({ tone: 'success', title: t.createdTitle, message: t.created(shop.name) });
      navigate('/', { replace: true });
    } catch (error) {
      if (isAbortError(error)) return;
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 409 && (error.code === 'email_exists' || error.code === 'phone_exists')) {
        const taken: RegistrationErrors = error.code === 'email_exists' ? { email: e.emailExists } : { phone: e.phoneExists };
        setErrors(taken);
        focusFirstError(taken);
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        const fromServer: RegistrationErrors = {};
        for (const field of REGISTRATION_FIELDS) if (error.fieldErrors[field]) fromServer[field] = error.fieldErrors[field];
        setErrors(fromServer);
        focusFirstError(fromServer);
      } else {
        // Spec §8: any other failure is an error notification titled 'Error' (a 429 says, in Spanish, to wait).
        const message = error instanceof ApiError && error.status === 429 && error.serverMessage ? error.serverMessage : t.failed;
        notify({ tone: 'error', title: t.errorTitle, message });
      }
    }
  };

  const hasErrors = REGISTRATION_FIELDS.some((field) => errors[field]);
  const describedBy = (field: RegistrationField, ...more: (string | undefined)[]) =>
    [...more, errors[field] ? `${ids[field]}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: RegistrationField) =>
    errors[field] && (
      <p id={`${ids[field]}-error`} className="field__error">
        {errors[field]}
      </p>
    );
  const textInput = (field: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    ref: refs[field] as RefObject<HTMLInputElement>,
    id: ids[field],
    name: field,
    className: 'field__input',
    value: values[field],
    onChange: onText(field),
    'aria-invalid': errors[field] ? true : undefined,
    disabled: submitting,
  });

  return (
    <>
      <header className="auth-card__header">
        <h1 id={titleId} className="auth-card__title">
          {t.title}
        </h1>
        <p className="auth-card__subtitle">{t.subtitle}</p>
      </header>
      <p className="auth-card__note">{t.requiredNote}</p>

      {hasErrors && (
        <p className="alert alert--error" role="alert">
          <AlertIcon />
          {e.formInvalid}
        </p>
      )}

      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={submitting}>
        <div className="form-row">
          <div className="field">
            <label htmlFor={ids.firstName} className="field__label">
              {t.firstName}
            </label>
            <input {...textInput('firstName')} type="text" autoComplete="given-name" maxLength={LIMITS.name} aria-describedby={describedBy('firstName')} />
            {fieldError('firstName')}
          </div>
          <div className="field">
            <label htmlFor={ids.lastName} className="field__label">
              {t.lastName}
            </label>
            <input {...textInput('lastName')} type="text" autoComplete="family-name" maxLength={LIMITS.name} aria-describedby={describedBy('lastName')} />
            {fieldError('lastName')}
          </div>
        </div>

        <div className="field">
          <label htmlFor={ids.email} className="field__label">
            {accountTexts.common.email}
          </label>
          <input
            {...textInput('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={accountTexts.common.emailPlaceholder}
            maxLength={LIMITS.email}
            aria-describedby={describedBy('email')}
          />
          {fieldError('email')}
        </div>

        <PasswordField
          id={ids.password}
          name="password"
          label={accountTexts.common.password}
          value={values.password}
          onChange={onText('password')}
          autoComplete="new-password"
          error={errors.password}
          hint={accountTexts.common.passwordHint}
          describedById={strengthId}
          inputRef={refs.password as RefObject<HTMLInputElement>}
          disabled={submitting}
          maxLength={LIMITS.password}
        >
          <PasswordStrengthMeter id={strengthId} password={values.password} />
        </PasswordField>

        <PasswordField
          id={ids.confirmPassword}
          name="confirmPassword"
          label={t.confirmPassword}
          value={values.confirmPassword}
          onChange={onText('confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword}
          showLabel={accountTexts.common.showConfirmation}
          hideLabel={accountTexts.common.hideConfirmation}
          inputRef={refs.confirmPassword as RefObject<HTMLInputElement>}
          disabled={submitting}
          maxLength={LIMITS.password}
        />

        <div className="field">
          <label htmlFor={ids.phone} className="field__label">
            {t.phone} <span className="field__optional">{accountTexts.common.optional}</span>
          </label>
          <input
            {...textInput('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t.phonePlaceholder}
            maxLength={LIMITS.phone}
            aria-describedby={describedBy('phone', `${ids.phone}-hint`)}
          />
          <p id={`${ids.phone}-hint`} className="field__hint">
            {t.phoneHint}
          </p>
          {fieldError('phone')}
        </div>

        <div className="field field--consent">
          <input
            ref={refs.acceptTerms}
            id={ids.acceptTerms}
            name="acceptTerms"
            type="checkbox"
            className="checkbox"
            checked={values.acceptTerms}
            onChange={onCheck('acceptTerms')}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={describedBy('acceptTerms')}
            disabled={submitting}
          />
          <label htmlFor={ids.acceptTerms}>
            {t.acceptTermsBefore}{' '}
            <Link to="/terminos-y-condiciones" target="_blank" rel="noopener">
              {t.termsLink}
              <span className="sr-only"> {t.newTab}</span>
            </Link>
          </label>
          {fieldError('acceptTerms')}
        </div>

        <div className="field field--consent">
          <input
            ref={refs.acceptPrivacy}
            id={ids.acceptPrivacy}
            name="acceptPrivacy"
            type="checkbox"
            className="checkbox"
            checked={values.acceptPrivacy}
            onChange={onCheck('acceptPrivacy')}
            aria-invalid={errors.acceptPrivacy ? true : undefined}
            aria-describedby={describedBy('acceptPrivacy')}
            disabled={submitting}
          />
          <label htmlFor={ids.acceptPrivacy}>
            {t.acceptPrivacyBefore}{' '}
            <Link to="/politica-de-privacidad" target="_blank" rel="noopener">
              {t.privacyLink}
              <span className="sr-only"> {t.newTab}</span>
            </Link>
          </label>
          {fieldError('acceptPrivacy')}
        </div>

        <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
          {submitting && <span className="spinner spinner--light" aria-hidden="true" />}
          {submitting ? t.submitting : t.submit}
        </button>
      </form>

      <p className="auth-card__footer">
        {t.haveAccount} <Link to="/iniciar-sesion">{t.login}</Link>
      </p>
    </>
  );
}
