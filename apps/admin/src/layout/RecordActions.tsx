import EditIcon from '@mui/icons-material/Edit';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import {
  Button,
  DeleteButton,
  Link,
  ListButton,
  TopToolbar,
  useCreatePath,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { serverMessage } from '../providers/errors';

/** The top bar of a screen whose only way out is back to its list (create, and most details). */
export const ListButtonBar = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

/**
 * A detail's action bar, a toolbar named for the record ('Acciones de la reparación'): editing
 * first, then the record's own actions.
 */
export const DetailActionBar = ({ label, children }: { label: string; children: ReactNode }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="toolbar"
      aria-label={translate(label)}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Button
        component={Link}
        to={createPath({ resource, id: record.id, type: 'edit' })}
        label="ra.action.edit"
        variant="outlined"
      >
        <EditIcon />
      </Button>
      {children}
    </Stack>
  );
};

/**
 * Deletes the record in context after react-admin's confirmation, then goes back to the list
 * saying so (`notifications.deleted`, or the screen's own `successMessage`). A refusal reads
 * the server's reason, or the resource's `notifications.delete_failed`.
 */
export const RecordDeleteButton = ({ successMessage }: { successMessage?: string }) => {
  const resource = useResourceContext();
  const notify = useNotify();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      successMessage={successMessage}
      mutationOptions={{
        onError: (error) =>
          notify(serverMessage(error) ?? `resources.${resource}.notifications.delete_failed`, { type: 'error' }),
      }}
    />
  );
};
