import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { keepText, type FormSchema } from '../forms';
import { EurosInput, SchemaTextInput } from '../shared/FormInputs';
import { paymentMethodChoices, priceTypeChoices } from './choices';

/**
 * The repair's text inputs, shared by the create and edit forms. Which fields are marked
 * required comes from the schema the form validates with, so label and rule never disagree.
 */
export const RepairTextInputs = ({ schema }: { schema: FormSchema }) => (
  <>
    <SchemaTextInput schema={schema} source="device" />
    <SchemaTextInput schema={schema} source="model" />
    <SchemaTextInput schema={schema} source="contactNumber" type="tel" />
    <SchemaTextInput schema={schema} source="description" multiline minRows={3} />
    <SchemaTextInput schema={schema} source="motive" />
  </>
);

/** Price in euros (stored as integer cents), payment method and whether it is paid. */
export const RepairPaymentInputs = () => (
  <>
    <EurosInput source="priceCents" label="resources.repairs.fields.priceEuros" />
    <SelectInput source="priceType" choices={priceTypeChoices} defaultValue="flexible" isRequired />
    <SelectInput source="paymentMethod" choices={paymentMethodChoices} isRequired />
    <BooleanInput source="isPaid" />
  </>
);

export const InternalNotesInput = () => (
  <TextInput source="internalNotes" parse={keepText} multiline minRows={3} />
);
