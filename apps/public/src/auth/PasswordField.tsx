import { useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { EyeIcon, EyeOffIcon } from '../ui/icons';
import { accountTexts } from './account.texts';

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string;
  /** A hint under the input, read with it. */
  hint?: string;
  /** Beside the label, e.g. the "forgot password" link. */
  labelAside?: ReactNode;
  /** Under the input, e.g. the strength bar; `describedById` names it for screen readers. */
  children?: ReactNode;
  describedById?: string;
  /** The toggle's words, when a form has two password fields. */
  showLabel?: string;
  hideLabel?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  maxLength?: number;
}

/** A password input with its show/hide toggle, label, hint and error (spec §2: "with show/hide"). */
export function PasswordField(props: PasswordFieldProps) {
  const { id, name, label, value, onChange, autoComplete, error, hint, labelAside, children, describedById, inputRef, disabled, maxLength } = props;
  const [visible, setVisible] = useState(false);
  const describedBy = [hint ? `${id}-hint` : undefined, describedById, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
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
      <div className="field__control">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className="field__input field__input--with-button"
          value={value}
          onChange={onChange}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
        />
        {/* Named by its (visually hidden) text, so that the field's label finds only the input. */}
        <button type="button" className="field__reveal" aria-pressed={visible} aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          <span className="sr-only">{visible ? (props.hideLabel ?? accountTexts.common.hidePassword) : (props.showLabel ?? accountTexts.common.showPassword)}</span>
        </button>
      </div>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
