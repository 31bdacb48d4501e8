import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The series measured as things happen, one set per process (what Prometheus scrapes is a
 * process): requests, commands, appends. What is read at scrape time (projections, outbox)
 * belongs to each app (`ShopGauges`). The HELP texts are Spanish, like everything an operator
 * reads; the names follow Prometheus' conventions.
 */
export const processRegistry = new Registry();

/** Seconds, from a fast answer to a slow command or a long list. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'taller_http_request_duration_seconds',
  help: 'Duración de las peticiones HTTP por método, ruta (el patrón, sin ids) y estado; _count es el número de peticiones',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const commandDuration = new Histogram({
  name: 'taller_command_duration_seconds',
  help: 'Duración de cada orden (API y CLI) hasta que las vistas la muestran, por orden y resultado (ok; not_visible: guardada, pero las vistas aún no la muestran; error)',
  labelNames: ['command', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

export const eventAppendDuration = new Histogram({
  name: 'taller_event_store_append_duration_seconds',
  help: 'Duración de cada escritura en el registro de eventos (SQLite, PostgreSQL o KurrentDB)',
  buckets: [0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [processRegistry],
});

export const eventAppendFailures = new Counter({
  name: 'taller_event_store_append_failures_total',
  help: 'Escrituras en el registro de eventos que no se hicieron: reason="conflict" perdió la carrera con otra orden sobre el mismo registro (se decide de nuevo, lo normal con concurrencia), reason="error" falló',
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});

let defaultMetricsOn = false;
/** Node's own series (memory, event loop, CPU), once per process and only where something scrapes. */
export function collectProcessMetrics(): void {
  if (defaultMetricsOn) return;
  defaultMetricsOn = true;
  collectDefaultMetrics({ register: processRegistry, prefix: 'taller_' });
}

/** Where a request matched no route (a 404, an address the router cannot read). */
export const UNMATCHED_ROUTE = 'sin_ruta';

/**
 * Counts every answer Fastify sends by the route's pattern (`/api/repairs/:id`, never the
 * address, so ids never become labels), method and status, with its latency. A Fastify
 * `onResponse` hook rather than a Nest interceptor: it sees every answer (404s, refusals of
 * the cross-site check, static files) and costs a map lookup and an observation. The label
 * set of each (method, route, status) is made once and kept. `GET /api/health` as a monitor
 * asks it is answered before Fastify (HealthFastPath) and so is not counted.
 */
export function countRequests(fastify: FastifyInstance): void {
  const series = new Map<string, Histogram.Internal<'method' | 'route' | 'status'>>();
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (child === undefined) {
      child = httpRequestDuration.labels(request.method, route, String(reply.statusCode));
      series.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

/** Runs `work` and hands `observe` its duration in seconds and, when it threw, what it threw. */
export async function timed<T>(work: () => Promise<T>, observe: (seconds: number, failure?: unknown) => void): Promise<T> {
  const start = process.hrtime.bigint();
  try {
    const result = await work();
    observe(Number(process.hrtime.bigint() - start) / 1e9);
    return result;
  } catch (error) {
    observe(Number(process.hrtime.bigint() - start) / 1e9, error ?? new Error('sin detalle'));
    throw error;
  }
}
