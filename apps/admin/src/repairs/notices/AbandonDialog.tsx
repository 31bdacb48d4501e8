import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import '../../i18n/abandonment.es';

const T = 'repairNotices';

/** Marking abandoned asks for the reason recorded (a sensible one is written in). */
export const AbandonDialog = ({
  open,
  title,
  titleArgs,
  content,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  titleArgs?: Record<string, unknown>;
  content: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState(() => translate(`${T}.dialog.default_reason`));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title, titleArgs)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(content, titleArgs)}</DialogContentText>
        <TextField
          label={translate(`${T}.dialog.reason`)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={() => onConfirm(reason)} disabled={busy || reason.trim() === ''}>
          {translate(`${T}.dialog.abandon_confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
