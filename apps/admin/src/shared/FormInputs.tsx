import { NumberInput, TextInput, type NumberInputProps, type TextInputProps } from 'react-admin';
import { centsToEurosInput, eurosInputToCents, isRequiredBy, keepText, type FormSchema } from '../forms';

/**
 * A text input of a form checked by one of the domain's schemas: marked required when that
 * schema requires the field (so label and rule never disagree), and an emptied box kept as `''`.
 */
export const SchemaTextInput = ({ schema, source, ...props }: TextInputProps & { schema: FormSchema }) => (
  <TextInput source={source} parse={keepText} isRequired={isRequiredBy(schema, source)} {...props} />
);

/** An amount typed in euros (to the cent, never below 0) and kept as integer cents (a price). */
export const EurosInput = (props: NumberInputProps) => (
  <NumberInput format={centsToEurosInput} parse={eurosInputToCents} step={0.01} min={0} {...props} />
);
