import { fetchUtils, HttpError } from 'react-admin';
import { connectionMessages } from '../i18n/es';

/** The spec's request time-out (back-office.md §9). */
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * `fetchUtils.fetchJson` on the same origin (the session is an httpOnly cookie, so nothing
 * is kept in browser storage), with a time-out and Spanish messages for the failures that
 * carry no server message. A 400 with field errors also carries its general message as the
 * form's root error, so react-admin shows it beside the field messages. A 202 that says the
 * change is saved but not yet visible is a failure here too (see below).
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Awaited<ReturnType<typeof fetchUtils.fetchJson>>;
  try {
    response = await fetchUtils.fetchJson(url, { ...options, signal, credentials: 'same-origin' });
  } catch (error) {
    throw explain(error, timeout);
  }
  // Saved, but the lists do not show it yet (a read model is stopped): the screen must not
  // take the answer for the new record. It fails with the server's message, so it is shown
  // where every failure is, and the form keeps what was typed.
  if (response.status === 202 && (response.json as { visible?: boolean } | undefined)?.visible === false) {
    throw new HttpError((response.json as { message: string }).message, 202, response.json);
  }
  return response;
}

function explain(error: unknown, timeout: AbortSignal): unknown {
  if (error instanceof HttpError) {
    const body = error.body as { message?: string; errors?: Record<string, string> } | undefined;
    if (body?.errors && Object.keys(body.errors).length > 0) {
      const { _: general, ...fields } = body.errors;
      const serverError = body.message ?? general ?? error.message;
      return new HttpError(serverError, error.status, {
        ...body,
        errors: { ...fields, root: { serverError } },
      });
    }
    if (error.status >= 500 && !body?.message) {
      return new HttpError(connectionMessages.serverError, error.status, body);
    }
    return error;
  }
  if (timeout.aborted) return new HttpError(connectionMessages.timeout, 0);
  if (error instanceof DOMException && error.name === 'AbortError') return error; // cancelled by react-query
  if (error instanceof TypeError) return new HttpError(connectionMessages.offline, 0);
  return error;
}
