import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { AuthCardHeader } from '../../auth/AuthCardHeader';
import { displayName } from '../../auth/roles';
import { es } from '../../i18n/es';
import { managementReturnPath } from '../../layout/navLinks';
import { useNotify } from '../../notifications/NotificationsContext';
import { CheckboxField } from '../../ui/form/CheckboxField';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { EmailField } from '../../ui/form/TextField';
import { ShieldIcon } from '../../ui/icons';
import { validateManagerLogin, type ManagerLoginErrors, type ManagerLoginValues } from './validation';

/** The spec's pause between the success message and the manager dashboard. */
export const MANAGER_REDIRECT_DELAY_MS = 1_000;

type Status = 'idle' | 'submitting' | 'success';

const t = es.managerLogin;

export function ManagerLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<ManagerLoginValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<ManagerLoginErrors>({});
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

    const found = validateManagerLogin(values);
    setErrors(found);
    setGeneralError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setStatus('submitting');
    try {
      const session = await login({
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
        area: 'staff',
      });
      setStatus('success');
      onSignedIn();
      auth.setSession(session);
      notify({ tone: 'success', title: t.welcomeTitle, message: t.welcome(displayName(session.user)) });
      redirectTimer.current = setTimeout(() => window.location.assign(managementReturnPath(searchParams.get('volver'))), MANAGER_REDIRECT_DELAY_MS);
    } catch (error) {
      setStatus('idle');
      if (error instanceof ApiError) {
        const { email, password } = error.fieldErrors;
        if (email || password) setErrors({ email, password });
        setGeneralError(error.serverMessage ?? t.errors.invalidCredentials);
      } else {
        // Time-out, offline or a refused connection.
        setGeneralError(es.common.connectionError);
      }
    }
  };

  // Locked from the first click to the redirect.
  const busy = status !== 'idle';

  return (
    <>
      <AuthCardHeader icon={<ShieldIcon />} title={t.title} titleId={ids.title} subtitle={t.subtitle} />

      {status === 'success' && <FormAlert tone="success">{t.success}</FormAlert>}
      {generalError && <FormAlert tone="error">{generalError}</FormAlert>}

      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={ids.title} aria-busy={status === 'submitting'}>
        <EmailField
          ref={emailRef}
          id={ids.email}
          name="email"
          label={t.email}
          autoComplete="username"
          placeholder={t.emailPlaceholder}
          value={values.email}
          onChange={onFieldChange('email')}
          error={errors.email}
          disabled={busy}
        />

        <PasswordField
          ref={passwordRef}
          id={ids.password}
          name="password"
          label={t.password}
          value={values.password}
          onChange={onFieldChange('password')}
          autoComplete="current-password"
          error={errors.password}
          showLabel={t.showPassword}
          hideLabel={t.hidePassword}
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
    </>
  );
}
