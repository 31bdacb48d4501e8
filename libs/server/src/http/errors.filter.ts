import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import { DomainError, ValidationFailed } from '@taller/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ConcurrentChange } from '../event-sourcing/aggregate-store.js';
import { ChangeNotYetVisible } from '../shared/commands.js';
import type { SpaFallback } from './spa-fallback.js';

/** The body of every error answer; the API description (http/openapi) shows this schema. */
export const errorBodySchema = z
  .looseObject({
    message: z.string().describe('Qué ha fallado, en español, para mostrarlo tal cual'),
    errors: z.record(z.string(), z.string()).optional().describe('Por campo del formulario, su error (solo en un 400 de validación)'),
  })
  .describe('Error: un mensaje en español y, si el formulario tiene errores, uno por campo; algunas rutas añaden detalles (p. ej. el registro existente)');

type ErrorBody = z.infer<typeof errorBodySchema>;

const STATUS_OF_DOMAIN: Record<DomainError['kind'], number> = {
  validation: 400,
  not_found: 404,
  conflict: 409,
  rule: 409,
};

/** Spanish texts for what the HTTP layer itself refuses. */
const HTTP_MESSAGES: Record<number, string> = {
  400: 'Petición no válida',
  401: 'Inicia sesión para continuar.',
  403: 'No tienes permiso para realizar esta acción.',
  404: 'Ruta no encontrada',
  405: 'Método no permitido',
  413: 'El contenido enviado es demasiado grande',
  415: 'Tipo de contenido no admitido: envía JSON',
  429: 'Demasiadas peticiones. Espera un momento e inténtalo de nuevo.',
};

const BUSY_MESSAGE = 'La base de datos está ocupada (por ejemplo, reconstruyendo las vistas). Inténtalo de nuevo en unos segundos.';

/**
 * Every error leaves as `{ message, errors? }` in Spanish with the right status; bad input is
 * never a 500. Unknown paths outside /api get the single-page apps.
 */
@Catch()
export class HttpErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spa?: SpaFallback) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const [status, body] = this.describe(error);
    if (status === 404 && this.spa && ['GET', 'HEAD'].includes(request.method) && this.spa.serve(request, reply)) return;
    if (status === 503) void reply.header('Retry-After', '5');
    if (status >= 500) this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    void reply.status(status).header('Cache-Control', 'no-store').send(body);
  }

  private describe(error: unknown): [number, ErrorBody] {
    if (error instanceof ValidationFailed) return [400, { message: error.message, errors: error.errors }];
    if (error instanceof DomainError) return [STATUS_OF_DOMAIN[error.kind], { message: error.message }];
    if (error instanceof ConcurrentChange) return [409, { message: error.message }];
    // Stored, not yet in the read models: accepted, and said so (never the old record, never a 404).
    if (error instanceof ChangeNotYetVisible) return [202, { ...error.result, message: error.message, saved: true, visible: false }];
    // SQLite's one writer was busy for longer than a call waits (a long rebuild, an import).
    if ((error as { code?: string } | null)?.code?.startsWith('SQLITE_BUSY')) return [503, { message: BUSY_MESSAGE }];
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const response = error.getResponse();
      // Our own exceptions carry a Spanish message (and what else the screen needs, such as
      // field errors or the existing record); the framework's (English) ones get ours.
      const own = typeof response === 'object' && response !== null && !('statusCode' in response);
      if (own) return [status, response as ErrorBody];
      return [status, { message: this.frameworkMessage(error) ?? HTTP_MESSAGES[status] ?? HTTP_MESSAGES[400]! }];
    }
    return [500, { message: 'Error interno del servidor. Inténtalo de nuevo más tarde.' }];
  }

  private frameworkMessage(error: HttpException): string | undefined {
    const code = (error.cause as { code?: string } | undefined)?.code ?? '';
    if (code.startsWith('FST_ERR_CTP_INVALID_JSON') || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.cause instanceof SyntaxError) {
      return 'El cuerpo de la petición no es JSON válido';
    }
    return undefined;
  }
}
