import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { DeletedList } from './DeletedList';
import { DeletedShow } from './DeletedShow';
import type { DeletedRecord } from './types';

export default {
  list: DeletedList,
  show: DeletedShow,
  icon: DeleteSweepIcon,
  recordRepresentation: (record: DeletedRecord) => `#${record.recordId} · ${record.title}`,
};
