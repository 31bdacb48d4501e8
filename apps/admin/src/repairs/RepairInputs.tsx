import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { centsToEurosInput, eurosInputToCents, isRequiredBy, keepText } from '../forms';
import { paymentMethodChoices, priceTypeChoices } from './choices';

/** What the inputs need of a schema: which fields it requires. */
type Schema = Parameters<typeof isRequiredBy>[0];

/**
 * The repair's text inputs, shared by the create and edit forms. Which fields are marked
 * required comes from the schema the form validates with, so label and rule never disagree.
 */
export const RepairTextInputs = ({ schema }: { schema: Schema }) => (
  <>
    <TextInput source="device" parse={keepText} isRequired={isRequiredBy(schema, 'device')} />
    <TextInput source="model" parse={keepText} isRequired={isRequiredBy(schema, 'model')} />
    <TextInput source="contactNumber" type="tel" parse={keepText} isRequired={isRequiredBy(schema, 'contactNumber')} />
    <TextInput
      source="description"
      parse={keepText}
      multiline
      minRows={3}
      isRequired={isRequiredBy(schema, 'description')}
    />
    <TextInput source="motive" parse={keepText} isRequired={isRequiredBy(schema, 'motive')} />
  </>
);

/** Price in euros (stored as integer cents), payment method and whether it is paid. */
export const RepairPaymentInputs = () => (
  <>
    <NumberInput
      source="priceCents"
      label="resources.repairs.fields.priceEuros"
      format={centsToEurosInput}
      parse={eurosInputToCents}
      step={0.01}
      min={0}
    />
    <SelectInput source="priceType" choices={priceTypeChoices} defaultValue="flexible" isRequired />
    <SelectInput source="paymentMethod" choices={paymentMethodChoices} isRequired />
    <BooleanInput source="isPaid" />
  </>
);

export const InternalNotesInput = () => (
  <TextInput source="internalNotes" parse={keepText} multiline minRows={3} />
);
