import { assertNever } from '../shared/decider.js';
import type { AccountEvent } from './account.events.js';
import type { StaffRole } from './account.rules.js';

/**
 * A member of the shop's team as the log knows them. An account made before its stream existed
 * (the demo's) starts from what the accounts table holds: see `staffAccountOnRecord`.
 */
export type StaffAccount =
  | { exists: false }
  | { exists: true; accountId: number; email: string; name: string; role: StaffRole; active: boolean };

export const initialStaffAccount: StaffAccount = { exists: false };

/** The state of an account whose stream has no creation event: what the accounts table says. */
export function staffAccountOnRecord(row: { id: number; email: string; name: string; role: StaffRole; active: boolean }): StaffAccount {
  return { exists: true, accountId: row.id, email: row.email, name: row.name, role: row.role, active: row.active };
}

export function evolveStaffAccount(state: StaffAccount, event: AccountEvent): StaffAccount {
  switch (event.type) {
    case 'StaffAccountCreated': {
      const { accountId, email, name, role } = event.data;
      return { exists: true, accountId, email, name, role, active: true };
    }
    case 'StaffRoleChanged':
      return state.exists ? { ...state, role: event.data.to } : state;
    case 'StaffDetailsCorrected':
      return state.exists ? { ...state, ...event.data.changes } : state;
    case 'StaffAccountDisabled':
      return state.exists ? { ...state, active: false } : state;
    case 'StaffAccountEnabled':
      return state.exists ? { ...state, active: true } : state;
    case 'StaffPasswordResetSent':
      return state;
    default:
      return assertNever(event);
  }
}
