import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { updateProfile, type ProfileUser } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { autoFormatPhone, displayPhone, emailError, LIMITS, phoneError } from '../../auth/accountRules';
import { PhoneField } from '../../auth/PhoneField';
import { useFieldErrors } from '../../auth/useFieldErrors';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { EmailField, TextField } from '../../ui/form/TextField';

const t = accountTexts.profile;
const e = accountTexts.errors;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'currentPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (user: ProfileUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: displayPhone(user.phone),
  currentPassword: '',
});

/** Name, last name, e-mail and phone. A new e-mail asks for the current password (it is how a password is reset). */
export function ProfileForm({ user, onSaved }: { user: ProfileUser; onSaved: (user: ProfileUser) => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const { errors, id, ref, clear, show, fromServer } = useFieldErrors(FIELDS);
  const [generalError, setGeneralError] = useState<string | null>(null);
  /** What the server said of the change (a new e-mail: the verification it was sent), once saved. */
  const [saved, setSaved] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const titleId = useId();
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const onChange = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = field === 'phone' ? autoFormatPhone(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setSaved(null);
    clear(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setGeneralError(null);
    setSaved(null);
    const found = {
      firstName: values.firstName.trim() === '' ? e.fieldRequired : undefined,
      email: emailError(values.email),
      phone: phoneError(values.phone),
      currentPassword: emailChanged && values.currentPassword === '' ? e.currentPasswordRequired : undefined,
    };
    if (show(found)) return;
    setSubmitting(true);
    try {
      const answer = await updateProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        ...(emailChanged ? { currentPassword: values.currentPassword } : {}),
      });
      setValues(valuesOf(answer.user));
      setSaved(answer.message || t.saved);
      onSaved(answer.user);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'email_exists') show({ email: e.emailExists });
      else if (caught instanceof ApiError && caught.code === 'phone_exists') show({ phone: e.phoneExists });
      else if (caught instanceof ApiError && caught.status === 400 && Object.keys(caught.fieldErrors).length > 0) {
        show(fromServer(caught.fieldErrors));
      } else if (caught instanceof ApiError && caught.status === 429 && caught.serverMessage) setGeneralError(caught.serverMessage);
      else if (caught instanceof ApiError) setGeneralError(t.saveFailed);
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
  });

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        {t.personalTitle}
      </h2>
      {saved && <FormAlert tone="success">{saved}</FormAlert>}
      {generalError && <FormAlert tone="error">{generalError}</FormAlert>}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={submitting}>
        <div className="form-row">
          <TextField {...field('firstName')} label={t.firstName} type="text" autoComplete="given-name" maxLength={LIMITS.name} />
          <TextField {...field('lastName')} label={t.lastName} type="text" autoComplete="family-name" maxLength={LIMITS.name} />
        </div>
        <div className="form-row">
          <EmailField {...field('email')} label={accountTexts.common.email} autoComplete="email" maxLength={LIMITS.email} />
          <PhoneField {...field('phone')} label={t.phone} hint={t.phoneHint} />
        </div>
        {emailChanged && (
          <PasswordField
            {...field('currentPassword')}
            label={t.currentPasswordForEmail}
            autoComplete="current-password"
            hint={t.currentPasswordForEmailHint}
            maxLength={LIMITS.password}
          />
        )}
        <div className="profile-card__actions">
          <SubmitButton label={t.save} submittingLabel={t.saving} submitting={submitting} />
        </div>
      </form>
    </section>
  );
}
