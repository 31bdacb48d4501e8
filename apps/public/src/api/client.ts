/**
 * The public site's API client: JSON over fetch, same-origin cookies (the
 * httpOnly session cookie is the only credential; nothing is kept in browser
 * storage) and a 10 s time-out.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The server answered with an error status. */
export class ApiError extends Error {
  readonly status: number;
  /** The `message` of the server's JSON body, when it sent one. */
  readonly serverMessage: string | undefined;
  /** Per-field messages of a 400 answer. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The machine-readable `error` of the body, when there is one (e.g. `email_exists`). */
  readonly code: string | undefined;

  constructor(status: number, serverMessage: string | undefined, fieldErrors: Record<string, string>, code?: string) {
    super(serverMessage ?? `HTTP Error: ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

/** No answer: time-out, offline or the connection failed. */
export class NetworkError extends Error {
  constructor(message: 'Request timeout' | 'No internet connection' | 'Network error') {
    super(message);
    this.name = 'NetworkError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** A sign-in: its 401 means wrong credentials, not a session lost. */
  signsIn?: boolean;
  /** The browser's HTTP cache for this call: 'no-cache' asks the server again even for an answer it may keep a minute. */
  cache?: RequestCache;
}

type SessionLostListener = () => void;
const sessionLostListeners = new Set<SessionLostListener>();

/**
 * Spec §4, session rules: a 401 from the API means the session is gone (it expired, or ended
 * in another browser when the password changed there). Every call but a sign-in tells the
 * listeners (the AuthProvider: it clears the session and leaves for the login) before it
 * throws its ApiError. Answers the way to stop listening.
 */
export function onSessionLost(listener: SessionLostListener): () => void {
  sessionLostListeners.add(listener);
  return () => sessionLostListeners.delete(listener);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}

/** A file the server sends to keep (`Content-Disposition: attachment`): its contents and its name. */
export async function apiDownload(path: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, options);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** The answer of a call that succeeded; an ApiError or a NetworkError otherwise. */
async function send(path: string, { method = 'GET', body, signal, signsIn = false, cache }: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      ...(cache ? { cache } : {}),
    });
  } catch (error) {
    if (timedOut) throw new NetworkError('Request timeout');
    if (signal?.aborted) throw error; // the caller gave up: not an error to show
    throw new NetworkError(navigator.onLine === false ? 'No internet connection' : 'Network error');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }

  if (response.status === 401 && !signsIn) for (const listener of sessionLostListeners) listener();
  if (!response.ok) {
    const payload: unknown = await readJson(response);
    const { message, errors, error } = (payload ?? {}) as { message?: unknown; errors?: unknown; error?: unknown };
    throw new ApiError(
      response.status,
      typeof message === 'string' && message.trim() !== '' ? message : undefined,
      isStringRecord(errors) ? errors : {},
      typeof error === 'string' ? error : undefined,
    );
  }
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
