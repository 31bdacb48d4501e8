import { HttpError } from 'react-admin';

/** A 400 whose field errors react-admin shows beside the fields: no notification needed on top. */
export const hasFieldErrors = (error: unknown): boolean =>
  error instanceof HttpError && Object.keys((error.body as { errors?: object } | undefined)?.errors ?? {}).length > 0;
