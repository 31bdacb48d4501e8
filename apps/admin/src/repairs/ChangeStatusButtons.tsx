import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REPAIR_STATUSES, repairStatusColours, repairStatusLabels, type RepairStatus } from '@taller/domain';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { TallerDataProvider } from '../providers/dataProvider';
import type { RepairDetail } from './types';

/** MUI buttons know no 'default' colour; the grey statuses use 'inherit'. */
const buttonColour = (status: RepairStatus) => {
  const colour = repairStatusColours[status];
  return colour === 'default' ? 'inherit' : colour;
};

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
  const translate = useTranslate();
  const [changingTo, setChangingTo] = useState<RepairStatus | null>(null);

  if (!repair || repair.collectedAt) return null;

  const changeStatus = async (status: RepairStatus) => {
    setChangingTo(status);
    try {
      await dataProvider.changeRepairStatus(repair.id, status);
      notify('resources.repairs.notifications.status_changed', {
        type: 'success',
        messageArgs: { status: repairStatusLabels[status] },
      });
      refresh();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : undefined;
      notify(message ?? 'resources.repairs.notifications.status_change_failed', { type: 'error' });
    } finally {
      setChangingTo(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id="change-status-label">
        {translate('resources.repairs.status.change')}
      </Typography>
      <Stack
        role="group"
        aria-labelledby="change-status-label"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {REPAIR_STATUSES.filter((status) => status !== repair.status).map((status) => (
          <Button
            key={status}
            size="small"
            variant="outlined"
            color={buttonColour(status)}
            disabled={changingTo !== null}
            aria-label={translate('resources.repairs.status.change_to', { status: repairStatusLabels[status] })}
            onClick={() => changeStatus(status)}
          >
            {repairStatusLabels[status]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
};
