interface SubmitButtonProps {
  label: string;
  /** Said instead of `label` while the form is being sent, beside a spinner. */
  submittingLabel: string;
  submitting: boolean;
  /** Defaults to `submitting`; a form may stay locked after it, e.g. until its redirect. */
  disabled?: boolean;
  /** Size and placement, after `button button--primary`. */
  className?: string;
}

export function SubmitButton({ label, submittingLabel, submitting, disabled = submitting, className }: SubmitButtonProps) {
  return (
    <button type="submit" className={['button button--primary', className].filter(Boolean).join(' ')} disabled={disabled}>
      {submitting && <span className="spinner spinner--light" aria-hidden="true" />}
      {submitting ? submittingLabel : label}
    </button>
  );
}
