import { newRevisionSchema } from '@taller/domain';
import { Create, HttpError, PasswordInput, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { isRequiredBy, validateWith, withoutEmptyUnlockCode } from '../forms';
import { ListButtonBar } from '../layout/RecordActions';
import { hasFieldErrors } from '../providers/errors';
import { ClientAutocomplete } from '../repairs/ClientAutocomplete';
import { newRevisionDefaults, RevisionInputs } from './RevisionInputs';
import type { Revision } from './types';

const validateNewRevision = validateWith(newRevisionSchema);

/**
 * Registers a revision ('Revisión creada exitosamente'), then shows it. The full new-work page
 * (/nuevo-trabajo) is its own screen; this is the list's simple form, with the spec's "new
 * revision" rules (every field but the notes and the unlock code required).
 */
export const RevisionCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<Revision>
      actions={<ListButtonBar />}
      transform={withoutEmptyUnlockCode}
      mutationOptions={{
        onSuccess: (revision) => {
          notify('resources.revisions.notifications.created', { type: 'success' });
          redirect('show', 'revisions', revision.id);
        },
        onError: (error) => {
          if (hasFieldErrors(error)) return; // shown beside the fields
          const serverSaid = error instanceof HttpError && error.status >= 400 && error.status < 500 && error.message;
          notify(serverSaid || 'resources.revisions.notifications.create_failed', { type: 'error' });
        },
      }}
    >
      <SimpleForm validate={validateNewRevision} defaultValues={newRevisionDefaults} sx={{ maxWidth: 720 }}>
        <ClientAutocomplete isRequired={isRequiredBy(newRevisionSchema, 'clientId')} />
        <RevisionInputs schema={newRevisionSchema} />
        <PasswordInput source="unlockCode" autoComplete="off" />
      </SimpleForm>
    </Create>
  );
};
