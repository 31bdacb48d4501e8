import type { SxProps, Theme } from '@mui/material/styles';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, type CommonInputProps } from 'react-admin';
import { eurosInputToCents } from '../forms';

/** Integer cents as the shop writes euros: `1999` → `19,99`. */
export const centsToEurosText = (cents: unknown): string =>
  typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2).replace('.', ',') : '';

/**
 * A price typed as the shop writes it, `19,99` (or `19.99`), kept in the form as integer cents.
 * A text box rather than a number box: a number box refuses the Spanish decimal comma in a
 * browser set to English. What is typed stays as typed while the box has the focus (so `19,`
 * can become `19,9`), and reads `19,90` after.
 */
export const PriceInput = ({ label, helperText, sx, ...props }: CommonInputProps & { sx?: SxProps<Theme> }) => {
  const { field, fieldState, id, isRequired } = useInput({ ...props, parse: eurosInputToCents });
  const [text, setText] = useState(() => centsToEurosText(field.value));
  const focused = useRef(false);

  // A form reset or a record loaded after the first render shows its price.
  useEffect(() => {
    if (!focused.current) setText(centsToEurosText(field.value));
  }, [field.value]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    field.onChange(event.target.value);
  };

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={onChange}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
        field.onBlur();
        if (typeof field.value === 'number' && Number.isFinite(field.value)) setText(centsToEurosText(field.value));
      }}
      label={<FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      size="small"
      margin="dense"
      sx={sx}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
};
