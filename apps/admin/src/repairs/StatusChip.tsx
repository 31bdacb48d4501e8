import Chip, { type ChipProps } from '@mui/material/Chip';
import { repairStatusColours, repairStatusLabels, type RepairStatus, type StatusColour } from '@taller/domain';

/**
 * A status in its Spanish label and the domain's colour (the theme keeps every one readable):
 * a repair's by default; other records pass their own `labels` and `colours` (orders:
 * `orderStatusLabels`, `orderStatusColours`; revisions, clients likewise).
 */
export const StatusChip = ({
  status,
  size = 'small',
  labels = repairStatusLabels,
  colours = repairStatusColours,
}: {
  status: RepairStatus | string;
  size?: ChipProps['size'];
  labels?: Record<string, string>;
  colours?: Record<string, StatusColour>;
}) => {
  const known = Object.hasOwn(labels, status);
  const colour: StatusColour = known ? (colours[status] ?? 'default') : 'default';
  return <Chip size={size} label={known ? labels[status] : status} color={colour} data-status={status} />;
};
