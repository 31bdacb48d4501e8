import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { login, type AuthSession } from '../api/auth';
import { CheckboxField } from '../ui/form/CheckboxField';
import { FormAlert } from '../ui/form/FormAlert';
import { PasswordField } from '../ui/form/PasswordField';
import { SubmitButton } from '../ui/form/SubmitButton';
import { EmailField } from '../ui/form/TextField';
import { validateLogin, type LoginErrors, type LoginMessages, type LoginValues } from './loginRules';
import { AuthCardHeader } from './AuthCardHeader';
import { useAuth } from './AuthContext';
import { displayName } from './roles';
import { useNotify } from '../notifications/NotificationsContext';

export interface LoginFormTexts {
  title: string;
  subtitle: string;
  email: string;
  emailPlaceholder: string;
  password: string;
  /** The visibility toggle's names, where the screen words them its own way. */
  showPassword?: string;
  hidePassword?: string;
  forgotPassword: string;
  rememberMe: string;
  submit: string;
  submitting: string;
  success: string;
  welcomeTitle: string;
  welcome: (name: string) => string;
}

/** What a refused or failed sign-in says: the general line, and the fields' own errors. */
export interface LoginFailure {
  message: string;
  fieldErrors?: LoginErrors;
}

export interface LoginFormProps {
  area: 'customer' | 'staff';
  icon: ReactNode;
  texts: LoginFormTexts;
  /** The screen's wording of the login rules (spec §5). */
  messages: LoginMessages;
  describeFailure: (error: unknown) => LoginFailure;
  /** Called the moment the session exists (the page keeps showing this form's success). */
  onSignedIn: () => void;
  /** Where to go after the spec's pause. */
  leave: () => void;
  leaveAfterMs: number;
  /** Above the form while it has not succeeded (the customer screen's manager-session notice). */
  notice?: ReactNode;
  /** Under the form. */
  footer?: ReactNode;
}

type Status = 'idle' | 'submitting' | 'success';

/**
 * The sign-in form of both login screens (spec §4, §5): checked before anything is sent,
 * the first wrong field focused, locked from the first click to the redirect, a welcome
 * notice, then `leave` after the screen's pause.
 */
export function LoginForm({ area, icon, texts: t, messages, describeFailure, onSignedIn, leave, leaveAfterMs, notice, footer }: LoginFormProps) {
  const auth = useAuth();
  const notify = useNotify();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = { email: useId(), password: useId(), remember: useId(), title: useId() };

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const onFieldChange = (field: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status !== 'idle') return;
    const found = validateLogin(values, messages);
    setErrors(found);
    setGeneralError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setStatus('submitting');
    let session: AuthSession;
    try {
      session = await login({ email: values.email.trim(), password: values.password, rememberMe: values.rememberMe, area });
    } catch (error) {
      setStatus('idle');
      const failure = describeFailure(error);
      if (failure.fieldErrors) setErrors(failure.fieldErrors);
      setGeneralError(failure.message);
      return;
    }
    setStatus('success');
    onSignedIn();
    auth.setSession(session);
    notify({ tone: 'success', title: t.welcomeTitle, message: t.welcome(displayName(session.user)) });
    leaveTimer.current = setTimeout(leave, leaveAfterMs);
  };

  // Locked from the first click to the redirect.
  const busy = status !== 'idle';
  return (
    <>
      <AuthCardHeader icon={icon} title={t.title} titleId={ids.title} subtitle={t.subtitle} />

      {status !== 'success' && notice}
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
      {footer}
    </>
  );
}
