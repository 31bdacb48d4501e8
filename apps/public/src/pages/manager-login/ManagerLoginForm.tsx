import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { login } from '../../api/auth';
import { ApiError } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { displayName } from '../../auth/roles';
import { es } from '../../i18n/es';
import { MANAGEMENT_HOME } from '../../layout/navLinks';
import { useNotify } from '../../notifications/NotificationsContext';
import { AlertIcon, CheckIcon, EyeIcon, EyeOffIcon, ShieldIcon } from '../../ui/icons';
import { validateManagerLogin, type ManagerLoginErrors, type ManagerLoginValues } from './validation';

/** The spec's pause between the success message and the manager dashboard. */
export const MANAGER_REDIRECT_DELAY_MS = 1_000;

type Status = 'idle' | 'submitting' | 'success';

const t = es.managerLogin;

export function ManagerLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const notify = useNotify();
  const [values, setValues] = useState<ManagerLoginValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<ManagerLoginErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [passwordVisible, setPasswordVisible] = useState(false);
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
      redirectTimer.current = setTimeout(() => window.location.assign(MANAGEMENT_HOME), MANAGER_REDIRECT_DELAY_MS);
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

  const busy = status !== 'idle';
  const describedBy = (field: 'email' | 'password') => (errors[field] ? `${ids[field]}-error` : undefined);

  return (
    <>
      <header className="auth-card__header">
        <span className="auth-card__icon" aria-hidden="true">
          <ShieldIcon />
        </span>
        <h1 id={ids.title} className="auth-card__title">
          {t.title}
        </h1>
        <p className="auth-card__subtitle">{t.subtitle}</p>
      </header>

      {status === 'success' && (
        <p className="alert alert--success" role="status">
          <CheckIcon />
          {t.success}
        </p>
      )}
      {generalError && (
        <p className="alert alert--error" role="alert">
          <AlertIcon />
          {generalError}
        </p>
      )}

      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={ids.title} aria-busy={status === 'submitting'}>
        <div className="field">
          <label htmlFor={ids.email} className="field__label">
            {t.email}
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t.emailPlaceholder}
            className="field__input"
            value={values.email}
            onChange={onFieldChange('email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            disabled={busy}
          />
          {errors.email && (
            <p id={`${ids.email}-error`} className="field__error">
              {errors.email}
            </p>
          )}
        </div>

        <div className="field">
          <div className="field__label-row">
            <label htmlFor={ids.password} className="field__label">
              {t.password}
            </label>
            <Link to="/recuperar-contrasena" className="field__aside-link">
              {t.forgotPassword}
            </Link>
          </div>
          <div className="field__control">
            <input
              ref={passwordRef}
              id={ids.password}
              name="password"
              type={passwordVisible ? 'text' : 'password'}
              autoComplete="current-password"
              className="field__input field__input--with-button"
              value={values.password}
              onChange={onFieldChange('password')}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('password')}
              disabled={busy}
            />
            {/* Named by its (visually hidden) text rather than aria-label, so that
                "Contraseña" as a label only finds the input. */}
            <button
              type="button"
              className="field__reveal"
              aria-pressed={passwordVisible}
              aria-controls={ids.password}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              {passwordVisible ? <EyeOffIcon /> : <EyeIcon />}
              <span className="sr-only">{passwordVisible ? t.hidePassword : t.showPassword}</span>
            </button>
          </div>
          {errors.password && (
            <p id={`${ids.password}-error`} className="field__error">
              {errors.password}
            </p>
          )}
        </div>

        <div className="field field--checkbox">
          <input
            id={ids.remember}
            name="rememberMe"
            type="checkbox"
            className="checkbox"
            checked={values.rememberMe}
            onChange={(event) => setValues((current) => ({ ...current, rememberMe: event.target.checked }))}
            disabled={busy}
          />
          <label htmlFor={ids.remember}>{t.rememberMe}</label>
        </div>

        <button type="submit" className="button button--primary button--block button--large" disabled={busy}>
          {status === 'submitting' && <span className="spinner spinner--light" aria-hidden="true" />}
          {status === 'submitting' ? t.submitting : t.submit}
        </button>
      </form>
    </>
  );
}
