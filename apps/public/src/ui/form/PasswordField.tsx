import { useState, type ComponentProps, type ReactNode } from 'react';
import { accountTexts } from '../../auth/account.texts';
import { EyeIcon, EyeOffIcon } from '../icons';
import { Field, fieldAria, type FieldProps } from './Field';

interface PasswordFieldProps extends FieldProps, Omit<ComponentProps<'input'>, 'id' | 'className' | 'children' | 'type' | 'autoComplete'> {
  autoComplete: 'current-password' | 'new-password';
  /** Under the input, e.g. the strength bar; `describedById` names it for screen readers. */
  children?: ReactNode;
  describedById?: string;
  /** The toggle's words, when a form has two password fields. */
  showLabel?: string;
  hideLabel?: string;
}

/** A password input with its show/hide toggle (spec §2: "with show/hide"). */
export function PasswordField(props: PasswordFieldProps) {
  const { id, label, labelAside, hint, error, children, describedById, showLabel, hideLabel, ...input } = props;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      <div className="field__control">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          className="field__input field__input--with-button"
          {...input}
          {...fieldAria({ id, hint, error, describedById })}
        />
        {/* Named by its (visually hidden) text, so that the field's label finds only the input. */}
        <button type="button" className="field__reveal" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          <span className="sr-only">{visible ? (hideLabel ?? accountTexts.common.hidePassword) : (showLabel ?? accountTexts.common.showPassword)}</span>
        </button>
      </div>
      {children}
    </Field>
  );
}
