import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { NOTICE_CHANNELS, type NoticeChannel } from '@taller/domain';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import '../../i18n/abandonment.es';

const T = 'repairNotices';

/**
 * How the customer is told, chosen before anything is recorded: by e-mail (only when the
 * client has an address), by telephone or in person.
 */
export const NoticeChannelDialog = ({
  open,
  title,
  titleArgs,
  content,
  hasEmail,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  titleArgs?: Record<string, unknown>;
  content: string;
  hasEmail: boolean;
  busy: boolean;
  onConfirm: (channel: NoticeChannel) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  // Whether the client has an address may be known only after the dialog is mounted (closed):
  // until staff pick a channel, the default follows it instead of being fixed at mount.
  const [picked, setPicked] = useState<NoticeChannel | null>(null);
  const channel: NoticeChannel = picked === null || (picked === 'email' && !hasEmail) ? (hasEmail ? 'email' : 'phone') : picked;
  const labelId = useId();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(title, titleArgs)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(content)}</DialogContentText>
        <FormControl>
          <FormLabel id={labelId}>{translate(`${T}.dialog.channel`)}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={channel} onChange={(event) => setPicked(event.target.value as NoticeChannel)}>
            {NOTICE_CHANNELS.map((id) => (
              <FormControlLabel
                key={id}
                value={id}
                disabled={id === 'email' && !hasEmail}
                control={<Radio />}
                label={
                  id === 'email' && !hasEmail
                    ? `${translate(`${T}.channels.email`)} (${translate(`${T}.dialog.email_unavailable`)})`
                    : translate(`${T}.channels.${id}`)
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => onConfirm(channel)} disabled={busy}>
          {translate(`${T}.dialog.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
