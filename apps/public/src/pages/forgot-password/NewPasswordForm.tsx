import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { checkResetToken, resetPassword } from '../../api/account';
import { fetchCurrentSession } from '../../api/auth';
import { ApiError, isAbortError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { confirmationError, LIMITS, newPasswordError } from '../../auth/accountRules';
import { useAuth } from '../../auth/AuthContext';
import { AuthCardHeader } from '../../auth/AuthCardHeader';
import { PasswordStrengthMeter } from '../../auth/PasswordStrengthMeter';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { AlertIcon, CheckIcon, ShieldIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';

const t = accountTexts.forgot;

type Errors = Partial<Record<'password' | 'confirmPassword', string>>;

/** What the server said of the link as the page opened. */
type LinkCheck = { state: 'checking' } | { state: 'usable' } | { state: 'refused'; message: string };

/**
 * The page the e-mailed link opens: a new password (≥ 8, confirmed) for the link's token. The
 * link is checked first, so a used or expired one is refused before anything is typed.
 */
export function NewPasswordForm({ token, onRequestNew }: { token: string; onRequestNew: () => void }) {
  const [link, setLink] = useState<LinkCheck>({ state: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    checkResetToken(token, controller.signal)
      .then(() => setLink({ state: 'usable' }))
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        if (error instanceof ApiError && error.code === 'invalid_token') setLink({ state: 'refused', message: error.serverMessage ?? t.linkInvalid });
        // Not known now (offline, too many checks): the form, whose saving tells.
        else setLink({ state: 'usable' });
      });
    return () => controller.abort();
  }, [token]);

  if (link.state === 'checking') return <PageLoading label={t.checkingLink} />;
  if (link.state === 'refused') {
    return (
      <>
        <AuthCardHeader icon={<AlertIcon />} title={t.linkRefusedTitle} />
        <FormAlert
          tone="error"
          action={
            <button type="button" className="button button--secondary button--small alert__action" onClick={onRequestNew}>
              {t.requestNew}
            </button>
          }
        >
          {link.message}
        </FormAlert>
      </>
    );
  }
  return <NewPassword token={token} onRequestNew={onRequestNew} />;
}

/** The form itself, for a link that worked when the page opened (it may still expire meanwhile). */
function NewPassword({ token, onRequestNew }: { token: string; onRequestNew: () => void }) {
  const auth = useAuth();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), confirmPassword: useRef<HTMLInputElement>(null) };
  const doneRef = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), password: useId(), confirmPassword: useId(), strength: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Errors = { password: newPasswordError(password), confirmPassword: confirmationError(password, confirmPassword) };
    setErrors(found);
    setGeneralError(null);
    if (found.password) return refs.password.current?.focus();
    if (found.confirmPassword) return refs.confirmPassword.current?.focus();
    setSubmitting(true);
    try {
      const { message } = await resetPassword({ token, password, confirmPassword });
      setDone(message);
      requestAnimationFrame(() => doneRef.current?.focus());
      // Every session of that account has ended: if it was this browser's, say so now.
      if (auth.status === 'authenticated' && (await fetchCurrentSession().catch(() => null)) === null) await auth.signOut();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'invalid_token') {
        setLinkInvalid(true);
        setGeneralError(caught.serverMessage ?? t.saveFailed);
      } else if (caught instanceof ApiError && caught.status === 400) {
        setErrors({ password: caught.fieldErrors.password, confirmPassword: caught.fieldErrors.confirmPassword });
        setGeneralError(caught.serverMessage ?? t.saveFailed);
      } else if (caught instanceof ApiError) setGeneralError(t.saveFailed);
      else setGeneralError(accountTexts.errors.connection);
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div ref={doneRef} className="sent-panel" tabIndex={-1} role="status">
        <AuthCardHeader icon={<CheckIcon />} title={t.doneTitle} />
        <p>{done}</p>
        <div className="sent-panel__actions">
          <Link to="/iniciar-sesion" className="button button--primary button--block">
            {t.goToLogin}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <AuthCardHeader icon={<ShieldIcon />} title={t.newTitle} titleId={ids.title} subtitle={t.newSubtitle} />
      {generalError && (
        <FormAlert
          tone="error"
          action={
            linkInvalid ? (
              <button type="button" className="button button--secondary button--small alert__action" onClick={onRequestNew}>
                {t.requestNew}
              </button>
            ) : null
          }
        >
          {generalError}
        </FormAlert>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={ids.title} aria-busy={submitting}>
        {/* For password managers: which account this new password is for is not known here. */}
        <PasswordField
          ref={refs.password}
          id={ids.password}
          name="password"
          label={t.newPassword}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          autoComplete="new-password"
          error={errors.password}
          hint={accountTexts.common.passwordHint}
          describedById={ids.strength}
          disabled={submitting}
          maxLength={LIMITS.password}
        >
          <PasswordStrengthMeter id={ids.strength} password={password} />
        </PasswordField>
        <PasswordField
          ref={refs.confirmPassword}
          id={ids.confirmPassword}
          name="confirmPassword"
          label={t.confirmPassword}
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setErrors((current) => ({ ...current, confirmPassword: undefined }));
          }}
          autoComplete="new-password"
          error={errors.confirmPassword}
          showLabel={accountTexts.common.showConfirmation}
          hideLabel={accountTexts.common.hideConfirmation}
          disabled={submitting}
          maxLength={LIMITS.password}
        />
        <SubmitButton label={t.save} submittingLabel={t.saving} submitting={submitting} className="button--block button--large" />
      </form>
    </>
  );
}
