import type { StaffRole } from '../providers/types';

/** A member of the team as GET /api/staff answers it. */
export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  roleLabel: string;
  active: boolean;
  stateLabel: string;
  disabledAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
}

/** What became of the e-mail with a link (POST /api/staff, …/password-reset): never "sent" unless it is. */
export interface MailNotice {
  delivery: 'smtp' | 'file';
  message: string;
  /** Only when no mail leaves the server: the Administrador hands it over. */
  link?: string;
}
