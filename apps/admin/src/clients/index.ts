import PeopleIcon from '@mui/icons-material/People';
import type { Client } from '../providers/types';
import { lazyScreen } from '../shared/lazyScreen';

/** Each screen in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export default {
  list: lazyScreen(() => import('./ClientList').then((m) => m.ClientList)),
  show: lazyScreen(() => import('./ClientShow').then((m) => m.ClientShow)),
  icon: PeopleIcon,
  recordRepresentation: (client: Client) => client.fullName || `${client.name} ${client.lastName}`.trim(),
};
