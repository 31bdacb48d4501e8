import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import type { DeletedRecord } from './types';
import { lazyScreen } from '../shared/lazyScreen';

/** Each screen in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export default {
  list: lazyScreen(() => import('./DeletedList').then((m) => m.DeletedList)),
  show: lazyScreen(() => import('./DeletedShow').then((m) => m.DeletedShow)),
  icon: DeleteSweepIcon,
  recordRepresentation: (record: DeletedRecord) => `#${record.recordId} · ${record.title}`,
};
