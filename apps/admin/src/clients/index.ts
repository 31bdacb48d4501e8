import PeopleIcon from '@mui/icons-material/People';
import type { Client } from '../providers/types';
import { ClientList } from './ClientList';
import { ClientShow } from './ClientShow';

export default {
  list: ClientList,
  show: ClientShow,
  icon: PeopleIcon,
  recordRepresentation: (client: Client) => client.fullName || `${client.name} ${client.lastName}`.trim(),
};
