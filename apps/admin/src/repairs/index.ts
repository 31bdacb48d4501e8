import BuildIcon from '@mui/icons-material/Build';
import type { Repair } from '../providers/types';
import { lazyScreen } from '../shared/lazyScreen';

/** Each screen in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export default {
  list: lazyScreen(() => import('./RepairList').then((m) => m.RepairList)),
  show: lazyScreen(() => import('./RepairShow').then((m) => m.RepairShow)),
  edit: lazyScreen(() => import('./RepairEdit').then((m) => m.RepairEdit)),
  create: lazyScreen(() => import('./RepairCreate').then((m) => m.RepairCreate)),
  icon: BuildIcon,
  recordRepresentation: (repair: Repair) => `#${repair.id} · ${repair.device} ${repair.model}`.trim(),
};
