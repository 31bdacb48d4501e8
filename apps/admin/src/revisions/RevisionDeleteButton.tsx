import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRecordContext, useRedirect, useUnselect } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Revision } from './types';
import { serverMessage } from '../providers/errors';

/**
 * Deletes the revision in context after a confirmation, with the detail's texts ('Revisión
 * eliminada correctamente' / 'Error al eliminar la revisión'), then goes to the list. Its
 * history stays (the server records a tombstone).
 */
export const RevisionDeleteButton = () => {
  const revision = useRecordContext<Revision>();
  const notify = useNotify();
  const redirect = useRedirect();
  const unselect = useUnselect('revisions');
  // Null on the detail page; on the edit page, the form whose unsaved changes no longer matter.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const [deleteOne, { isPending }] = useDelete<Revision>();
  const [open, setOpen] = useState(false);
  if (!revision) return null;

  const confirm = () =>
    deleteOne(
      'revisions',
      { id: revision.id, previousData: revision },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('resources.revisions.notifications.deleted_from_detail', { type: 'success' });
          unselect([revision.id], true);
          form?.reset(undefined, { keepValues: true });
          redirect('list', 'revisions');
        },
        onError: (error) => {
          setOpen(false);
          notify(serverMessage(error) ?? 'resources.revisions.notifications.delete_failed', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.revisions.message.delete_title"
        content="resources.revisions.message.delete_content"
        titleTranslateOptions={{ id: revision.id }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
