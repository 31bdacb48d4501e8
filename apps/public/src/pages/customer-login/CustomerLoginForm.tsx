import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { useAuth } from '../../auth/AuthContext';
import { AuthCardHeader } from '../../auth/AuthCardHeader';
import { displayName } from '../../auth/roles';
import { useNotify } from '../../notifications/NotificationsContext';
import { UserIcon } from '../../ui/icons';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { EmailField } from '../../ui/form/TextField';
import { validateLogin, type ManagerLoginErrors as LoginErrors, type ManagerLoginValues as LoginValues } from '../manager-login/validation';

/** Spec §4/§9: the pause between the welcome and the way home. */
export const CUSTOMER_REDIRECT_DELAY_MS = 1_500;

const t = accountTexts.login;
const e = accountTexts.errors;
/** Spec §5: the customer screen's wording of the login rules. */
const CUSTOMER_LOGIN_MESSAGES = {
  emailRequired: e.emailRequired,
  emailInvalid: e.loginEmailInvalid,
  passwordRequired: e.passwordRequired,
  passwordTooShort: e.loginPasswordTooShort,
};

type Status = 'idle' | 'submitting' | 'success';

interface CustomerLoginFormProps {
  onSignedIn: () => void;
  /** Where to go after the pause: home, or the page that sent the visitor here (the profile). */
  redirectTo: string;
  /** A manager session is open and signing in here will close it. */
  replacesManagerSession: boolean;
}

/** /iniciar-sesion's form. States (spec §4): idle, submitting ('Iniciando sesión...'), success, or the general error. */
export function CustomerLoginForm({ onSignedIn, redirectTo, replacesManagerSession }: CustomerLoginFormProps) {
  const auth = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = { email: useId(), password: useId(), remember: useId(), title: useId() };

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onFieldChange = (field: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const found = validateLogin(values, CUSTOMER_LOGIN_MESSAGES);
    setErrors(found);
    setGeneralError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setStatus('submitting');
    try {
      const session = await login({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe, area: 'customer' });
      setStatus('success');
      onSignedIn();
      auth.setSession(session);
      notify({ tone: 'success', title: t.welcomeTitle, message: t.welcome(displayName(session.user)) });
      redirectTimer.current = setTimeout(() => navigate(redirectTo, { replace: true }), CUSTOMER_REDIRECT_DELAY_MS);
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError && error.status === 400) {
        const { email, password } = error.fieldErrors;
        setErrors({ email, password });
        setGeneralError(e.formInvalid);
      } else if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
        setGeneralError(error.serverMessage);
      } else if (error instanceof ApiError) {
        setGeneralError(t.failed);
      } else {
        setGeneralError(e.connection);
      }
    }
  };

  // Locked from the first click to the redirect.
  const busy = status !== 'idle';
  return (
    <>
      <AuthCardHeader icon={<UserIcon />} title={t.title} titleId={ids.title} subtitle={t.subtitle} />

      {replacesManagerSession && status !== 'success' && <p className="alert alert--info">{t.replacesManagerSession}</p>}
      {status === 'success' && <FormAlert tone="success">{t.success}</FormAlert>}
      {generalError && <FormAlert tone="error">{generalError}</FormAlert>}

      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={ids.title} aria-busy={status === 'submitting'}>
        <EmailField
          ref={emailRef}
          id={ids.email}
          name="email"
          label={accountTexts.common.email}
          autoComplete="username"
          placeholder={accountTexts.common.emailPlaceholder}
          value={values.email}
          onChange={onFieldChange('email')}
          error={errors.email}
          disabled={busy}
        />

        <PasswordField
          ref={passwordRef}
          id={ids.password}
          name="password"
          label={accountTexts.common.password}
          value={values.password}
          onChange={onFieldChange('password')}
          autoComplete="current-password"
          error={errors.password}
          disabled={busy}
          labelAside={
            <Link to="/recuperar-contrasena" className="field__aside-link">
              {t.forgotPassword}
            </Link>
          }
        />

        <CheckboxField
          id={ids.remember}
          name="rememberMe"
          label={t.rememberMe}
          checked={values.rememberMe}
          onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
          disabled={busy}
        />

        <SubmitButton label={t.submit} submittingLabel={t.submitting} submitting={status === 'submitting'} disabled={busy} className="button--block button--large" />
      </form>

      <p className="auth-card__footer">
        {t.noAccount} <Link to="/registrarse">{t.register}</Link>
      </p>
    </>
  );
}
