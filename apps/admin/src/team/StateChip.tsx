import Chip from '@mui/material/Chip';
import type { StaffMember } from './types';

/** Activa (green) or Desactivada (grey), in words: the colour only repeats them. */
export const StateChip = ({ member }: { member: Pick<StaffMember, 'active' | 'stateLabel'> }) => (
  <Chip size="small" label={member.stateLabel} color={member.active ? 'success' : 'default'} variant={member.active ? 'filled' : 'outlined'} />
);
