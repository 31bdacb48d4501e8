import { HttpError } from 'react-admin';
import { connectionMessages } from '../i18n/es';

/**
 * What the counter reads when a creation fails for a reason no field explains (spec §8): no
 * connection, the server failing, the server's own Spanish message (a missing client, a
 * conflict), or else the form's own line ('Error al crear el pedido. Inténtalo de nuevo.').
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    // The back-office's HTTP client answers 0 for no connection and for its time-out, in Spanish.
    if (error.status === 0) return error.message || connectionMessages.offline;
    if (error.status >= 500) return connectionMessages.serverError;
    const serverSaid = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof serverSaid === 'string' && serverSaid.trim()) return serverSaid;
    return fallback;
  }
  if (error instanceof TypeError) return connectionMessages.offline;
  return fallback;
}

/** A 400 whose field errors go beside the fields (react-admin's form sets them). */
export function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}
