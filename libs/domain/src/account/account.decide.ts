import { assertNever, type Decider } from '../shared/decider.js';
import { NotFound, RuleBroken } from '../shared/errors.js';
import { validate } from '../shared/validation.js';
import type { AccountEvent } from './account.events.js';
import { accountMessages as m } from './account.messages.js';
import { leavesNoAdministrator, newStaffAccountSchema, staffDetailsSchema, staffRole } from './account.rules.js';
import { evolveStaffAccount, initialStaffAccount, type StaffAccount } from './account.js';

/**
 * What may be asked of a staff account. The server fills in what needs the whole team, read
 * inside the transaction that makes the change: how many other Administradores are active,
 * and who asks (nobody disables or demotes themselves).
 */
export type AccountCommand =
  | { type: 'CreateStaffAccount'; accountId: number; data: Record<string, unknown>; password: 'typed' | 'generated' | 'reset_link' }
  | { type: 'ChangeStaffRole'; role: unknown; otherActiveAdministrators: number; byAccountId: number | null }
  | { type: 'CorrectStaffDetails'; data: Record<string, unknown> }
  | { type: 'DisableStaffAccount'; otherActiveAdministrators: number; byAccountId: number | null }
  | { type: 'EnableStaffAccount' }
  | { type: 'RecordPasswordResetSent' };

type LiveAccount = Extract<StaffAccount, { exists: true }>;

export function requireStaffAccount(state: StaffAccount): LiveAccount {
  if (!state.exists) throw new NotFound(m.notFound);
  return state;
}

function createStaffAccount(command: Extract<AccountCommand, { type: 'CreateStaffAccount' }>, state: StaffAccount): AccountEvent[] {
  if (state.exists) throw new RuleBroken(m.alreadyExists);
  const form = validate(newStaffAccountSchema, command.data, m.formInvalid);
  return [{ type: 'StaffAccountCreated', data: { accountId: command.accountId, ...form, password: command.password } }];
}

function changeStaffRole(command: Extract<AccountCommand, { type: 'ChangeStaffRole' }>, state: StaffAccount): AccountEvent[] {
  const account = requireStaffAccount(state);
  const role = validate(staffRole, command.role, m.roleInvalid);
  if (role === account.role) return [];
  if (command.byAccountId === account.accountId) throw new RuleBroken(m.notYourself);
  if (leavesNoAdministrator(account, command.otherActiveAdministrators)) throw new RuleBroken(m.lastAdministrator);
  return [{ type: 'StaffRoleChanged', data: { from: account.role, to: role } }];
}

/** Only what really changes is recorded; the same values again change nothing. */
function correctStaffDetails(data: Record<string, unknown>, state: StaffAccount): AccountEvent[] {
  const account = requireStaffAccount(state);
  const form = validate(staffDetailsSchema, data, m.formInvalid);
  const changes: { email?: string; name?: string } = {};
  const before: { email?: string; name?: string } = {};
  if (form.email !== undefined && form.email !== account.email) [changes.email, before.email] = [form.email, account.email];
  if (form.name !== undefined && form.name !== account.name) [changes.name, before.name] = [form.name, account.name];
  return Object.keys(changes).length > 0 ? [{ type: 'StaffDetailsCorrected', data: { changes, before } }] : [];
}

function disableStaffAccount(command: Extract<AccountCommand, { type: 'DisableStaffAccount' }>, state: StaffAccount): AccountEvent[] {
  const account = requireStaffAccount(state);
  if (!account.active) return [];
  if (command.byAccountId === account.accountId) throw new RuleBroken(m.notYourself);
  if (leavesNoAdministrator(account, command.otherActiveAdministrators)) throw new RuleBroken(m.lastAdministrator);
  return [{ type: 'StaffAccountDisabled', data: {} }];
}

function enableStaffAccount(state: StaffAccount): AccountEvent[] {
  const account = requireStaffAccount(state);
  return account.active ? [] : [{ type: 'StaffAccountEnabled', data: {} }];
}

function recordPasswordResetSent(state: StaffAccount): AccountEvent[] {
  const account = requireStaffAccount(state);
  if (!account.active) throw new RuleBroken(m.disabledNoReset);
  return [{ type: 'StaffPasswordResetSent', data: { email: account.email } }];
}

export function decideStaffAccount(command: AccountCommand, state: StaffAccount): AccountEvent[] {
  switch (command.type) {
    case 'CreateStaffAccount':
      return createStaffAccount(command, state);
    case 'ChangeStaffRole':
      return changeStaffRole(command, state);
    case 'CorrectStaffDetails':
      return correctStaffDetails(command.data, state);
    case 'DisableStaffAccount':
      return disableStaffAccount(command, state);
    case 'EnableStaffAccount':
      return enableStaffAccount(state);
    case 'RecordPasswordResetSent':
      return recordPasswordResetSent(state);
    default:
      return assertNever(command);
  }
}

export const accountDecider: Decider<AccountCommand, AccountEvent, StaffAccount> = {
  initialState: initialStaffAccount,
  evolve: evolveStaffAccount,
  decide: decideStaffAccount,
};
