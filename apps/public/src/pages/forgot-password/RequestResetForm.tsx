import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { emailError, LIMITS } from '../../auth/accountRules';
import { AlertIcon, CheckIcon, MailIcon } from '../../ui/icons';

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
        <header className="auth-card__header">
          <span className="auth-card__icon" aria-hidden="true">
            <CheckIcon />
          </span>
          <h1 className="auth-card__title">{t.sentTitle}</h1>
        </header>
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
      <header className="auth-card__header">
        <span className="auth-card__icon" aria-hidden="true">
          <MailIcon />
        </span>
        <h1 id={ids.title} className="auth-card__title">
          {t.title}
        </h1>
        <p className="auth-card__subtitle">{t.subtitle}</p>
      </header>
      {generalError && (
        <p className="alert alert--error" role="alert">
          <AlertIcon />
          {generalError}
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={ids.title} aria-busy={submitting}>
        <div className="field">
          <label htmlFor={ids.email} className="field__label">
            {accountTexts.common.email}
          </label>
          <input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={accountTexts.common.emailPlaceholder}
            className="field__input"
            maxLength={LIMITS.email}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.email}-error` : undefined}
            disabled={submitting}
          />
          {error && (
            <p id={`${ids.email}-error`} className="field__error">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
          {submitting && <span className="spinner spinner--light" aria-hidden="true" />}
          {submitting ? t.submitting : t.submit}
        </button>
      </form>
      <p className="auth-card__footer">
        <Link to="/iniciar-sesion">{t.backToLogin}</Link>
      </p>
    </>
  );
}
