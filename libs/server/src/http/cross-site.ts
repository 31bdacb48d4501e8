import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TallerConfig } from '../config/config.js';

export const crossSiteMessages = {
  refused: 'Petición rechazada: los cambios solo se aceptan desde las páginas de este mismo sitio.',
  formRefused: 'Petición rechazada: envía los datos como JSON (Content-Type: application/json).',
} as const;

/** The methods that change something: a page of another site must never send them with our cookie. */
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * What an HTML form (or a "simple" cross-site fetch) can POST without the browser asking
 * first. Only POST: PUT, PATCH and DELETE from another site always need a CORS preflight,
 * which this server never grants (and ra-data-simple-rest sends its DELETEs as text/plain).
 */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data']);
/** The one route that takes a multipart form: images. Other sites are still refused by the headers. */
const MULTIPART_ROUTES = new Set(['/api/uploads']);
/**
 * The one route that takes a url-encoded form: the card gateway's notification, server to server
 * (Redsys posts it so). It sends no cookie and acts on nobody's session: only its signature,
 * checked by the route, makes it believed (payments/commands/record-card-payment).
 */
const FORM_ROUTES = new Set(['/api/payments/redsys/notification']);

/** `https://Tienda.example:443` → `https://tienda.example`; undefined when it is not an origin. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** Why this request must be refused as cross-site, or undefined when it may go on. */
export function crossSiteRefusal(request: FastifyRequest, config: TallerConfig): string | undefined {
  if (!CHANGING.has(request.method)) return undefined;
  // Browsers say where a request comes from; Node's fetch, curl and the CLI send neither header.
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return crossSiteMessages.refused;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = [originOf(`${request.protocol}://${request.host}`), config.publicUrl && originOf(config.publicUrl)];
    if (!own.includes(originOf(origin) ?? 'none')) return crossSiteMessages.refused;
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const route = request.routeOptions.url ?? '';
  const formAllowed = (type === 'multipart/form-data' && MULTIPART_ROUTES.has(route)) || (type === 'application/x-www-form-urlencoded' && FORM_ROUTES.has(route));
  if (request.method === 'POST' && FORM_TYPES.has(type) && !formAllowed) {
    return crossSiteMessages.formRefused;
  }
  return undefined;
}

/**
 * A global `onRequest` hook: every request that changes something (POST, PUT, PATCH, DELETE,
 * on any path) is refused with 403 before anything else when a browser says it comes from
 * another site (`Sec-Fetch-Site` other than same-origin/none, or an `Origin` that is neither
 * this server's nor PUBLIC_URL's), or when it is a POST with a form's content type, which is
 * what a page of another site can send without the browser asking first. The SameSite=Lax
 * cookie stays as a second wall.
 */
export function refuseCrossSite(config: TallerConfig) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refusal = crossSiteRefusal(request, config);
    // Answered here, the route never runs (an async hook ends the request by returning the reply).
    if (refusal) return reply.status(403).header('Cache-Control', 'no-store').send({ message: refusal });
    return undefined;
  };
}
