import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** The spec's notification auto-close (back-office.md §9); react-admin's own default is 4 s. */
export const NOTIFICATION_MS = 5000;

type NotifyOptions = Parameters<ReturnType<typeof useNotify>>[1];

/**
 * `useNotify` whose notifications close after 5 s. The revision screens replace react-admin's
 * own save and delete notifications with calls through this, so every one of them lasts 5 s.
 */
export function useNotify5s() {
  const notify = useNotify();
  return useCallback(
    (message: string, options?: NotifyOptions) => notify(message, { autoHideDuration: NOTIFICATION_MS, ...options }),
    [notify],
  );
}

/** An error's Spanish text from the server, if it carries one. */
export const errorMessage = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' && error ? error : undefined;
