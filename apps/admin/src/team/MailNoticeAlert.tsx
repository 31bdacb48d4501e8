import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MailNotice } from './types';

/**
 * What became of the e-mail with the link, as the server said it: queued for SMTP, or kept as
 * a file because no mail is configured, and then the link itself, to hand over by hand.
 */
export const MailNoticeAlert = ({ notice, onClose }: { notice: MailNotice; onClose?: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert severity={notice.delivery === 'smtp' ? 'info' : 'warning'} onClose={onClose} sx={{ mb: 2 }} role="status">
      <Typography variant="body2">{notice.message}</Typography>
      {notice.link ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            {translate('resources.staff.mail.link')}
          </Typography>
          <Typography variant="body2" component="code" sx={{ wordBreak: 'break-all', userSelect: 'all' }} data-testid="reset-link">
            {notice.link}
          </Typography>
        </Box>
      ) : null}
    </Alert>
  );
};
