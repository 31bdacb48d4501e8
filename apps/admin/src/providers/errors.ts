import { HttpError } from 'react-admin';

/**
 * The server's Spanish text of a failure, if it carries one (httpClient has already put the
 * spec's texts on failures without one: time-out, offline, server error).
 */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' && error ? error : undefined;

/** A 400 whose field errors react-admin shows beside the fields: no notification needed on top. */
export const hasFieldErrors = (error: unknown): boolean =>
  error instanceof HttpError && Object.keys((error.body as { errors?: object } | undefined)?.errors ?? {}).length > 0;

/** A change refused because the record changed meanwhile (409: the `version` sent is stale). */
export const isStaleVersion = (error: unknown): boolean => error instanceof HttpError && error.status === 409;
