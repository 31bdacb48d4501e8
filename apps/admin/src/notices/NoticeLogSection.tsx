import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain/dates';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, type RaRecord } from 'react-admin';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { fetchNoticeLog, type NoticeLogEntry, type NoticeLogResource } from './api';
import { noticeLogTexts } from '../i18n/noticeLog.es';
import { useScreenTranslate } from '../shared/screenTexts';

const T = 'notice_log';

/** Green only for what really left (SMTP or the provider took it); a file written or a queue is not a message received. */
const deliveryColour = (delivery: NoticeLogEntry['delivery']): 'success' | 'warning' | 'error' | 'default' =>
  delivery.state === 'failed' ? 'error' : delivery.state === 'sent' ? (delivery.via === 'file' ? 'default' : 'success') : 'warning';

const Entry = ({ entry }: { entry: NoticeLogEntry }) => {
  const translate = useScreenTranslate(noticeLogTexts);
  return (
    <Box component="li" sx={{ mb: 1.5 }} data-testid="notice-log-entry">
      <Typography variant="subtitle2" component="p">
        {entry.stepLabel} · {entry.channelLabel} · <time dateTime={entry.sentAt}>{formatMadridDateTime(entry.sentAt)}</time>
      </Typography>
      <Typography variant="body2">
        {translate(`${T}.to`, { to: entry.to })} · {translate(`${T}.given_by`, { name: entry.givenBy })}
      </Typography>
      <Stack spacing={0.5} sx={{ mt: 0.5 }}>
        <Chip
          size="small"
          variant="outlined"
          color={deliveryColour(entry.delivery)}
          label={entry.deliveryLabel}
          sx={{ alignSelf: 'flex-start', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          data-testid="notice-log-delivery"
        />
        {entry.failure && (
          <Typography variant="body2" color="error">
            {translate(`${T}.failure`, { error: entry.failure.error })}
          </Typography>
        )}
        <details>
          <summary>{entry.subject || translate(`${T}.show_text`)}</summary>
          <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 0.5 }}>
            {entry.text}
          </Typography>
        </details>
      </Stack>
    </Box>
  );
};

/**
 * 'Mensajes al cliente' on a repair's, revision's or order's detail: every e-mail, SMS and
 * WhatsApp sent about it, newest first, to which address, who sent it (the shop's automatic
 * notices or a member of staff), and what the outbox knows of it now; above, which steps the
 * shop tells and whether this client can be told at all.
 */
export const NoticeLogSection = ({ resource }: { resource: NoticeLogResource }) => {
  const record = useRecordContext<RaRecord & { version?: number }>();
  const translate = useScreenTranslate(noticeLogTexts);
  const log = useQuery({
    queryKey: ['notice-log', resource, record?.id, record?.version],
    queryFn: ({ signal }) => fetchNoticeLog(resource, record!.id, signal),
    enabled: record?.id !== undefined,
    // The automatic notices follow a change by a moment: look again shortly after one.
    refetchInterval: (query) => (Date.now() - query.state.dataUpdatedAt < 15_000 ? 3_000 : false),
  });
  if (!record) return null;
  const data = log.data;
  return (
    <CollapsibleSection title={translate(`${T}.section`)}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${T}.hint`)}
      </Typography>
      {log.isPending && (
        // The room the commonest answer takes (no message yet, or one), so the sections below do not move.
        <Box role="progressbar" aria-label={translate(`${T}.loading`)}>
          <Skeleton width="70%" />
        </Box>
      )}
      {log.isError && <Alert severity="error">{translate(`${T}.failed_load`)}</Alert>}
      {data && !data.reachable.email && !data.reachable.phone && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(`${T}.unreachable`)}
        </Alert>
      )}
      {data?.optedOut && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${T}.opted_out`)}
        </Alert>
      )}
      {data && data.entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.empty`)}
        </Typography>
      )}
      {data && data.entries.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {data.entries.map((entry, index) => (
            <Entry key={`${entry.sentAt}-${entry.channel}-${index}`} entry={entry} />
          ))}
        </Box>
      )}
    </CollapsibleSection>
  );
};
