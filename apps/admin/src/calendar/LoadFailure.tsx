import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { HttpError, useTranslate } from 'react-admin';
import '../i18n/calendar.es';

/**
 * What went wrong, in words the staff can act on: no answer at all reads 'Error de conexión';
 * otherwise the server's own message (and its field messages, e.g. a bad date), never lost.
 */
function detailsOf(error: unknown, connectionError: string): string[] {
  if (error instanceof HttpError) {
    if (error.status === 0) {
      // Offline or timed out: the spec's words first, then which of the two it was.
      return error.message && !error.message.startsWith(connectionError) ? [connectionError, error.message] : [connectionError];
    }
    const fields = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
    const fieldMessages = Object.entries(fields)
      .filter(([field, message]) => field !== 'root' && typeof message === 'string')
      .map(([, message]) => message as string);
    return [error.message, ...fieldMessages].filter(Boolean);
  }
  if (error instanceof TypeError) return [connectionError];
  return error instanceof Error && error.message ? [error.message] : [];
}

/** A failed load: the spec's message as the title, the cause below it, and a retry button. */
export const LoadFailure = ({
  title,
  error,
  onRetry,
  retrying = false,
  narrow = false,
  sx,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  /** In a narrow column the retry button goes under the message rather than beside it. */
  narrow?: boolean;
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  const details = detailsOf(error, translate('calendar.connection_error')).filter((text) => text !== translate(title));
  const retry = (
    <Button color="inherit" size="small" onClick={onRetry} disabled={retrying} sx={narrow ? { mt: 1 } : undefined}>
      {translate('calendar.retry')}
    </Button>
  );
  return (
    <Alert severity="error" role="alert" sx={sx} action={narrow ? undefined : retry}>
      <AlertTitle>{translate(title)}</AlertTitle>
      {details.map((text) => (
        <div key={text}>{text}</div>
      ))}
      {narrow && retry}
    </Alert>
  );
};
