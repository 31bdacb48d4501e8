import type { ComponentProps, ReactNode } from 'react';
import { FieldError, fieldAria } from './Field';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'className' | 'children' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string;
  /** A consent's label holds links and may wrap, so its error sits under the label rather than beside it. */
  consent?: boolean;
}

/** A checkbox with its label after it. */
export function CheckboxField({ id, label, error, consent = false, ...input }: CheckboxFieldProps) {
  return (
    <div className={consent ? 'field field--consent' : 'field field--checkbox'}>
      <input id={id} type="checkbox" className="checkbox" {...input} {...fieldAria({ id, error })} />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  );
}
