import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { register } from '../../api/account';
import { ApiError, isAbortError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import {
  autoFormatPhone,
  LIMITS,
  REGISTRATION_FIELDS,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '../../auth/accountRules';
import { useAuth } from '../../auth/AuthContext';
import { AuthCardHeader } from '../../auth/AuthCardHeader';
import { PasswordStrengthMeter } from '../../auth/PasswordStrengthMeter';
import { PhoneField } from '../../auth/PhoneField';
import { useFieldErrors } from '../../auth/useFieldErrors';
import { shop } from '../../config/shop';
import { useNotify } from '../../notifications/NotificationsContext';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { EmailField, TextField } from '../../ui/form/TextField';

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

/** "Acepto los términos…": the document opens in a new tab, and a screen reader is told so. */
function ConsentLabel({ before, link, to }: { before: string; link: string; to: string }) {
  return (
    <>
      {before}{' '}
      <Link to={to} target="_blank" rel="noopener">
        {link}
        <span className="sr-only"> {t.newTab}</span>
      </Link>
    </>
  );
}

/**
 * /registrarse's form. States (spec §4): idle, submitting ('Creando cuenta...'), then success
 * (signed in, 'Cuenta creada' notification, home) or the errors of §8.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const auth = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const { errors, id, ref, clear, show, fromServer } = useFieldErrors(REGISTRATION_FIELDS);
  const [submitting, setSubmitting] = useState(false);
  const request = useRef<AbortController | null>(null);
  const titleId = useId();
  const strengthId = useId();

  useEffect(() => () => request.current?.abort(), []);

  const set = <F extends RegistrationField>(field: F, value: RegistrationValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Spec §4: a field's error clears when it is edited.
    clear(field);
  };
  const onText = (field: Exclude<RegistrationField, 'acceptTerms' | 'acceptPrivacy'>) => (event: ChangeEvent<HTMLInputElement>) =>
    set(field, field === 'phone' ? autoFormatPhone(event.target.value) : event.target.value);
  const onCheck = (field: 'acceptTerms' | 'acceptPrivacy') => (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.checked);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (show(validateRegistration(values))) return;

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
      // The server e-mailed the link that verifies the address: until it is opened, no work is listed.
      const welcome = t.created(shop.name);
      notify({ tone: 'success', title: t.createdTitle, message: `${welcome}${/[.!?]$/.test(welcome) ? '' : '.'} ${t.checkEmail}` });
      navigate('/', { replace: true });
    } catch (error) {
      if (isAbortError(error)) return;
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 409 && (error.code === 'email_exists' || error.code === 'phone_exists')) {
        show(error.code === 'email_exists' ? { email: e.emailExists } : { phone: e.phoneExists });
      } else if (error instanceof ApiError && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
        show(fromServer(error.fieldErrors));
      } else {
        // Spec §8: any other failure is an error notification titled 'Error' (a 429 says, in Spanish, to wait).
        const message = error instanceof ApiError && error.status === 429 && error.serverMessage ? error.serverMessage : t.failed;
        notify({ tone: 'error', title: t.errorTitle, message });
      }
    }
  };

  const hasErrors = REGISTRATION_FIELDS.some((field) => errors[field]);
  const field = (name: RegistrationField) => ({
    ref: ref(name),
    id: id(name),
    name,
    error: errors[name],
    disabled: submitting,
  });
  const textField = (name: Exclude<RegistrationField, 'acceptTerms' | 'acceptPrivacy'>) => ({ ...field(name), value: values[name], onChange: onText(name) });
  const consentField = (name: 'acceptTerms' | 'acceptPrivacy') => ({ ...field(name), checked: values[name], onChange: onCheck(name) });

  return (
    <>
      <AuthCardHeader title={t.title} titleId={titleId} subtitle={t.subtitle} />
      <p className="auth-card__note">{t.requiredNote}</p>

      {hasErrors && <FormAlert tone="error">{e.formInvalid}</FormAlert>}

      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={submitting}>
        <div className="form-row">
          <TextField {...textField('firstName')} label={t.firstName} type="text" autoComplete="given-name" maxLength={LIMITS.name} />
          <TextField {...textField('lastName')} label={t.lastName} type="text" autoComplete="family-name" maxLength={LIMITS.name} />
        </div>

        <EmailField
          {...textField('email')}
          label={accountTexts.common.email}
          autoComplete="email"
          placeholder={accountTexts.common.emailPlaceholder}
          maxLength={LIMITS.email}
        />

        <PasswordField
          {...textField('password')}
          label={accountTexts.common.password}
          autoComplete="new-password"
          hint={accountTexts.common.passwordHint}
          describedById={strengthId}
          maxLength={LIMITS.password}
        >
          <PasswordStrengthMeter id={strengthId} password={values.password} />
        </PasswordField>

        <PasswordField
          {...textField('confirmPassword')}
          label={t.confirmPassword}
          autoComplete="new-password"
          showLabel={accountTexts.common.showConfirmation}
          hideLabel={accountTexts.common.hideConfirmation}
          maxLength={LIMITS.password}
        />

        <PhoneField {...textField('phone')} label={t.phone} hint={t.phoneHint} placeholder={t.phonePlaceholder} />

        <CheckboxField
          {...consentField('acceptTerms')}
          consent
          label={<ConsentLabel before={t.acceptTermsBefore} link={t.termsLink} to="/terminos-y-condiciones" />}
        />

        <CheckboxField
          {...consentField('acceptPrivacy')}
          consent
          label={<ConsentLabel before={t.acceptPrivacyBefore} link={t.privacyLink} to="/politica-de-privacidad" />}
        />

        <SubmitButton label={t.submit} submittingLabel={t.submitting} submitting={submitting} className="button--block button--large" />
      </form>

      <p className="auth-card__footer">
        {t.haveAccount} <Link to="/iniciar-sesion">{t.login}</Link>
      </p>
    </>
  );
}
