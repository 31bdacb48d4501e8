import type { ReactNode } from 'react';

export const hintIdOf = (fieldId: string) => `${fieldId}-hint`;
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

interface Described {
  id: string;
  hint?: ReactNode;
  error?: string;
  /** Another element that explains the input, such as the strength bar. */
  describedById?: string;
}

/** So that a screen reader gives the hint, then any other explanation, then the error, with the input. */
export function fieldAria({ id, hint, error, describedById }: Described) {
  const describedBy = [hint ? hintIdOf(id) : undefined, describedById, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={errorIdOf(id)} className="field__error">
      {error}
    </p>
  ) : null;
}

export interface FieldProps {
  /** The input's id: the label, hint and error hang on it. */
  id: string;
  label: ReactNode;
  /** Beside the label, e.g. the "forgot password" link. */
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A labelled control with its hint and error under it; the control wires itself with `fieldAria`. */
export function Field({ id, label, labelAside, hint, error, children }: FieldProps & { children: ReactNode }) {
  const labelElement = (
    <label htmlFor={id} className="field__label">
      {label}
    </label>
  );
  return (
    <div className="field">
      {labelAside ? (
        <div className="field__label-row">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint && (
        <p id={hintIdOf(id)} className="field__hint">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}
