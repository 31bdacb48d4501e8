import { madridDay } from '@taller/domain';
import { DateInput, SelectInput, TextInput } from 'react-admin';
import { isRequiredBy, keepText, type FormSchema } from '../forms';
import { SchemaTextInput } from '../shared/FormInputs';
import { motiveChoices } from './choices';

/** A new revision's form, booked for today (in Madrid) unless another day is chosen. */
export const newRevisionDefaults = () => ({
  device: '',
  model: '',
  contactNumber: '',
  description: '',
  internalNotes: '',
  unlockCode: '',
  date: madridDay(new Date()),
});

/**
 * The revision's inputs, shared by the create and edit forms. Which fields are marked
 * required comes from the schema the form validates with (the server's own), so label and
 * rule never disagree: all of them for a new revision, device and description when editing.
 */
export const RevisionInputs = ({ schema }: { schema: FormSchema }) => (
  <>
    <SchemaTextInput schema={schema} source="device" />
    <SchemaTextInput schema={schema} source="model" />
    <SchemaTextInput schema={schema} source="contactNumber" type="tel" />
    <SelectInput source="motive" choices={motiveChoices} isRequired={isRequiredBy(schema, 'motive')} />
    <SchemaTextInput schema={schema} source="description" multiline minRows={3} />
    <DateInput source="date" isRequired={isRequiredBy(schema, 'date')} />
    <TextInput source="internalNotes" parse={keepText} multiline minRows={3} />
  </>
);
