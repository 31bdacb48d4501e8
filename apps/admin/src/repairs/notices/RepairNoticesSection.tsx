import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay, formatMadridDateTime } from '@taller/domain';
import { useTranslate } from 'react-admin';
import { CollapsibleSection } from '../../shared/CollapsibleSection';
import type { RepairDetail } from '../types';
import type { NoticeEntry } from './noticesApi';
import { useRepairNotices } from './useRepairNotices';
import '../../i18n/abandonment.es';

const T = 'repairNotices';

/** Green only for what really left (SMTP took it); a file written or a queue is not a notice received. */
const deliveryColour = ({ state, via }: { state: string; via?: string }): 'success' | 'warning' | 'error' | 'default' =>
  state === 'failed' ? 'error' : state === 'sent' ? (via === 'smtp' ? 'success' : 'default') : 'warning';

const Notice = ({ notice }: { notice: NoticeEntry }) => {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ mb: 1.5 }} data-testid="repair-notice">
      <Typography variant="subtitle2" component="p">
        {translate(`${T}.kinds.${notice.kind}`)} · <time dateTime={notice.at}>{formatMadridDateTime(notice.at)}</time>
      </Typography>
      <Typography variant="body2">
        {notice.channelLabel}
        {notice.givenBy ? ` · ${translate(`${T}.given_by`, { name: notice.givenBy })}` : ''}
      </Typography>
      {notice.abandonOn && <Typography variant="body2">{translate(`${T}.abandon_on`, { day: formatDay(notice.abandonOn) })}</Typography>}
      {!notice.counts && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.no_clock`)}
        </Typography>
      )}
      {notice.email && (
        <Stack spacing={0.5} sx={{ mt: 0.5 }}>
          <Chip
            size="small"
            variant="outlined"
            color={deliveryColour(notice.email.delivery)}
            label={notice.email.deliveryLabel}
            sx={{ alignSelf: 'flex-start', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            data-testid="notice-delivery"
          />
          <details>
            <summary>{translate(`${T}.email_subject`, { subject: notice.email.subject })}</summary>
            <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 0.5 }}>
              {notice.email.text}
            </Typography>
          </details>
        </Stack>
      )}
    </Box>
  );
};

/** Where the device stands towards abandonment, said plainly above the detail. */
export const AbandonmentAlert = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  const { data } = useRepairNotices(repair);
  if (data?.abandoned) {
    return (
      <Alert severity="info" variant="outlined" role="status" data-testid="repair-abandonment">
        {translate(`${T}.alerts.abandoned`, { day: formatDay(data.abandoned.day), reason: data.abandoned.reason })}
      </Alert>
    );
  }
  const view = data?.abandonment;
  // Due a final notice: the 'Posible abandono' alert above already says so.
  if (!view || view.stage === 'final_notice_due') return null;
  const text =
    view.stage === 'final_notice_sent'
      ? translate(`${T}.alerts.final_notice_sent`, { sent: formatDay(view.finalNoticeDay ?? view.noticeDay), day: formatDay(view.abandonOn ?? view.noticeDay) })
      : translate(`${T}.alerts.abandonable`, { day: formatDay(view.abandonOn ?? view.noticeDay) });
  return (
    <Alert severity={view.stage === 'final_notice_sent' ? 'info' : 'warning'} role="status" data-testid="repair-abandonment">
      {text}
    </Alert>
  );
};

/** Every notice given, how, by whom, and for an e-mail its text and what the outbox knows of it. */
export const RepairNoticesSection = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  const { data } = useRepairNotices(repair);
  const notices = data?.notices ?? [];
  return (
    <CollapsibleSection title={`${T}.section`}>
      {notices.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.empty`)}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {notices.map((notice) => (
            <Notice key={`${notice.kind}-${notice.at}`} notice={notice} />
          ))}
        </Box>
      )}
    </CollapsibleSection>
  );
};
