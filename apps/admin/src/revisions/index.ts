import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { Revision } from './types';
import { lazyScreen } from '../shared/lazyScreen';

/** Each screen in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export default {
  list: lazyScreen(() => import('./RevisionList').then((m) => m.RevisionList)),
  show: lazyScreen(() => import('./RevisionShow').then((m) => m.RevisionShow)),
  edit: lazyScreen(() => import('./RevisionEdit').then((m) => m.RevisionEdit)),
  create: lazyScreen(() => import('./RevisionCreate').then((m) => m.RevisionCreate)),
  icon: FactCheckIcon,
  recordRepresentation: (revision: Revision) => `#${revision.id} · ${revision.device} ${revision.model}`.trim(),
};
