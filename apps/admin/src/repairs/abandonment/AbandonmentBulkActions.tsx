import GavelIcon from '@mui/icons-material/Gavel';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import type { NoticeChannel } from '@taller/domain';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselect, type Identifier } from 'react-admin';
import { serverMessage } from '../../providers/errors';
import { AbandonDialog } from '../notices/AbandonDialog';
import { NoticeChannelDialog } from '../notices/NoticeChannelDialog';
import { markAbandoned, sendFinalNotice, type RecordedRepair } from '../notices/noticesApi';
import { useSetAbandonmentReport, type AbandonmentReport } from './AbandonmentReport';
import '../../i18n/abandonment.es';

type Action = AbandonmentReport['action'];

/**
 * 'Enviar aviso final' and 'Marcar abandonadas' on the selected repairs of 'Posible abandono':
 * one request per repair, one after another, and a report of each outcome above the list. The
 * server judges each one (a final notice not yet due, a date not yet passed, a client without
 * an e-mail): the report says so, nothing is assumed.
 */
export const AbandonmentBulkActions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselect = useUnselect('repairs');
  const setReport = useSetAbandonmentReport();
  const { selectedIds, data } = useListContext();
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);

  const nameOf = (id: Identifier) => {
    const row = data?.find((r) => r.id === id) as { clientName?: string; device?: string } | undefined;
    return [`#${id}`, row?.clientName, row?.device].filter(Boolean).join(' · ');
  };

  const run = async (action: Action, perform: (id: Identifier) => Promise<RecordedRepair>, doneText: (answer: RecordedRepair) => string) => {
    setBusy(true);
    const results: AbandonmentReport['results'] = [];
    for (const id of selectedIds) {
      try {
        const answer = await perform(id);
        results.push({ id, name: nameOf(id), done: answer.recorded, text: answer.recorded ? doneText(answer) : translate('abandonment.report.unchanged') });
      } catch (error) {
        results.push({ id, name: nameOf(id), done: false, text: translate('abandonment.report.refused', { reason: serverMessage(error) ?? '—' }) });
      }
    }
    setBusy(false);
    setOpen(null);
    setReport?.({ action, results });
    unselect(results.filter((r) => r.done).map((r) => r.id), true);
    const ok = results.filter((r) => r.done).length;
    notify(translate('abandonment.report.title', { ok, total: results.length }), { type: ok === results.length ? 'success' : 'warning' });
    refresh();
  };

  return (
    <>
      <Button label="abandonment.bulk.final_notice" onClick={() => setOpen('final_notice')} disabled={busy}>
        <MarkEmailUnreadIcon />
      </Button>
      <Button label="abandonment.bulk.abandon" onClick={() => setOpen('abandon')} disabled={busy} color="error">
        <GavelIcon />
      </Button>
      {open === 'final_notice' && (
        <NoticeChannelDialog
          open
          title="abandonment.bulk.final_title"
          titleArgs={{ smart_count: selectedIds.length }}
          content="repairNotices.dialog.final_content"
          hasEmail
          busy={busy}
          onConfirm={(channel: NoticeChannel) =>
            run(
              'final_notice',
              (id) => sendFinalNotice(id, channel),
              () => translate(channel === 'email' ? 'abandonment.report.sent_email' : 'abandonment.report.sent_hand'),
            )
          }
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'abandon' && (
        <AbandonDialog
          open
          title="abandonment.bulk.abandon_title"
          titleArgs={{ smart_count: selectedIds.length }}
          content="abandonment.bulk.abandon_content"
          busy={busy}
          onConfirm={(reason) => run('abandon', (id) => markAbandoned(id, reason), () => translate('abandonment.report.abandoned'))}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
};
