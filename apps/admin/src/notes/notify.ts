import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** The spec's notification auto-close (back-office.md §9); react-admin's own default is 4 s. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

type NotifyOptions = NonNullable<Parameters<ReturnType<typeof useNotify>>[1]>;

/** `notify` whose notifications close on their own after 5 s. */
export function useNoteNotify() {
  const notify = useNotify();
  return useCallback(
    (message: string, options: NotifyOptions = {}) =>
      notify(message, { autoHideDuration: NOTIFICATION_AUTO_CLOSE_MS, ...options }),
    [notify],
  );
}

/** The server's Spanish text of a failure, if it carries one. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof Error && error.message ? error.message : undefined;

/** Whether the server refused an edit because the note changed meanwhile. */
export const isStaleVersion = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { status?: number }).status === 409;
