import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCloseNotification, useTranslate, type Identifier, type NotificationOptions } from 'react-admin';
import type { BulkDeleteIncomplete } from '../providers/deleteEach';

export interface RefusedRecord {
  id: Identifier;
  /** How the screen names the record: '#12 · María García López', '«Pedido al mayorista»'. */
  name: string;
  /** The server's reason, or the screen's own failure text. */
  reason: string;
}

/**
 * What a bulk delete that could not delete everything says (a notification's content): the
 * spec's failure line, how many of the selected were deleted, and each record left with the
 * server's reason. It stays until closed: a list of reasons is not read in 5 s.
 */
const BulkDeleteOutcome = ({ heading, total, deleted, refused }: { heading: string; total: number; deleted: number; refused: RefusedRecord[] }) => {
  const translate = useTranslate();
  const close = useCloseNotification();
  return (
    <Alert
      severity="error"
      variant="filled"
      onClose={close}
      closeText={translate('ra.action.close')}
      sx={{ maxWidth: 640 }}
    >
      <AlertTitle>{heading}</AlertTitle>
      {total > 1 && <Typography variant="body2">{translate('lists.bulk_delete.deleted_of', { smart_count: deleted, total })}</Typography>}
      <Typography variant="body2">{translate('lists.bulk_delete.not_deleted', { smart_count: refused.length })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
        {refused.map(({ id, name, reason }) => (
          <li key={String(id)}>{`${name}: ${reason}`}</li>
        ))}
      </Box>
    </Alert>
  );
};

/** `notify`'s arguments for a bulk delete that stopped short, with each record's name and reason. */
export function bulkDeleteOutcome(
  failure: BulkDeleteIncomplete,
  { heading, nameOf, fallbackReason }: { heading: string; nameOf: (id: Identifier) => string; fallbackReason: string },
): [ReactNode, NotificationOptions] {
  const refused = failure.refused.map(({ id, reason }) => ({ id, name: nameOf(id), reason: reason ?? fallbackReason }));
  return [
    <BulkDeleteOutcome
      heading={heading}
      total={failure.deleted.length + failure.refused.length}
      deleted={failure.deleted.length}
      refused={refused}
    />,
    { type: 'error', autoHideDuration: null },
  ];
}
