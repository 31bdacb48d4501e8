import { assertNever } from '../shared/decider.js';
import type { RepairDetails, RepairEvent, RepairImage } from './repair.events.js';
import type { RepairStatus } from './repair.rules.js';

/** A repair as the decider sees it: enough to decide what may happen next. */
export type Repair =
  | { exists: false }
  | ({
      exists: true;
      deleted: boolean;
      repairId: number;
      clientId: number;
      entryDate: string;
      status: RepairStatus;
      /** The images attached and not removed. */
      images: readonly RepairImage[];
    } & RepairDetails);

export const initialRepair: Repair = { exists: false };

export function evolveRepair(state: Repair, event: RepairEvent): Repair {
  switch (event.type) {
    case 'RepairRegistered':
      return { exists: true, deleted: false, images: [], ...event.data };
    case 'RepairDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'RepairStatusChanged':
      return state.exists ? { ...state, status: event.data.to } : state;
    case 'RepairDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    case 'RepairImageAttached':
      return state.exists ? { ...state, images: [...state.images, event.data] } : state;
    case 'RepairImageRemoved':
      return state.exists ? { ...state, images: state.images.filter((i) => i.imageId !== event.data.imageId) } : state;
    default:
      return assertNever(event);
  }
}
