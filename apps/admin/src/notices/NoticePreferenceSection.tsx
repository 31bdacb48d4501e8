import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain/dates';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, type Identifier } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { fetchNoticePreference, saveNoticePreference } from './api';
import { noticeLogTexts } from '../i18n/noticeLog.es';
import { useScreenTranslate } from '../shared/screenTexts';

const T = 'notice_log.preference';

/**
 * 'Avisos al cliente' on the client's detail: whether they get the courtesy notices (they can
 * stop them from the link in every e-mail), and a button to change it as asked by phone or at
 * the counter. The essential notices (quotes, charges, the final notice) always go.
 */
export const NoticePreferenceSection = ({ clientId }: { clientId: Identifier }) => {
  const translate = useScreenTranslate(noticeLogTexts);
  const notify = useNotify();
  const queries = useQueryClient();
  const [saving, setSaving] = useState(false);
  const preference = useQuery({ queryKey: ['notice-preference', clientId], queryFn: ({ signal }) => fetchNoticePreference(clientId, signal) });
  const data = preference.data;

  const change = async () => {
    if (!data) return;
    setSaving(true);
    try {
      queries.setQueryData(['notice-preference', clientId], await saveNoticePreference(clientId, !data.optedOut));
      await queries.invalidateQueries({ queryKey: ['notice-log'] });
      notify(translate(`${T}.saved`), { type: 'success' });
    } catch (error) {
      notify(serverMessage(error) ?? translate(`${T}.failed`), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <CollapsibleSection title={translate(`${T}.section`)}>
      {data && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="notice-preference">
            {data.optedOut && data.optedOutAt
              ? translate(`${T}.stopped`, { date: formatMadridDateTime(data.optedOutAt), by: data.changedBy ?? '—' })
              : translate(`${T}.receiving`)}
          </Typography>
          <Button variant="outlined" size="small" onClick={change} disabled={saving}>
            {translate(data.optedOut ? `${T}.resume` : `${T}.stop`)}
          </Button>
        </>
      )}
    </CollapsibleSection>
  );
};
