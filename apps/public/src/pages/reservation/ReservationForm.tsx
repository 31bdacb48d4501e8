import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { fetchProfile } from '../../api/account';
import { ApiError, NetworkError } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { shop } from '../../config/shop';
import type { BasketLine } from '../../reservation/basket';
import { removeLine, reservationLines, setLineQuantity, shortageIn, type Shortage } from '../../reservation/basketChanges';
import { clearBasket, updateBasket } from '../../reservation/basketStore';
import { ClockIcon } from '../../ui/icons';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { EmailField, TextField } from '../../ui/form/TextField';
import { keepReceipt, placeReservation, type ReservationContact } from './reservationApi';
import { reservationTexts } from './reservation.texts';

const t = reservationTexts.form;

type Field = keyof ReservationContact;
const FIELDS: readonly Field[] = ['name', 'lastName', 'email', 'phone'];

/** What went wrong with a submission, as the page says it. */
type Problem =
  | { kind: 'fields'; message: string }
  | { kind: 'refused'; message: string; shortage: Shortage | null }
  | { kind: 'throttled'; message: string }
  | { kind: 'unknown' }
  | { kind: 'failed'; message: string }
  | { kind: 'adjusted' };

const EMPTY: ReservationContact = { name: '', lastName: '', email: '', phone: '' };

/**
 * The customer's details and the button that reserves. A signed-in customer finds theirs filled
 * in (the e-mail is always their account's: the server uses it); a guest types them. Only the
 * server's 201 counts as a reservation: every other answer says what happened and what to do,
 * and nothing is cleared.
 */
