import { apiRequest } from './client';

export type Role = 'administrador' | 'gerente' | 'customer';
export type StaffRole = Exclude<Role, 'customer'>;

export interface SessionUser {
  id: number | string;
  name: string;
  email: string;
  role: Role;
  roleLabel: string;
  /** A picture of the person, when the account has one; the menus show initials otherwise. */
  avatar?: string | null;
}

export interface SessionInfo {
  /** ISO date-time at which the session was opened. */
  createdAt: string;
  expiresAt: string | null;
  /** Which login opened it: the manager login (`staff`) or the customer one. */
  area: 'staff' | 'customer';
}

export interface AuthSession {
  user: SessionUser;
  session: SessionInfo;
}

export interface LoginRequest {
  email: string;
  password: string;
  rememberMe: boolean;
  /** 'staff' makes the server refuse customer accounts (403). */
  area: 'staff' | 'customer';
}

export function isStaffRole(role: Role): role is StaffRole {
  return role === 'administrador' || role === 'gerente';
}

export function login(request: LoginRequest): Promise<AuthSession> {
  return apiRequest<AuthSession>('/auth/login', { method: 'POST', body: request, signsIn: true });
}

/** What `GET /api/auth/me` answers: the session, or `{ user: null }` for a visitor. */
type CurrentSessionAnswer = AuthSession | { user: null };

/** The current session, or null when there is none. */
export async function fetchCurrentSession(signal?: AbortSignal): Promise<AuthSession | null> {
  const answer = await apiRequest<CurrentSessionAnswer>('/auth/me', { signal });
  return answer.user === null ? null : answer;
}

export function logout(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}
