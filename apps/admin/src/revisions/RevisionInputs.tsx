import { DateInput, SelectInput, TextInput } from 'react-admin';
import { isRequiredBy, keepText } from '../forms';
import { motiveChoices } from './choices';

/** What the inputs need of a schema: which fields it requires. */
type Schema = Parameters<typeof isRequiredBy>[0];

/**
 * The revision's inputs, shared by the create and edit forms. Which fields are marked
 * required comes from the schema the form validates with (the server's own), so label and
 * rule never disagree: all of them for a new revision, device and description when editing.
 */
export const RevisionInputs = ({ schema }: { schema: Schema }) => (
  <>
    <TextInput source="device" parse={keepText} isRequired={isRequiredBy(schema, 'device')} />
    <TextInput source="model" parse={keepText} isRequired={isRequiredBy(schema, 'model')} />
    <TextInput
      source="contactNumber"
      type="tel"
      parse={keepText}
      isRequired={isRequiredBy(schema, 'contactNumber')}
    />
    <SelectInput source="motive" choices={motiveChoices} isRequired={isRequiredBy(schema, 'motive')} />
    <TextInput
      source="description"
      parse={keepText}
      multiline
      minRows={3}
      isRequired={isRequiredBy(schema, 'description')}
    />
    <DateInput source="date" isRequired={isRequiredBy(schema, 'date')} />
    <TextInput source="internalNotes" parse={keepText} multiline minRows={3} />
  </>
);
