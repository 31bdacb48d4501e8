import BuildIcon from '@mui/icons-material/Build';
import type { Repair } from '../providers/types';
import { RepairCreate } from './RepairCreate';
import { RepairEdit } from './RepairEdit';
import { RepairList } from './RepairList';
import { RepairShow } from './RepairShow';

export default {
  list: RepairList,
  show: RepairShow,
  edit: RepairEdit,
  create: RepairCreate,
  icon: BuildIcon,
  recordRepresentation: (repair: Repair) => `#${repair.id} · ${repair.device} ${repair.model}`.trim(),
};
