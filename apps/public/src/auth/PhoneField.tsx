import { TextField, type TextFieldProps } from '../ui/form/TextField';
import { accountTexts } from './account.texts';
import { LIMITS } from './accountRules';

type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> & { label: string };

/** An account's phone: optional, Spanish, typed on the phone keypad. */
export function PhoneField({ label, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      label={
        <>
          {label} <span className="field__optional">{accountTexts.common.optional}</span>
        </>
      }
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={LIMITS.phone}
    />
  );
}
