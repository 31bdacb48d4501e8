import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS, staticSecurityHeaders } from '../http/security-headers.js';
import type { HelmetOptions } from 'helmet';
import type { Projector, StatusSnapshot } from '../projections/projector.js';

export const healthMessages = {
  unavailable: 'No se puede consultar ahora el estado de las vistas; inténtalo de nuevo en unos segundos.',
} as const;

/** The answer for one snapshot of the projections: 200 `ok`, or 503 `degraded` naming the stopped ones. */
export function healthAnswer({ head, projections, projectedPosition, projecting }: StatusSnapshot): { statusCode: number; body: string } {
  const stopped = projections.filter((p) => p.fault);
  const waiting = projections.filter((p) => p.waitingFor);
  return {
    statusCode: stopped.length > 0 ? 503 : 200,
    body: JSON.stringify({
      status: stopped.length > 0 ? 'degraded' : 'ok',
      ...(stopped.length > 0
        ? {
            message: `Vistas detenidas: ${stopped
              .map((p) => `«${p.name}» en el evento ${p.fault!.position} (${p.lag} eventos por detrás del registro)`)
              .join('; ')}.${waiting.length > 0 ? ` En espera de ellas: ${waiting.map((p) => `«${p.name}»`).join(', ')}.` : ''} Las demás funcionan; los cambios se guardan.`,
          }
        : {}),
      projectedPosition,
      head,
      projecting,
      projections,
    }),
  };
}

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** What Fastify hands its `serverFactory`: its own options, already checked and defaulted. */
interface ServerFactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number | null;
}

/**
 * The app's `node:http` server, made for Fastify through its `serverFactory` option: it
 * answers exactly `GET` and `HEAD /api/health` itself, once `registerHealthRoute` has armed it,
 * and hands every other request (and health before it is armed, or while the server closes)
 * to Fastify. A monitor asks many times a second, and Fastify's request, reply and hooks cost
 * several times the answer (issue 14).
 */
export class HealthFastPath {
  /** Set by `registerHealthRoute`; undefined until then and once the server starts closing. */
  answer: ((request: IncomingMessage, response: ServerResponse, fastify: NodeHandler) => void) | undefined;

  readonly serverFactory = (fastify: NodeHandler, options: ServerFactoryOptions): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      const answer = this.answer;
      if (answer !== undefined && request.url === '/api/health' && (request.method === 'GET' || request.method === 'HEAD')) {
        answer(request, response, fastify);
      } else {
        fastify(request, response);
      }
    });
    // What Fastify does to the server it makes itself (fastify/lib/server.js): every answer
    // keeps its timeouts and its `Keep-Alive: timeout=72` header.
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket && options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}

/**
 * `GET /api/health`: what a monitor or a load balancer asks, many times a second. 200 `ok`
 * while every read model follows the log, 503 `degraded` while one is stopped on an event it
 * cannot apply, naming it, where it stopped, how far behind the log it is and the error. The
 * rest of the server still works.
 *
 * A plain Fastify route, not a Nest controller: it needs no session, body, pipe or guard, and
 * Nest's pipeline cost more than the answer (issue 14). The server-wide hooks still run
 * (helmet's headers, the cross-site check), and the answer is the projector's snapshot,
 * serialised once per change (`Projector.cachedStatus`).
 *
 * With `fastPath` (the server's `HealthFastPath`), `GET`/`HEAD /api/health` exactly are answered
 * before Fastify with the same status, body and headers: helmet's (computed once; health is
 * never a change, so the cross-site check has nothing to refuse), `no-store`, the JSON type and
 * length. The route stays for every other spelling (`/api/health?…`) and answers the 503
 * `unavailable` when the snapshot cannot be read. `api.spec.ts` compares the two answers.
 */
export function registerHealthRoute(fastify: FastifyInstance, projector: Projector, fastPath?: HealthFastPath, securityHeaders: Readonly<HelmetOptions> = SECURITY_HEADERS): void {
  let last: { snapshot: StatusSnapshot; statusCode: number; body: string; headers: OutgoingHttpHeaders } | undefined;
  const security = staticSecurityHeaders(securityHeaders);
  const answerFor = (snapshot: StatusSnapshot) => {
    if (last?.snapshot !== snapshot) {
      const { statusCode, body } = healthAnswer(snapshot);
      last = {
        snapshot,
        statusCode,
        body,
        // In the order Fastify writes them: helmet's hook, then the route's, then the length.
        headers: {
          ...security,
          'cache-control': 'no-store',
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
        },
      };
    }
    return last;
  };
  fastify.get('/api/health', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
    let snapshot: StatusSnapshot;
    try {
      snapshot = await projector.cachedStatus();
    } catch {
      return reply.status(503).send(JSON.stringify({ status: 'unavailable', message: healthMessages.unavailable }));
    }
    const answer = answerFor(snapshot);
    return reply.status(answer.statusCode).send(answer.body);
  });
  if (!fastPath) return;
  const send = (request: IncomingMessage, response: ServerResponse, snapshot: StatusSnapshot) => {
    const answer = answerFor(snapshot);
    response.writeHead(answer.statusCode, answer.headers);
    response.end(request.method === 'HEAD' ? undefined : answer.body);
  };
  // The projector hands out the same promise while its snapshot holds: once that promise has
  // resolved, answer at once, without a promise and a turn of the microtask queue per request.
  let settled: { promise: Promise<StatusSnapshot>; snapshot: StatusSnapshot } | undefined;
  fastPath.answer = (request, response, passOn) => {
    const promise = projector.cachedStatus();
    if (settled?.promise === promise) return send(request, response, settled.snapshot);
    promise.then(
      (snapshot) => {
        settled = { promise, snapshot };
        send(request, response, snapshot);
      },
      // The route answers the 503 (and asks the projector again).
      () => passOn(request, response),
    );
  };
  // A closing Fastify answers 503 and closes the connection: leave it every request from then on.
  fastify.addHook('preClose', (done) => {
    fastPath.answer = undefined;
    done();
  });
}
