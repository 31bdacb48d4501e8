import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { changePassword } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { confirmationError, LIMITS, newPasswordError } from '../../auth/accountRules';
import { PasswordStrengthMeter } from '../../auth/PasswordStrengthMeter';
import { useFieldErrors } from '../../auth/useFieldErrors';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';

const t = accountTexts.profile;
const e = accountTexts.errors;

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password, given the current one; the server then ends the account's other sessions. */
export function PasswordChangeForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const { errors, id, ref, clear, show, fromServer } = useFieldErrors(FIELDS);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const titleId = useId();
  const strengthId = useId();

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setDone(null);
    clear(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setGeneralError(null);
    setDone(null);
    const found = {
      currentPassword: values.currentPassword === '' ? e.currentPasswordRequired : undefined,
      newPassword: newPasswordError(values.newPassword),
      confirmPassword: confirmationError(values.newPassword, values.confirmPassword),
    };
    if (show(found)) return;
    setSubmitting(true);
    try {
      const { message } = await changePassword(values);
      setValues(EMPTY);
      setDone(message);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 400 && Object.keys(caught.fieldErrors).length > 0) {
        show(fromServer(caught.fieldErrors));
      } else if (caught instanceof ApiError && caught.status === 429 && caught.serverMessage) setGeneralError(caught.serverMessage);
      else if (caught instanceof ApiError) setGeneralError(t.passwordFailed);
      else setGeneralError(e.connection);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    ref: ref(name),
    id: id(name),
    name,
    value: values[name],
    onChange: onChange(name),
    error: errors[name],
    disabled: submitting,
    maxLength: LIMITS.password,
  });

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {t.passwordTitle}
      </h2>
      <p className="profile-card__subtitle">{t.passwordSubtitle}</p>
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {generalError && <FormAlert tone="error">{generalError}</FormAlert>}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={submitting}>
        {/* Lets a password manager tie the new password to this account. */}
        <PasswordField
          {...field('currentPassword')}
          label={t.currentPassword}
          autoComplete="current-password"
          showLabel={t.showCurrent}
          hideLabel={t.hideCurrent}
        />
        <PasswordField
          {...field('newPassword')}
          label={t.newPassword}
          autoComplete="new-password"
          hint={accountTexts.common.passwordHint}
          describedById={strengthId}
          showLabel={t.showNew}
          hideLabel={t.hideNew}
        >
          <PasswordStrengthMeter id={strengthId} password={values.newPassword} />
        </PasswordField>
        <PasswordField
          {...field('confirmPassword')}
          label={t.confirmPassword}
          autoComplete="new-password"
          showLabel={accountTexts.common.showConfirmation}
          hideLabel={accountTexts.common.hideConfirmation}
        />
        <div className="profile-card__actions">
          <SubmitButton label={t.changePassword} submittingLabel={t.changingPassword} submitting={submitting} />
        </div>
      </form>
    </section>
  );
}
