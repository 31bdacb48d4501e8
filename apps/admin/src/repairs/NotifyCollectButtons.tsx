import CampaignIcon from '@mui/icons-material/Campaign';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Button from '@mui/material/Button';
import { formatDay, formatEuros } from '@taller/domain';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { collectRepair, notifyRepairCompletion } from './api';
import type { RepairDetail } from './types';

type Action = 'notify' | 'collect';

const T = 'repairDetail';

/** The customer may be told while the repair is neither cancelled, collected nor already announced. */
export const canNotify = (repair: RepairDetail) =>
  repair.collectedAt === null && repair.status !== 'cancelled' && repair.noticeDay === null;

/** Only a completed repair not yet collected can be handed over. */
export const canCollect = (repair: RepairDetail) => repair.collectedAt === null && repair.status === 'completed';

/**
 * 'Avisar al cliente' and 'Entregar', each after a confirmation that says what follows: the
 * notice starts the storage count; the handover starts the warranty and shreds the unlock
 * code (and reminds of storage owed or an unpaid price). Only the ones that apply are shown.
 */
export const NotifyCollectButtons = ({ repair }: { repair: RepairDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: Action) => {
    setBusy(true);
    try {
      if (action === 'notify') {
        await notifyRepairCompletion(repair.id);
        notify(`${T}.notifications.notified`, { type: 'success' });
      } else {
        const collected = await collectRepair(repair.id);
        notify(`${T}.notifications.collected`, {
          type: 'success',
          messageArgs: { day: collected.warrantyEnd ? formatDay(collected.warrantyEnd) : '' },
        });
      }
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? `${T}.notifications.${action}_failed`, { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  const collectContent = [
    translate(`${T}.confirm.collect_content`),
    repair.storage.feeCents > 0 ? translate(`${T}.confirm.collect_fee`, { fee: formatEuros(repair.storage.feeCents) }) : null,
    repair.isPaid ? null : translate(`${T}.confirm.collect_unpaid`),
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
      {canCollect(repair) && (
        <Button variant="contained" color="success" startIcon={<HandshakeIcon />} onClick={() => setConfirming('collect')} disabled={busy}>
          {translate(`${T}.actions.collect`)}
        </Button>
      )}
      <Confirm
        isOpen={confirming === 'notify'}
        loading={busy}
        title={`${T}.confirm.notify_title`}
        titleTranslateOptions={{ id: repair.id }}
        content={`${T}.confirm.notify_content`}
        onConfirm={() => run('notify')}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'collect'}
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
