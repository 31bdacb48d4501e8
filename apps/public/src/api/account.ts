import type { CustomerWork } from '@taller/domain';
import type { AuthSession, SessionUser } from './auth';
import { apiDownload, apiRequest } from './client';

export type { CustomerWork, CustomerWorkItem } from '@taller/domain';

/** The account as the profile shows it (`name` is the full name). */
export interface ProfileUser extends SessionUser {
  firstName: string;
  lastName: string;
  /** The 9 digits of a Spanish phone, or null. */
  phone: string | null;
  /** Whether the customer opened the link e-mailed to this address: only then is their work listed. */
  emailVerified: boolean;
}

export interface RegistrationRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

/** 201: the new customer, already signed in (the session cookie is set). */
export interface Registered extends AuthSession {
  success: true;
  message: string;
}

/** The codes of a 409 from registration or the profile. */
export type TakenCode = 'email_exists' | 'phone_exists';

export function register(request: RegistrationRequest, signal?: AbortSignal): Promise<Registered> {
  return apiRequest<Registered>('/auth/register', { method: 'POST', body: request, signal });
}

export function fetchProfile(signal?: AbortSignal): Promise<{ user: ProfileUser }> {
  return apiRequest('/auth/profile', { signal });
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Only needed when the e-mail changes. */
  currentPassword?: string;
}

export function updateProfile(change: ProfileChange): Promise<{ user: ProfileUser; message: string }> {
  return apiRequest('/auth/profile', { method: 'PUT', body: change });
}

export function changePassword(change: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<{ message: string; endedSessions: number }> {
  return apiRequest('/auth/password', { method: 'POST', body: change });
}

/** Answers the same whether or not the e-mail has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body: { email } });
}

/** Whether an e-mailed link still works, using nothing up: `{valid: true}`, else an ApiError `invalid_token`. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<{ valid: true }> {
  return apiRequest('/auth/reset-password/check', { method: 'POST', body: { token }, signal });
}

export function resetPassword(reset: { token: string; password: string; confirmPassword: string }): Promise<{ message: string }> {
  return apiRequest('/auth/reset-password', { method: 'POST', body: reset });
}

/** The e-mailed link's token: `{message, emailVerified: true}`, else an ApiError `invalid_token` (400). */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<{ message: string; emailVerified: true }> {
  return apiRequest('/account/verify-email', { method: 'POST', body: { token }, signal });
}

/** 'Reenviar correo de verificación': 3 an hour (then an ApiError 429 with the server's message). */
export function resendVerification(): Promise<{ message: string; user: ProfileUser }> {
  return apiRequest('/account/verify-email/resend', { method: 'POST' });
}

/** 'Mis pedidos y reparaciones': the work of the client records the account is linked to, newest first. */
export function fetchCustomerWork(signal?: AbortSignal): Promise<CustomerWork> {
  return apiRequest('/account/work', { signal });
}

/** 'Descargar mis datos': the JSON file of everything the shop keeps about the account, and its name. */
export function downloadAccountData(signal?: AbortSignal): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload('/account/data', { signal });
}

/** What deleting the account did, in the customer's words. */
export interface AccountDeleted {
  message: string;
  deleted: string[];
  kept: string[];
  unlinkedClients: number;
}

/**
 * 'Eliminar mi cuenta', confirmed with the password: the server ends every session and clears the
 * cookie. A wrong password is an ApiError 400 with `fieldErrors.password`; too many, a 429.
 */
export function deleteAccount(password: string): Promise<AccountDeleted> {
  return apiRequest('/account/delete', { method: 'POST', body: { password } });
}
