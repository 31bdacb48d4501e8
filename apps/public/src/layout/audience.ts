import { isStaffRole, type AuthSession } from '../api/auth';

/**
 * Who the navigation bar is showing itself to (spec, Navigation bar):
 * - `visitor`: not signed in;
 * - `customer`: a regular session of a customer;
 * - `staff-user`: a regular session of an administrador or gerente (the customer login);
 * - `manager-session`: a session opened at the manager login, /acceso-gerencia.
 */
export type Audience = 'visitor' | 'customer' | 'staff-user' | 'manager-session';

export function audienceOf(current: AuthSession | null): Audience {
  if (!current) return 'visitor';
  if (!isStaffRole(current.user.role)) return 'customer';
  return current.session.area === 'staff' ? 'manager-session' : 'staff-user';
}
