import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { MailNotice, StaffMember } from './types';

const path = (id: Identifier, action: string) => `/api/staff/${encodeURIComponent(String(id))}/${action}`;

/** `POST /api/staff/:id/disable`: the account cannot sign in and its sessions end at once. */
export async function disableMember(id: Identifier): Promise<StaffMember & { endedSessions: number }> {
  return (await httpClient(path(id, 'disable'), { method: 'POST' })).json as StaffMember & { endedSessions: number };
}

export async function enableMember(id: Identifier): Promise<StaffMember> {
  return (await httpClient(path(id, 'enable'), { method: 'POST' })).json as StaffMember;
}

/** `POST /api/staff/:id/password-reset`: a link to choose a new password, e-mailed through the outbox. */
export async function sendResetLink(id: Identifier): Promise<StaffMember & { mail: MailNotice }> {
  return (await httpClient(path(id, 'password-reset'), { method: 'POST' })).json as StaffMember & { mail: MailNotice };
}
