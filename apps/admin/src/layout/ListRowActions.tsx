import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState, type MouseEvent } from 'react';
import {
  BulkDeleteButton,
  Confirm,
  Link,
  useCreatePath,
  useDelete,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useGetRecordRepresentation,
  useTranslate,
  useUnselect,
  type Identifier,
} from 'react-admin';
import { BulkDeleteIncomplete } from '../providers/deleteEach';
import { serverMessage } from '../providers/errors';
import { bulkDeleteReport, useBulkDeleteFailureLine, useSetBulkDeleteReport } from './BulkDeleteReport';

/*
 * The texts come from the resource's own catalogue entries, the same keys for every list:
 * actions.open and actions.delete_row ({id}); message.delete_title ({id}), delete_content,
 * bulk_delete_title and bulk_delete_content ({smart_count}); notifications.deleted
 * ({smart_count}), delete_failed and bulk_delete_failed.
 */

/** The id as a link to the detail, so that a list can be worked from the keyboard (a row's click is for the mouse). */
export const IdLink = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record || !resource) return null;
  return (
    <Link
      to={createPath({ resource, id: record.id, type: 'show' })}
      aria-label={translate(`resources.${resource}.actions.open`, { id: record.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {record.id}
    </Link>
  );
};

/** Deletes one record from its row, after a confirmation; the click opens nothing else. */
export const RowDeleteButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const unselect = useUnselect(resource);
  const [deleteOne, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  if (!record || !resource) return null;

  const label = translate(`resources.${resource}.actions.delete_row`, { id: record.id });
  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: { smart_count: 1 } });
          unselect([record.id], true);
        },
        onError: (error) => {
          setOpen(false);
          // The server says why when it refuses (a client with work, a record changed meanwhile).
          notify(serverMessage(error) ?? `resources.${resource}.notifications.delete_failed`, { type: 'error' });
        },
      },
    );

  return (
    // The dialog lives in a portal, but its clicks still bubble to the row through React.
    <Box component="span" onClick={(event: MouseEvent) => event.stopPropagation()}>
      <Tooltip title={label}>
        <IconButton size="small" color="error" aria-label={label} onClick={() => setOpen(true)} disabled={isPending}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`resources.${resource}.message.delete_title`}
        content={`resources.${resource}.message.delete_content`}
        titleTranslateOptions={{ id: record.id }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};

/**
 * Deletes the selected records after a confirmation, one DELETE each (ra-data-simple-rest),
 * with the spec's texts for one and for many. When some cannot be deleted the others still
 * are: the notification says how many were, and a report above the list gives each record
 * left with the server's reason (a client with work, a record changed meanwhile); the records
 * left stay selected.
 */
export const BulkDeleteRecords = () => {
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const representation = useGetRecordRepresentation(resource);
  const unselect = useUnselect(resource);
  const setReport = useSetBulkDeleteReport();
  const failureLine = useBulkDeleteFailureLine();
  const { selectedIds, data, onUnselectItems } = useListContext();
  const count = selectedIds.length;
  const failedText = translate(
    count === 1 ? `resources.${resource}.notifications.delete_failed` : `resources.${resource}.notifications.bulk_delete_failed`,
  );
  // '#12 · Móvil iPhone 13' as the list shows it; a client's name gets its number too.
  const nameOf = (id: Identifier) => {
    const record = data?.find((row) => row.id === id);
    const name = record ? String(representation(record)) : '';
    return name.startsWith('#') ? name : [`#${id}`, name].filter(Boolean).join(' · ');
  };
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle={`resources.${resource}.message.bulk_delete_title`}
      confirmContent={`resources.${resource}.message.bulk_delete_content`}
      confirmColor="warning"
      mutationOptions={{
        onSuccess: () => {
          setReport?.(null);
          notify(`resources.${resource}.notifications.deleted`, { type: 'success', messageArgs: { smart_count: count } });
          onUnselectItems(true);
        },
        onError: (error) => {
          if (error instanceof BulkDeleteIncomplete) {
            const report = bulkDeleteReport(error, nameOf, translate(`resources.${resource}.notifications.delete_failed`));
            unselect(error.deleted, true);
            setReport?.(report);
            notify(failureLine(failedText, report), { type: 'error' });
          } else {
            setReport?.(null);
            notify(failedText, { type: 'error' });
          }
          refresh();
        },
      }}
    />
  );
};