export function ReservationForm({ lines, blocked, onRefused }: { lines: readonly BasketLine[]; blocked: boolean; onRefused: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const customer = auth.current?.user.role === 'customer' ? auth.current.user : null;
  const [contact, setContact] = useState<ReservationContact>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // A customer's own details, as /perfil reads them; what they already typed stays.
  useEffect(() => {
    if (!customer) return undefined;
    const controller = new AbortController();
    fetchProfile(controller.signal).then(
      ({ user }) =>
        setContact((typed) => ({
          name: typed.name || user.firstName,
          lastName: typed.lastName || user.lastName,
          email: user.email,
          phone: typed.phone || (user.phone ?? ''),
        })),
      () => setContact((typed) => ({ ...typed, email: customer.email })),
    );
    return () => controller.abort();
  }, [customer?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setContact((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (blocked) {
      setProblem({ kind: 'fields', message: t.fixLines });
      return;
    }
    const missing: Partial<Record<Field, string>> = {};
    for (const field of ['name', 'email', 'phone'] as const) if (contact[field].trim() === '') missing[field] = t.required;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setProblem({ kind: 'fields', message: t.fixFields });
      return;
    }
    setSubmitting(true);
    setProblem(null);
    try {
      const receipt = await placeReservation(reservationLines(lines), { ...contact, name: contact.name.trim(), lastName: contact.lastName.trim(), email: contact.email.trim(), phone: contact.phone.trim() });
      keepReceipt(receipt);
      clearBasket();
      navigate('/reserva/confirmada', { state: { receipt } });
    } catch (failure) {
      setSubmitting(false);
      setProblem(problemOf(failure, lines, setErrors));
      if (failure instanceof ApiError && failure.status === 409) onRefused();
    }
  };

  const adjust = (change: (current: readonly BasketLine[]) => BasketLine[]) => {
    updateBasket(change);
    setProblem({ kind: 'adjusted' });
  };

  const holdDays = shop.terms.reservationHoldDays;
  return (
    <form className="reservation-card reservation-form" onSubmit={submit} noValidate aria-labelledby="reservation-form-title">
      <h2 id="reservation-form-title" className="reservation-card__label">
        {t.title}
      </h2>
      <p className="reservation-form__hint">{customer ? t.signedIn : t.guestHint}</p>

      <div ref={alertRef} tabIndex={-1} className="reservation-form__alert">
        {problem && <ProblemAlert problem={problem} adjust={adjust} />}
      </div>

      <div className="reservation-form__grid">
        <TextField id="reservation-name" label={t.name} value={contact.name} onChange={change('name')} autoComplete="given-name" maxLength={100} required error={errors.name} />
        <TextField
          id="reservation-last-name"
          label={
            <>
              {t.lastName} <span className="field__optional">{t.optional}</span>
            </>
          }
          value={contact.lastName}
          onChange={change('lastName')}
          autoComplete="family-name"
          maxLength={100}
          error={errors.lastName}
        />
        <EmailField
          id="reservation-email"
          label={t.email}
          hint={customer ? t.emailAccount : t.emailHint}
          value={contact.email}
          onChange={change('email')}
          autoComplete="email"
          maxLength={254}
          readOnly={customer !== null}
          required
          error={errors.email}
        />
        <TextField id="reservation-phone" label={t.phone} hint={t.phoneHint} type="tel" inputMode="tel" value={contact.phone} onChange={change('phone')} autoComplete="tel" maxLength={20} required error={errors.phone} />
      </div>

      <p className="reservation-form__hold">
        <ClockIcon aria-hidden="true" />
        <strong>{t.holdNote(holdDays)}</strong>
      </p>
      <p className="reservation-form__consent">
        {t.consentBefore}
        <Link to="/terminos-y-condiciones">{t.terms}</Link>
        {t.consentMiddle}
        <Link to="/politica-de-privacidad">{t.privacy}</Link>
        {t.consentAfter}
      </p>
      <SubmitButton label={t.submit} submittingLabel={t.submitting} submitting={submitting} className="button--large reservation-form__submit" />
    </form>
  );
}

/** A failure in the customer's words: the server's message where it has one, never a reservation that did not happen. */
function problemOf(failure: unknown, lines: readonly BasketLine[], setErrors: (errors: Partial<Record<Field, string>>) => void): Problem {
  if (failure instanceof NetworkError) {
    // Offline, nothing left the browser; a time-out or a cut connection may have reached the shop.
    return failure.message === 'No internet connection' ? { kind: 'failed', message: t.failed } : { kind: 'unknown' };
  }
  if (!(failure instanceof ApiError)) return { kind: 'failed', message: t.failed };
  const message = failure.serverMessage ?? t.failed;
  if (failure.status === 400) {
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) if (failure.fieldErrors[field]) fieldErrors[field] = failure.fieldErrors[field];
    setErrors(fieldErrors);
    const aboutLines = Object.entries(failure.fieldErrors).find(([key]) => key === 'lines' || key.startsWith('lines.'));
    return { kind: 'fields', message: aboutLines ? aboutLines[1] : Object.keys(fieldErrors).length > 0 ? t.fixFields : message };
  }
  if (failure.status === 409) return { kind: 'refused', message, shortage: shortageIn(message, lines) };
  if (failure.status === 429) return { kind: 'throttled', message };
  return { kind: 'failed', message: t.failed };
}

function ProblemAlert({ problem, adjust }: { problem: Problem; adjust: (change: (current: readonly BasketLine[]) => BasketLine[]) => void }) {
  switch (problem.kind) {
    case 'fields':
      return <FormAlert tone="error">{problem.message}</FormAlert>;
    case 'unknown':
      return <FormAlert tone="error">{t.unknownOutcome}</FormAlert>;
    case 'failed':
      return <FormAlert tone="error">{problem.message}</FormAlert>;
    case 'throttled':
      return (
        <FormAlert tone="error">
          {problem.message} {t.throttled}
        </FormAlert>
      );
    case 'adjusted':
      return <FormAlert tone="success">{t.adjusted}</FormAlert>;
    case 'refused': {
      const { shortage } = problem;
      return (
        <FormAlert
          tone="error"
          action={
            shortage ? (
              <div className="reservation-actions">
                {shortage.available > 0 && (
                  <button type="button" className="button button--primary button--small" onClick={() => adjust((lines) => setLineQuantity(lines, shortage.productId, shortage.available))}>
                    {t.keepOnly(shortage.available)}
                  </button>
                )}
                <button type="button" className="button button--secondary button--small" onClick={() => adjust((lines) => removeLine(lines, shortage.productId))}>
                  {t.removeShort}
                </button>
              </div>
            ) : null
          }
        >
          {problem.message}. {t.nothingHeld}
        </FormAlert>
      );
    }
  }
}
