import Chip, { type ChipProps } from '@mui/material/Chip';
import { repairStatusColours, repairStatusLabels, type RepairStatus } from '@taller/domain';

/** A repair's status in its Spanish label and the domain's colour. */
export const StatusChip = ({ status, size = 'small' }: { status: RepairStatus | string; size?: ChipProps['size'] }) => {
  const known = status in repairStatusLabels ? (status as RepairStatus) : undefined;
  return (
    <Chip
      size={size}
      label={known ? repairStatusLabels[known] : status}
      color={known ? repairStatusColours[known] : 'default'}
      data-status={status}
    />
  );
};
