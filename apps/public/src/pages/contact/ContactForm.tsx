import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { ApiError, isAbortError } from '../../api/client';
import { shop } from '../../config/shop';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { EmailField, TextField } from '../../ui/form/TextField';
import { contactTexts } from './contact.texts';
import { templateById, type ContactTemplateId } from './contactTemplates';
import { sendContactMessage } from './sendContactMessage';
import { SendBanner, type SendOutcome } from './SendBanner';
import { TemplatePicker } from './TemplatePicker';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMPTY_CONTACT,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './validation';

const t = contactTexts;

/** Where the keyboard focus goes once the template grid has been hidden or shown. */
type FocusAfterRender = 'chosen' | 'selected-card' | null;

/**
 * The templates and the form of /contacto. States (spec §4): idle, submitting, then success
 * (form cleared, success banner) or error (banner; what was typed stays).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  /** A refusal of the server that names no field of the form. */
  const [formError, setFormError] = useState<string | null>(null);
  const [template, setTemplate] = useState<ContactTemplateId>('custom');
  const [pickerOpen, setPickerOpen] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const formTitleId = useId();
  const ids = { name: useId(), email: useId(), phone: useId(), subject: useId(), message: useId() };
  const refs: Record<ContactField, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };
  const pickerRef = useRef<HTMLDivElement>(null);
  const chosenRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<FocusAfterRender>(null);
  const request = useRef<AbortController | null>(null);
  const outcomeKey = useRef(0);

  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === 'chosen') chosenRef.current?.focus();
    if (target === 'selected-card') pickerRef.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
  }, [pickerOpen]);

  const onFieldChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Fills subject and message from the template, unless the visitor has written their own. */
  const chooseTemplate = (id: ContactTemplateId) => {
    const previous = templateById(template);
    const next = templateById(id);
    const replaces = (current: string, fromPrevious: string) => current.trim() === '' || current === fromPrevious;
    const subject = replaces(values.subject, previous.subject) ? next.subject : values.subject;
    const message = replaces(values.message, previous.message) ? next.message : values.message;
    setValues((current) => ({ ...current, subject, message }));
    setErrors((current) => ({
      ...current,
      subject: subject.trim() === '' ? current.subject : undefined,
      message: message.trim() === '' ? current.message : undefined,
    }));
    setTemplate(id);
    if (id !== 'custom') {
      focusAfterRender.current = 'chosen';
      setPickerOpen(false);
      setAnnouncement(t.templates.applied(next.title));
    }
  };

  const reopenPicker = () => {
    focusAfterRender.current = 'selected-card';
    setPickerOpen(true);
    setAnnouncement('');
  };

  const showOutcome = (result: Omit<SendOutcome, 'key'>) => setOutcome({ ...result, key: ++outcomeKey.current });

  const focusFirstError = (found: ContactErrors) => {
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateContact(values);
    setErrors(found);
    setFormError(null);
    if (CONTACT_FIELDS.some((field) => found[field])) return focusFirstError(found);

    setSubmitting(true);
    setOutcome(null);
    request.current = new AbortController();
    try {
      await sendContactMessage(values, template, request.current.signal);
      setValues(EMPTY_CONTACT);
      setTemplate('custom');
      setPickerOpen(true);
      setAnnouncement('');
      showOutcome({ tone: 'success', title: t.banner.successTitle, message: t.banner.success, detail: t.banner.successDetail });
    } catch (error) {
      if (isAbortError(error)) return;
      if (error instanceof ApiError && error.status === 400) {
        const fromServer: ContactErrors = {};
        for (const field of CONTACT_FIELDS) if (error.fieldErrors[field]) fromServer[field] = error.fieldErrors[field];
        setErrors(fromServer);
        if (CONTACT_FIELDS.some((field) => fromServer[field])) focusFirstError(fromServer);
        else setFormError(error.serverMessage ?? t.errors.formInvalid);
      } else if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
        // Too many messages from this connection: the server says, in Spanish, to wait.
        showOutcome({ tone: 'error', title: t.banner.errorTitle, message: error.serverMessage, detail: t.banner.errorDetail(shop.contact.phone) });
      } else {
        showOutcome({ tone: 'error', title: t.banner.errorTitle, message: t.banner.error, detail: t.banner.errorDetail(shop.contact.phone) });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const hasFieldErrors = CONTACT_FIELDS.some((field) => errors[field]);
  const overallError = hasFieldErrors ? t.errors.formInvalid : formError;
  const chosen = templateById(template);
  const ChosenBar = (
    <div className="contact-chosen">
      <div ref={chosenRef} tabIndex={-1} className="contact-chosen__text">
        <span className="contact-chosen__label">{t.templates.chosen}</span> <strong>{chosen.title}</strong>
      </div>
      <button type="button" className="button button--secondary button--small" onClick={reopenPicker}>
        {t.templates.change}
      </button>
    </div>
  );

  const label = (text: string, required: boolean) => (
    <>
      {text}
      {required ? (
        <span className="contact-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="contact-optional"> {t.form.optional}</span>
      )}
    </>
  );

  const common = (field: ContactField) => ({
    id: ids[field],
    name: field,
    value: values[field],
    onChange: onFieldChange(field),
    maxLength: CONTACT_LIMITS[field],
    error: errors[field],
  });

  return (
    <div className="contact-main">
      {pickerOpen ? <TemplatePicker ref={pickerRef} selected={template} onChoose={chooseTemplate} /> : ChosenBar}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <section className="contact-card" aria-labelledby={formTitleId}>
        <h2 id={formTitleId} className="contact-section-title">
          {t.form.title}
        </h2>
        <p className="contact-card__note">{t.form.requiredNote}</p>

        <SendBanner outcome={outcome} onClose={() => setOutcome(null)} />

        {overallError && <FormAlert tone="error">{overallError}</FormAlert>}

        <form className="form contact-form" noValidate onSubmit={onSubmit} aria-labelledby={formTitleId} aria-busy={submitting}>
          <div className="contact-form__row">
            <TextField
              ref={refs.name as RefObject<HTMLInputElement>}
              {...common('name')}
              label={label(t.form.name, true)}
              type="text"
              autoComplete="name"
              placeholder={t.form.namePlaceholder}
              required
            />
            <EmailField
              ref={refs.email as RefObject<HTMLInputElement>}
              {...common('email')}
              label={label(t.form.email, true)}
              autoComplete="email"
              placeholder={t.form.emailPlaceholder}
              required
            />
          </div>

          <TextField
            ref={refs.phone as RefObject<HTMLInputElement>}
            {...common('phone')}
            label={label(t.form.phone, false)}
            hint={t.form.phoneHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
          />

          <TextField
            ref={refs.subject as RefObject<HTMLInputElement>}
            {...common('subject')}
            label={label(t.form.subject, true)}
            type="text"
            placeholder={t.form.subjectPlaceholder}
            required
          />

          <TextAreaField
            ref={refs.message as RefObject<HTMLTextAreaElement>}
            {...common('message')}
            label={label(t.form.message, true)}
            rows={6}
            placeholder={t.form.messagePlaceholder}
            required
          />

          <p className="contact-form__privacy">
            {t.form.privacy} <Link to="/politica-de-privacidad">{t.form.privacyLink}</Link>.
          </p>

          <SubmitButton label={t.form.submit} submittingLabel={t.form.submitting} submitting={submitting} className="button--large contact-form__submit" />
        </form>
      </section>
    </div>
  );
}
