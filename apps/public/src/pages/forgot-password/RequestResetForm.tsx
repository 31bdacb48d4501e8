import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { AuthCardHeader } from '../../auth/AuthCardHeader';
import { emailError, LIMITS } from '../../auth/accountRules';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { EmailField } from '../../ui/form/TextField';
import { CheckIcon, MailIcon } from '../../ui/icons';

const t = accountTexts.forgot;

/** Asks for a reset link. The answer is the same whether or not the e-mail has an account. */
export function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const ids = { title: useId(), email: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = emailError(email);
    setError(found);
    setGeneralError(null);
    if (found) return emailRef.current?.focus();
    setSubmitting(true);
    try {
      const { message } = await requestPasswordReset(email.trim());
      setSent(message);
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400 && caught.fieldErrors.email) setError(caught.fieldErrors.email);
      else if (caught instanceof ApiError && caught.status === 429 && caught.serverMessage) setGeneralError(caught.serverMessage);
      else if (caught instanceof ApiError) setGeneralError(t.failed);
      else setGeneralError(accountTexts.errors.connection);
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <div ref={sentRef} className="sent-panel" tabIndex={-1} role="status">
        <AuthCardHeader icon={<CheckIcon />} title={t.sentTitle} />
        <p>{sent}</p>
        <p className="auth-card__subtitle">{t.linkValidity}</p>
        <div className="sent-panel__actions">
          <Link to="/iniciar-sesion" className="button button--primary button--block">
            {t.backToLogin}
          </Link>
          <button type="button" className="button button--secondary button--block" onClick={() => setSent(null)}>
            {t.sendAgain}
          </button>
        </div>
      </div>
    );
  }

  return (
    <>
      <AuthCardHeader icon={<MailIcon />} title={t.title} titleId={ids.title} subtitle={t.subtitle} />
      {generalError && <FormAlert tone="error">{generalError}</FormAlert>}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={ids.title} aria-busy={submitting}>
        <EmailField
          ref={emailRef}
          id={ids.email}
          name="email"
          label={accountTexts.common.email}
          autoComplete="email"
          placeholder={accountTexts.common.emailPlaceholder}
          maxLength={LIMITS.email}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
          disabled={submitting}
        />
        <SubmitButton label={t.submit} submittingLabel={t.submitting} submitting={submitting} className="button--block button--large" />
      </form>
      <p className="auth-card__footer">
        <Link to="/iniciar-sesion">{t.backToLogin}</Link>
      </p>
    </>
  );
}
