import CancelIcon from '@mui/icons-material/Cancel';
import { revisionEditSchema } from '@taller/domain';
import {
  Button,
  Edit,
  ListButton,
  PasswordInput,
  SaveButton,
  SelectInput,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { validateWith } from '../forms';
import { editableStatusChoices, statusChoices } from './choices';
import { RevisionDeleteButton } from './RevisionDeleteButton';
import { RevisionInputs } from './RevisionInputs';
import type { Revision } from './types';
import { hasFieldErrors, serverMessage } from '../providers/errors';

const validateRevisionEdit = validateWith(revisionEditSchema);

const RevisionEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** Cancel restores what the revision holds and goes back to its detail (spec §4, detail edit). */
const CancelButton = () => {
  const revision = useRecordContext<Revision>();
  const { reset } = useFormContext();
  const redirect = useRedirect();
  return (
    <Button
      label="resources.revisions.actions.cancel"
      onClick={() => {
        reset();
        if (revision) redirect('show', 'revisions', revision.id);
      }}
    >
      <CancelIcon />
    </Button>
  );
};

const RevisionEditToolbar = () => (
  <Toolbar
    sx={{ gap: 1, flexWrap: 'wrap', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
  >
    <SaveButton />
    <CancelButton />
    <span style={{ flex: 1 }} />
    <RevisionDeleteButton />
  </Toolbar>
);

/** Archiving has its own buttons: an archived revision's status is shown but not editable here. */
const StatusInput = () => {
  const revision = useRecordContext<Revision>();
  const archived = revision?.status === 'archived';
  return archived ? (
    <SelectInput source="status" choices={statusChoices} disabled helperText="resources.revisions.edit.archived_status" />
  ) : (
    <SelectInput source="status" choices={editableStatusChoices} isRequired />
  );
};

/**
 * What is PUT: the whole form with the `version` it was loaded at. The unlock code is sent only
 * when a new one was typed (its absence keeps the one kept); the images are not the form's.
 */
const toPut = ({ newUnlockCode, images: _images, unlockCode: _mask, ...form }: Revision & { newUnlockCode?: string }) =>
  newUnlockCode ? { ...form, unlockCode: newUnlockCode } : form;

/**
 * The revision editor. The form holds the whole record, `version` included: a save based on a
 * stale screen gets a 409 whose Spanish message is shown while the form keeps what was typed
 * (pessimistic mode: nothing is redirected or reset). Field errors, the domain's own rules,
 * show before anything is sent.
 */
export const RevisionEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<Revision>
      mutationMode="pessimistic"
      actions={<RevisionEditActions />}
      transform={toPut}
      mutationOptions={{
        onSuccess: (revision) => {
          notify('resources.revisions.notifications.updated', { type: 'success' });
          redirect('show', 'revisions', revision.id);
        },
        onError: (error) => {
          // Field errors from the server show beside their fields (and the form's general message).
          if (hasFieldErrors(error)) return;
          notify(serverMessage(error) ?? 'resources.revisions.notifications.save_failed', { type: 'error' });
        },
      }}
    >
      <SimpleForm
        validate={validateRevisionEdit}
        toolbar={<RevisionEditToolbar />}
        warnWhenUnsavedChanges
        sx={{ maxWidth: 720 }}
      >
        <RevisionInputs schema={revisionEditSchema} />
        <StatusInput />
        <PasswordInput
          source="newUnlockCode"
          autoComplete="new-password"
          helperText="resources.revisions.unlock.new_hint"
        />
      </SimpleForm>
    </Edit>
  );
};
