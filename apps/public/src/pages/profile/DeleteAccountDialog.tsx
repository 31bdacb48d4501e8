import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { deleteAccount } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { LIMITS } from '../../auth/accountRules';
import { useAuth } from '../../auth/AuthContext';
import { useFieldErrors } from '../../auth/useFieldErrors';
import { useNotify } from '../../notifications/NotificationsContext';
import { FormAlert } from '../../ui/form/FormAlert';
import { PasswordField } from '../../ui/form/PasswordField';
import '../../ui/confirm-dialog.css';

const t = accountTexts.profile.data;
const FIELDS = ['password'] as const;

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Eliminar mi cuenta': a modal <dialog> that says what is deleted and what the shop keeps, and
 * asks for the password. A wrong one shows under the field; once deleted, the visitor is signed
 * out and taken home with a notice. Escape and Cancelar close it while nothing is being sent.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  const [password, setPassword] = useState('');
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { errors, id, ref, clear, show, fromServer } = useFieldErrors(FIELDS);
  const { signOut } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) {
      // Nothing typed stays behind for the next time it opens.
      setPassword('');
      setGeneralError(null);
      show({});
    }
  }, [open, show]);

  const cancel = () => {
    if (!submitting) onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setGeneralError(null);
    if (show({ password: password === '' ? t.passwordRequired : undefined })) return;
    setSubmitting(true);
    try {
      await deleteAccount(password);
      // Home first: /perfil without a session would send the visitor to the login.
      navigate('/');
      // The server has ended the session and cleared the cookie; this forgets it here.
      await signOut();
      notify({ tone: 'success', title: t.deletedTitle, message: t.deleted });
    } catch (caught) {
      setSubmitting(false);
      if (caught instanceof ApiError && caught.status === 400 && caught.fieldErrors.password) show(fromServer(caught.fieldErrors));
      else if (caught instanceof ApiError && caught.status === 401) return; // the client has left for the login
      else if (caught instanceof ApiError && caught.serverMessage && [403, 429].includes(caught.status)) setGeneralError(caught.serverMessage);
      else if (caught instanceof ApiError) setGeneralError(t.deleteFailed);
      else setGeneralError(accountTexts.errors.connection);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog delete-account-dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) cancel();
      }}
    >
      <form className="confirm-dialog__body form" noValidate onSubmit={onSubmit} aria-busy={submitting}>
        <h2 id={titleId} className="delete-account-dialog__title">
          {t.dialogTitle}
        </h2>
        <div id={introId}>
          <p className="delete-account-dialog__text">{t.dialogIntro}</p>
          <ul className="delete-account-dialog__list">
            {t.consequences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="delete-account-dialog__text delete-account-dialog__note">{t.downloadFirst}</p>
        </div>
        {generalError && <FormAlert tone="error">{generalError}</FormAlert>}
        <PasswordField
          ref={ref('password')}
          id={id('password')}
          name="password"
          label={t.password}
          hint={t.passwordHint}
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('password');
          }}
          error={errors.password}
          disabled={submitting}
          maxLength={LIMITS.password}
          autoFocus
        />
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--secondary" onClick={cancel} disabled={submitting}>
            {t.cancel}
          </button>
          <button type="submit" className="button button--danger" disabled={submitting}>
            {submitting && <span className="spinner spinner--light" aria-hidden="true" />}
            {submitting ? t.confirming : t.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
