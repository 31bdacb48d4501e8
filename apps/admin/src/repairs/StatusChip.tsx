import Chip, { type ChipProps } from '@mui/material/Chip';
import { repairStatusColours, repairStatusLabels, type RepairStatus, type StatusColour } from '@taller/domain';

/**
 * MUI's default amber and light blue carry white text at about 3:1, under the 4.5:1 that
 * small text needs (axe: color-contrast). Same hues, readable: dark text on amber, white on
 * the darker blue.
 */
const readable: Partial<Record<StatusColour, ChipProps['sx']>> = {
  warning: { color: 'rgba(0, 0, 0, 0.87)' },
  info: { bgcolor: 'info.dark' },
};

/**
 * A status in its Spanish label and the domain's colour: a repair's by default; other records
 * pass their own `labels` and `colours` (orders: `orderStatusLabels`, `orderStatusColours`).
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
  return (
    <Chip size={size} label={known ? labels[status] : status} color={colour} sx={readable[colour]} data-status={status} />
  );
};
