import GroupsIcon from '@mui/icons-material/Groups';
import type { StaffMember } from './types';
import { lazyScreen } from '../shared/lazyScreen';

export { TeamMenuEntry } from './TeamMenuEntry';

/**
 * The resource `staff` (/gestion/staff): the shop's team, for the Administrador. Each screen
 * in a file of its own, fetched when first shown (shared/lazyScreen.tsx).
 */
export default {
  list: lazyScreen(() => import('./TeamList').then((m) => m.TeamList)),
  show: lazyScreen(() => import('./TeamShow').then((m) => m.TeamShow)),
  edit: lazyScreen(() => import('./TeamEdit').then((m) => m.TeamEdit)),
  create: lazyScreen(() => import('./TeamCreate').then((m) => m.TeamCreate)),
  icon: GroupsIcon,
  recordRepresentation: (member: StaffMember) => member.name,
};
