import { assertNever } from '../shared/decider.js';
import type { RepairDetails, RepairEvent } from './repair.events.js';
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
    } & RepairDetails);

export const initialRepair: Repair = { exists: false };

export function evolveRepair(state: Repair, event: RepairEvent): Repair {
  switch (event.type) {
    case 'RepairRegistered':
      return { exists: true, deleted: false, ...event.data };
    case 'RepairDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'RepairStatusChanged':
      return state.exists ? { ...state, status: event.data.to } : state;
    case 'RepairDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    default:
      return assertNever(event);
  }
}
