import { repairStatusColours, repairStatusLabels, SETTABLE_REPAIR_STATUSES, type RepairStatus } from '@taller/domain';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { TallerDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../providers/errors';
import { StatusButtons } from '../shared/StatusButtons';
import type { RepairDetail } from './types';

/**
 * The repair's status as a domain action: one button per other status, each calling
 * `POST /api/repairs/:id/status`. Transitions are not restricted (spec §4), except that a
 * collected device stays as it left (the server refuses): no buttons then.
 */
export const ChangeStatusButtons = () => {
  const repair = useRecordContext<RepairDetail>();
  const dataProvider = useDataProvider<TallerDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // A collected or abandoned device stays as it left (the server refuses): no buttons then.
  if (!repair || repair.collectedAt || repair.status === 'abandoned') return null;

  const changeStatus = async (status: RepairStatus) => {
    try {
      await dataProvider.changeRepairStatus(repair.id, status);
      notify('resources.repairs.notifications.status_changed', {
        type: 'success',
        messageArgs: { status: repairStatusLabels[status] },
      });
      refresh();
    } catch (error) {
      notify(serverMessage(error) ?? 'resources.repairs.notifications.status_change_failed', { type: 'error' });
    }
  };

  return (
    <StatusButtons
      resource="repairs"
      statuses={SETTABLE_REPAIR_STATUSES}
      current={repair.status}
      labels={repairStatusLabels}
      colours={repairStatusColours}
      onChange={changeStatus}
    />
  );
};
