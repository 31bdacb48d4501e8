import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { readModelsMessages } from '../i18n/es';

/** How often the back-office asks whether the lists follow the saved changes. */
const HEALTH_POLL_MS = 20_000;

interface Health {
  status: 'ok' | 'degraded';
}

/** `GET /api/health`: 503 with `status: 'degraded'` while a read model is stopped on an event. */
async function fetchHealth(): Promise<Health> {
  const response = await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin' });
  return (await response.json()) as Health;
}

/**
 * While a read model is stopped, every screen says so: changes are saved, but lists and
 * details may not show them yet. Without it staff would read stale lists as the truth.
 */
export function ReadModelsNotice() {
  const { data } = useQuery({ queryKey: ['health'], queryFn: fetchHealth, refetchInterval: HEALTH_POLL_MS, retry: false });
  if (data?.status !== 'degraded') return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      {readModelsMessages.behind}
    </Alert>
  );
}
