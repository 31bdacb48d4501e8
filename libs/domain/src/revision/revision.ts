import { assertNever } from '../shared/decider.js';
import type { RevisionDetails, RevisionEvent } from './revision.events.js';
import type { RevisionStatus } from './revision.rules.js';

/** A revision as the decider sees it. */
export type Revision =
  | { exists: false }
  | ({
      exists: true;
      deleted: boolean;
      revisionId: number;
      clientId: number;
      status: RevisionStatus;
      /** The repair it became, once converted: a second conversion answers this one. */
      convertedToRepairId: number | null;
    } & RevisionDetails);

export const initialRevision: Revision = { exists: false };

export function evolveRevision(state: Revision, event: RevisionEvent): Revision {
  if (event.type === 'RevisionRegistered') {
    const { revisionId, clientId, status, ...details } = event.data;
    return { exists: true, deleted: false, revisionId, clientId, status, convertedToRepairId: null, ...details };
  }
  if (!state.exists) return state;
  switch (event.type) {
    case 'RevisionDetailsCorrected':
      return { ...state, ...event.data.changes };
    case 'RevisionStatusChanged':
      return { ...state, status: event.data.to };
    case 'RevisionArchived':
      return { ...state, status: 'archived' };
    case 'RevisionUnarchived':
      return { ...state, status: 'pending' };
    case 'RevisionConvertedToRepair':
      return { ...state, convertedToRepairId: event.data.repairId };
    case 'RevisionDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}
