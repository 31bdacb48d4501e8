import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Session } from './account.entity.js';
import { SESSION_COOKIE } from './auth.service.js';

/** The session's token in an httpOnly, SameSite cookie (Secure over TLS). */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string, session: Session): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    // Without "Recordarme" no Max-Age: the cookie ends with the browser.
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
