import type { ChipProps } from '@mui/material/Chip';
import { revisionListStatus, revisionListStatusColours, revisionListStatusLabels, type RevisionStatus } from '@taller/domain';
import { StatusChip } from '../repairs/StatusChip';

/**
 * A revision's status in its Spanish label and the domain's colour (grey when archived); one
 * that became a repair says so, as the client card counts it (the list filters the same way).
 */
export const RevisionStatusChip = ({
  revision,
  size,
}: {
  revision: { status: RevisionStatus; convertedToRepairId: number | null };
  size?: ChipProps['size'];
}) => (
  <StatusChip status={revisionListStatus(revision)} size={size} labels={revisionListStatusLabels} colours={revisionListStatusColours} />
);
