import FactCheckIcon from '@mui/icons-material/FactCheck';
import { RevisionCreate } from './RevisionCreate';
import { RevisionEdit } from './RevisionEdit';
import { RevisionList } from './RevisionList';
import { RevisionShow } from './RevisionShow';
import type { Revision } from './types';

export default {
  list: RevisionList,
  show: RevisionShow,
  edit: RevisionEdit,
  create: RevisionCreate,
  icon: FactCheckIcon,
  recordRepresentation: (revision: Revision) => `#${revision.id} · ${revision.device} ${revision.model}`.trim(),
};
