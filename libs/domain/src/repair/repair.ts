import { assertNever } from '../shared/decider.js';
import { withImage, withoutImage, type AttachedImage } from '../shared/images.js';
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
      /** The images attached and not removed. */
      images: readonly AttachedImage[];
      /** The sealed unlock code, while there is one. */
      unlockCode: string | null;
      /** Whether the code was destroyed when the device was collected. */
      unlockCodePurged: boolean;
      /** The day the customer was told it is ready (while it stays completed). */
      noticeDay: string | null;
      /** The day the customer took the device. */
      collectedDay: string | null;
    } & RepairDetails);

export const initialRepair: Repair = { exists: false };

export function evolveRepair(state: Repair, event: RepairEvent): Repair {
  switch (event.type) {
    case 'RepairRegistered':
      return { exists: true, deleted: false, images: [], unlockCodePurged: false, noticeDay: null, collectedDay: null, ...event.data };
    case 'RepairDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'RepairStatusChanged':
      // A repair reopened is no longer ready: its next completion is a new notice.
      return state.exists ? { ...state, status: event.data.to, noticeDay: event.data.to === 'completed' ? state.noticeDay : null } : state;
    case 'RepairDeleted':
      return state.exists ? { ...state, deleted: true } : state;
    case 'RepairImageAttached':
      return state.exists ? { ...state, images: withImage(state.images, event.data) } : state;
    case 'RepairImageRemoved':
      return state.exists ? { ...state, images: withoutImage(state.images, event.data.imageId) } : state;
    case 'RepairCompletionNotified':
      return state.exists ? { ...state, noticeDay: event.data.noticeDay } : state;
    case 'RepairCollected':
      return state.exists ? { ...state, collectedDay: event.data.collectedDay } : state;
    case 'RepairUnlockCodeChanged':
      return state.exists ? { ...state, unlockCode: event.data.unlockCode } : state;
    case 'RepairUnlockCodePurged':
      return state.exists ? { ...state, unlockCode: null, unlockCodePurged: true } : state;
    default:
      return assertNever(event);
  }
}
