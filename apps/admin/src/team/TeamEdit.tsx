import { Edit, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { roleChoices } from './choices';

/** Name, e-mail and role; the server refuses to demote the last active Administrador or oneself. */
export const TeamEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="email" type="email" validate={required()} />
      <SelectInput source="role" choices={roleChoices} validate={required()} />
    </SimpleForm>
  </Edit>
);
