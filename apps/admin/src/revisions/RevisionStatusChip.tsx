import type { ChipProps } from '@mui/material/Chip';
import { revisionStatusColours, revisionStatusLabels, type RevisionStatus } from '@taller/domain';
import { StatusChip } from '../repairs/StatusChip';

/** A revision's status in its Spanish label and the domain's colour (grey when archived). */
export const RevisionStatusChip = ({ status, size }: { status: RevisionStatus | string; size?: ChipProps['size'] }) => (
  <StatusChip status={status} size={size} labels={revisionStatusLabels} colours={revisionStatusColours} />
);
