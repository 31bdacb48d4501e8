import { useCallback } from 'react';
import { useNotify } from 'react-admin';

/** The spec's notifications close on their own after 5 s (back-office.md §9). */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

type NotifyOptions = NonNullable<Parameters<ReturnType<typeof useNotify>>[1]>;

/** react-admin's `notify` with the spec's auto-close time (react-admin's own default is 4 s). */
export function useOrderNotify() {
  const notify = useNotify();
  return useCallback(
    (message: string, options: NotifyOptions = {}) =>
      notify(message, { autoHideDuration: NOTIFICATION_AUTO_CLOSE_MS, ...options }),
    [notify],
  );
}
