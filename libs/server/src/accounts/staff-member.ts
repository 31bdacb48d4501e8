import { staffRoleLabels, type StaffRole } from '@taller/domain';
import { fullName, STAFF_ROLES, type Account, type AccountRole } from '../auth/account.entity.js';

export const isStaffRole = (role: AccountRole): role is StaffRole => STAFF_ROLES.includes(role);

/** A member of the team as the 'Equipo' screen and `taller accounts list` read them. */
export function staffMember(account: Account) {
  const role = account.role as StaffRole;
  return {
    id: account.id,
    name: fullName(account),
    email: account.email,
    role,
    roleLabel: staffRoleLabels[role],
    active: account.disabledAt === null || account.disabledAt === undefined,
    stateLabel: account.disabledAt ? 'Desactivada' : 'Activa',
    disabledAt: account.disabledAt ? account.disabledAt.toISOString() : null,
    lastSignInAt: account.lastSignInAt ? account.lastSignInAt.toISOString() : null,
    createdAt: account.createdAt.toISOString(),
  };
}
export type StaffMember = ReturnType<typeof staffMember>;
