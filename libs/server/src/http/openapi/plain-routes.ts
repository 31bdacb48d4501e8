import type { DescribedRoute } from './openapi-document.js';

/**
 * Routes registered on Fastify directly, outside Nest's controllers (so without decorators to
 * read): described here, beside the others in the document. The API description test fails
 * when one is registered and missing here.
 */
export const PLAIN_ROUTES: DescribedRoute[] = [
  {
    method: 'GET',
    path: '/api/health',
    operationId: 'health',
    access: 'public',
    successStatus: 200,
    contract: {
      summary: 'Estado del servidor y de sus vistas',
      description: 'Para monitores: 200 `ok`, o 503 `degraded` con las vistas detenidas y un mensaje en español. También responde a HEAD.',
      answer: 'Estado: `status` (ok o degraded), `message` si alguna vista está detenida, `head` y `projectedPosition` (posiciones del registro de eventos), `projecting` y `projections` (cada vista con su retraso y su fallo)',
      errors: [503],
    },
  },
];
