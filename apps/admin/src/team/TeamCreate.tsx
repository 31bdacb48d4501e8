import Typography from '@mui/material/Typography';
import { Create, required, SelectInput, SimpleForm, TextInput, useCreatePath, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { roleChoices } from './choices';
import type { MailNotice, StaffMember } from './types';

/**
 * A new member: name, e-mail and role. Nobody types a password for someone else: the member
 * gets an e-mail with a link to choose one, and the detail then says what became of it.
 */
export const TeamCreate = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (
    <Create
      mutationOptions={{
        onSuccess: (member: StaffMember & { mail: MailNotice }) => {
          navigate(createPath({ resource: 'staff', id: member.id, type: 'show' }), { state: { mail: member.mail } });
        },
      }}
    >
      <SimpleForm defaultValues={{ role: 'gerente' }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.staff.create_help')}
        </Typography>
        <TextInput source="name" validate={required()} autoComplete="off" />
        <TextInput source="email" type="email" validate={required()} autoComplete="off" />
        <SelectInput source="role" choices={roleChoices} validate={required()} />
      </SimpleForm>
    </Create>
  );
};
