import type { FastifyInstance } from 'fastify';
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
 */
export function registerHealthRoute(fastify: FastifyInstance, projector: Projector): void {
  let last: { snapshot: StatusSnapshot; statusCode: number; body: string } | undefined;
  fastify.get('/api/health', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8');
    let snapshot: StatusSnapshot;
    try {
      snapshot = await projector.cachedStatus();
    } catch {
      return reply.status(503).send(JSON.stringify({ status: 'unavailable', message: healthMessages.unavailable }));
    }
    if (last?.snapshot !== snapshot) last = { snapshot, ...healthAnswer(snapshot) };
    return reply.status(last.statusCode).send(last.body);
  });
}
