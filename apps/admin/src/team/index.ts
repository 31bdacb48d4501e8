import GroupsIcon from '@mui/icons-material/Groups';
import { TeamCreate } from './TeamCreate';
import { TeamEdit } from './TeamEdit';
import { TeamList } from './TeamList';
import { TeamShow } from './TeamShow';
import type { StaffMember } from './types';

export { TeamMenuEntry } from './TeamMenuEntry';

/** The resource `staff` (/gestion/staff): the shop's team, for the Administrador. */
export default {
  list: TeamList,
  show: TeamShow,
  edit: TeamEdit,
  create: TeamCreate,
  icon: GroupsIcon,
  recordRepresentation: (member: StaffMember) => member.name,
};
