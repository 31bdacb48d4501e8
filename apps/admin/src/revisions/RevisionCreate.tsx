import { madridDay, newRevisionSchema } from '@taller/domain';
import { Create, HttpError, ListButton, PasswordInput, SimpleForm, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { isRequiredBy, validateWith } from '../forms';
import { ClientAutocomplete } from '../repairs/ClientAutocomplete';
import { RevisionInputs } from './RevisionInputs';
import type { Revision } from './types';

const validateNewRevision = validateWith(newRevisionSchema);

/** Booked for today (in Madrid) unless another day is chosen. */
const newRevisionDefaults = () => ({
  device: '',
  model: '',
  contactNumber: '',
  description: '',
  internalNotes: '',
  unlockCode: '',
  date: madridDay(new Date()),
});

const RevisionCreateActions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

/** An empty unlock code is no code at all. */
const toPost = ({ unlockCode, ...form }: Partial<Revision> & { unlockCode?: string }) =>
  unlockCode ? { ...form, unlockCode } : form;

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
      actions={<RevisionCreateActions />}
      transform={toPost}
      mutationOptions={{
        onSuccess: (revision) => {
          notify('resources.revisions.notifications.created', { type: 'success' });
          redirect('show', 'revisions', revision.id);
        },
        onError: (error) => {
          const body = error instanceof HttpError ? (error.body as { errors?: object } | undefined) : undefined;
          if (body?.errors && Object.keys(body.errors).length > 0) return; // shown beside the fields
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
