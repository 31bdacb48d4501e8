import type { AuthSession, SessionUser } from './auth';
import { apiRequest } from './client';

/** The account as the profile shows it (`name` is the full name). */
export interface ProfileUser extends SessionUser {
  firstName: string;
  lastName: string;
  /** The 9 digits of a Spanish phone, or null. */
  phone: string | null;
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
