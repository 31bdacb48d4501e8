import type { ComponentProps } from 'react';
import { Field, fieldAria, type FieldProps } from './Field';

export function TextAreaField({ id, label, labelAside, hint, error, ...textarea }: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'children'>) {
  return (
    <Field id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      <textarea id={id} className="field__input" {...textarea} {...fieldAria({ id, hint, error })} />
    </Field>
  );
}
