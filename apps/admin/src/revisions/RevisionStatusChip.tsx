import Chip, { type ChipProps } from '@mui/material/Chip';
import { revisionStatusColours, revisionStatusLabels, type RevisionStatus } from '@taller/domain';

/**
 * MUI's default amber and light blue carry white text at about 3:1, under the 4.5:1 that
 * small text needs (axe: color-contrast). Same hues, readable: dark text on amber, white on
 * the darker blue.
 */
const readable: Partial<Record<NonNullable<ChipProps['color']>, ChipProps['sx']>> = {
  warning: { color: 'rgba(0, 0, 0, 0.87)' },
  info: { bgcolor: 'info.dark' },
};

/** A revision's status in its Spanish label and the domain's colour (grey when archived). */
export const RevisionStatusChip = ({
  status,
  size = 'small',
}: {
  status: RevisionStatus | string;
  size?: ChipProps['size'];
}) => {
  const known = Object.hasOwn(revisionStatusLabels, status) ? (status as RevisionStatus) : undefined;
  const colour = known ? revisionStatusColours[known] : 'default';
  return (
    <Chip
      size={size}
      label={known ? revisionStatusLabels[known] : status}
      color={colour}
      sx={readable[colour]}
      data-status={status}
    />
  );
};
