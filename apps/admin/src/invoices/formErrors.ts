import { HttpError } from 'react-admin';

/** The field errors of a 400 (`customer.taxId`, `reason`, …), as the server wrote them. */
export const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string'));
};
