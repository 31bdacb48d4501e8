import type { ComponentProps } from 'react';
import { Field, fieldAria, type FieldProps } from './Field';

export type TextFieldProps = FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className' | 'children'>;

export function TextField({ id, label, labelAside, hint, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      <input id={id} className="field__input" {...input} {...fieldAria({ id, hint, error })} />
    </Field>
  );
}

/** An address is typed as is: the keyboard with @, no capital letter, no spelling fix. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" inputMode="email" autoCapitalize="none" spellCheck={false} {...props} />;
}
