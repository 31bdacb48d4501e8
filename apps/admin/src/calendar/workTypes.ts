import BuildIcon from '@mui/icons-material/Build';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type SvgIcon from '@mui/material/SvgIcon';
import {
  ORDER_STATUSES,
  orderStatusColours,
  orderStatusLabels,
  REPAIR_STATUSES,
  repairStatusColours,
  repairStatusLabels,
  REVISION_STATUSES,
  revisionStatusColours,
  revisionStatusLabels,
  WORK_TYPES,
  type Priority,
  type StatusColour,
  type WorkType,
} from '@taller/domain';

/** What the calendar needs to know of each kind of work: its screen, icon and statuses. */
interface WorkKind {
  /** The react-admin resource whose show page is the item's detail. */
  resource: 'repairs' | 'revisions' | 'orders';
  icon: typeof SvgIcon;
  statuses: readonly string[];
  statusLabels: Record<string, string>;
  statusColours: Record<string, StatusColour>;
}

export const workKinds: Record<WorkType, WorkKind> = {
  repair: {
    resource: 'repairs',
    icon: BuildIcon,
    statuses: REPAIR_STATUSES,
    statusLabels: repairStatusLabels,
    statusColours: repairStatusColours,
  },
  revision: {
    resource: 'revisions',
    icon: FactCheckIcon,
    statuses: REVISION_STATUSES,
    statusLabels: revisionStatusLabels,
    statusColours: revisionStatusColours,
  },
  order: {
    resource: 'orders',
    icon: ShoppingCartIcon,
    statuses: ORDER_STATUSES,
    statusLabels: orderStatusLabels,
    statusColours: orderStatusColours,
  },
};

export function isWorkType(text: unknown): text is WorkType {
  return typeof text === 'string' && (WORK_TYPES as readonly string[]).includes(text);
}

/** The kind of an item the API sent, or undefined (logged) for one this screen does not know. */
export function kindOf(type: string): WorkKind | undefined {
  if (isWorkType(type)) return workKinds[type];
  console.warn(`Calendario: tipo de trabajo desconocido «${type}»`);
  return undefined;
}

/** The day counts' field for each kind. */
export const countField = { repair: 'repairs', revision: 'revisions', order: 'orders' } as const;

export const priorityColours: Record<Priority, StatusColour> = {
  urgent: 'error',
  high: 'warning',
  medium: 'info',
  low: 'default',
};
