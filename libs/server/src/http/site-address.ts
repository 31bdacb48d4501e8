import type { FastifyRequest } from 'fastify';
import type { TallerConfig } from '../config/config.js';

/** A host name or address, with an optional port: nothing a link could be bent with. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The public site's address: PUBLIC_URL. Only a demo (which may start without one, see
 * `checkServerConfig`) falls back to the address this request came to, and only when its
 * Host is a plain host name; otherwise there is none.
 */
export function siteAddress(config: TallerConfig, request: FastifyRequest): string | undefined {
  if (config.publicUrl) return config.publicUrl;
  if (!config.demo || !HOST.test(request.host)) return undefined;
  return `${request.protocol}://${request.host}`;
}
