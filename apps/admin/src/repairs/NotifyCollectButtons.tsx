import CampaignIcon from '@mui/icons-material/Campaign';
import GavelIcon from '@mui/icons-material/Gavel';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Button from '@mui/material/Button';
import { formatDay, formatEuros, type NoticeChannel } from '@taller/domain';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { collectRepair } from './api';
import { AbandonDialog } from './notices/AbandonDialog';
import { CollectOwedDialog } from './payments/CollectOwedDialog';
import { MovementDialog } from './payments/MovementDialog';
import { NoticeChannelDialog } from './notices/NoticeChannelDialog';
import { markAbandoned, notifyRepair, sendFinalNotice } from './notices/noticesApi';
import { useClientHasEmail, useRepairNotices } from './notices/useRepairNotices';
import type { RepairDetail } from './types';
import '../i18n/abandonment.es';
import '../i18n/details.es';
import '../i18n/payments.es';

/** `collect_pay`: 'Registrar cobro' opened from the handover's confirmation, which it returns to. */
type Action = 'notify' | 'collect' | 'collect_pay' | 'final' | 'abandon';
const N = 'repairNotices';

const T = 'repairDetail';

/** The customer may be told while the repair is neither cancelled, collected nor already announced. */
export const canNotify = (repair: RepairDetail) =>
  repair.collectedAt === null && repair.status !== 'cancelled' && repair.status !== 'abandoned' && repair.noticeDay === null;

/** Only a completed repair not yet collected can be handed over. */
export const canCollect = (repair: RepairDetail) => repair.collectedAt === null && repair.status === 'completed';

/**
 * 'Avisar al cliente' and 'Entregar', each after a confirmation that says what follows: the
 * notice starts the storage count; the handover starts the warranty and shreds the unlock
 * code (and reminds of storage owed). With money still due the handover asks for it: take it
 * first, or hand over and leave it owed. Only the ones that apply are shown.
 */
export const NotifyCollectButtons = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const hasEmail = useClientHasEmail(repair.clientId);
  const stage = useRepairNotices(repair).data?.abandonment?.stage ?? null;
  // A payment taken from the handover's confirmation: its answer, until the screen's record catches up.
  const [paid, setPaid] = useState<RepairDetail | null>(null);
  const current = paid && paid.id === repair.id && paid.version > repair.version ? paid : repair;
  const dueCents = current.balance.dueCents ?? 0;

  /** A notice recorded, or not (one was already given): the notification says which, and whether an e-mail is queued. */
  const noticeGiven = (recorded: boolean, key: string) =>
    notify(recorded ? `${N}.notifications.${key}` : `${N}.notifications.already`, { type: recorded ? 'success' : 'info' });

  const run = async (action: Exclude<Action, 'collect_pay'>, choice?: string) => {
    setBusy(true);
    try {
      if (action === 'notify') {
        const answer = await notifyRepair(repair.id, choice as NoticeChannel);
        noticeGiven(answer.recorded, choice === 'email' ? 'notified_email' : 'notified_hand');
      } else if (action === 'final') {
        const answer = await sendFinalNotice(repair.id, choice as NoticeChannel);
        noticeGiven(answer.recorded, 'final_sent');
      } else if (action === 'abandon') {
        const answer = await markAbandoned(repair.id, choice ?? '');
        notify(answer.recorded ? `${N}.notifications.abandoned` : `${N}.notifications.already`, { type: answer.recorded ? 'success' : 'info' });
      } else {
        const leaveOwed = choice === 'leave_owed';
        const collected = await collectRepair(repair.id, { leaveOwed });
        const day = collected.warrantyEnd ? formatDay(collected.warrantyEnd) : '';
        const owed = collected.owedOnCollectionCents ?? 0;
        if (owed > 0) notify('repairPayments.collect.left_owed', { type: 'success', messageArgs: { day, amount: formatEuros(owed) } });
        else notify(`${T}.notifications.collected`, { type: 'success', messageArgs: { day } });
      }
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? (action === 'notify' || action === 'collect' ? `${T}.notifications.${action}_failed` : `${N}.notifications.failed`), { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const collectContent = [
    translate(`${T}.confirm.collect_content`, { smart_count: repair.terms.warrantyMonths }),
    repair.storage.feeCents > 0 ? translate(`${T}.confirm.collect_fee`, { fee: formatEuros(repair.storage.feeCents) }) : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {canNotify(repair) && (
        <Button variant="contained" startIcon={<CampaignIcon />} onClick={() => setConfirming('notify')} disabled={busy}>
          {translate(`${T}.actions.notify`)}
        </Button>
      )}
      {stage === 'final_notice_due' && (
        <Button variant="outlined" color="warning" startIcon={<MarkEmailUnreadIcon />} onClick={() => setConfirming('final')} disabled={busy}>
          {translate(`${N}.actions.final_notice`)}
        </Button>
      )}
      {stage === 'abandonable' && (
        <Button variant="outlined" color="error" startIcon={<GavelIcon />} onClick={() => setConfirming('abandon')} disabled={busy}>
          {translate(`${N}.actions.abandon`)}
        </Button>
      )}
      {canCollect(repair) && (
        <Button variant="contained" color="success" startIcon={<HandshakeIcon />} onClick={() => setConfirming('collect')} disabled={busy}>
          {translate(`${T}.actions.collect`)}
        </Button>
      )}
      {confirming === 'notify' && (
        <NoticeChannelDialog
          open
          title={`${N}.dialog.notify_title`}
          titleArgs={{ id: repair.id }}
          content={`${N}.dialog.notify_content`}
          hasEmail={hasEmail}
          busy={busy}
          onConfirm={(channel) => run('notify', channel)}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'final' && (
        <NoticeChannelDialog
          open
          title={`${N}.dialog.final_title`}
          titleArgs={{ id: repair.id }}
          content={`${N}.dialog.final_content`}
          hasEmail={hasEmail}
          busy={busy}
          onConfirm={(channel) => run('final', channel)}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'abandon' && (
        <AbandonDialog
          open
          title={`${N}.dialog.abandon_title`}
          titleArgs={{ id: repair.id }}
          content={`${N}.dialog.abandon_content`}
          busy={busy}
          onConfirm={(reason) => run('abandon', reason)}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'collect' && dueCents > 0 && (
        <CollectOwedDialog
          recordKind="repair"
          title={translate(`${T}.confirm.collect_title`, { id: repair.id })}
          dueCents={dueCents}
          handover={collectContent}
          busy={busy}
          onPay={() => setConfirming('collect_pay')}
          onLeaveOwed={() => run('collect', 'leave_owed')}
          onClose={() => setConfirming(null)}
        />
      )}
      {confirming === 'collect_pay' && (
        <MovementDialog kind="payment" recordKind="repair" record={current} onDone={setPaid} onClose={() => setConfirming('collect')} />
      )}
      <Confirm
        isOpen={confirming === 'collect' && dueCents === 0}
        loading={busy}
        title={`${T}.confirm.collect_title`}
        titleTranslateOptions={{ id: repair.id }}
        content={collectContent}
        onConfirm={() => run('collect')}
        onClose={() => setConfirming(null)}
      />
    </>
  );
};
