import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { TallerConfig } from '../config/config.js';

/** The security headers of every answer: a strict CSP and helmet's defaults. */
export const SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) writes its styles into <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      // The shop may serve it over plain HTTP on its own network.
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers for this shop: with a card gateway configured, the reservation's page may send
 * its signed form to the bank's payment page (helmet's default `form-action 'self'` blocked it).
 */
export function securityHeadersFor(config: Pick<TallerConfig, 'cardGateway'>): Readonly<HelmetOptions> {
  if (!config.cardGateway) return SECURITY_HEADERS;
  const csp = SECURITY_HEADERS.contentSecurityPolicy as { directives: Record<string, unknown> };
  return { contentSecurityPolicy: { directives: { ...csp.directives, formAction: ["'self'", new URL(config.cardGateway.url).origin] } } };
}

/**
 * The headers helmet sets on an answer, computed once: what the `GET /api/health` fast path
 * (health/health.http.ts) writes without passing through Fastify. Our options make them the
 * same for every request (no nonce, nothing read from the request); `api.spec.ts` checks that
 * the fast path's headers are exactly those of the hook below.
 */
export function staticSecurityHeaders(options: Readonly<HelmetOptions> = SECURITY_HEADERS): Record<string, string> {
  const apply = helmet(options) as (req: unknown, res: unknown, next: (error?: unknown) => void) => void;
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let failed: unknown;
  apply({ headers: {} }, res, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  return headers;
}

/**
 * helmet's headers on every answer, from a global `onRequest` hook (as @fastify/helmet did).
 * helmet is built once, here: @fastify/helmet built it again on every request, parsing the
 * CSP each time, which cost more than the whole answer of `GET /api/health` (issue 14).
 */
export function addSecurityHeaders(fastify: FastifyInstance, options: Readonly<HelmetOptions> = SECURITY_HEADERS): void {
  const apply = helmet(options) as (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  fastify.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
