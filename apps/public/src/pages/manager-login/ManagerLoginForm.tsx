import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { LoginForm, type LoginFailure } from '../../auth/LoginForm';
import { es } from '../../i18n/es';
import { managementReturnPath } from '../../layout/navLinks';
import { ShieldIcon } from '../../ui/icons';

/** The spec's pause between the success message and the manager dashboard. */
export const MANAGER_REDIRECT_DELAY_MS = 1_000;

const t = es.managerLogin;

/** The server's own words for a refusal (spec §5: 'Credenciales incorrectas…'), or the connection's. */
function describeFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { message: es.common.connectionError }; // time-out, offline, refused
  const { email, password } = error.fieldErrors;
  return { message: error.serverMessage ?? t.errors.invalidCredentials, fieldErrors: email || password ? { email, password } : undefined };
}

/** /acceso-gerencia's form: a staff session, then the back-office screen that sent the visitor here, or its dashboard. */
export function ManagerLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [searchParams] = useSearchParams();
  return (
    <LoginForm
      area="staff"
      icon={<ShieldIcon />}
      texts={t}
      messages={t.errors}
      describeFailure={describeFailure}
      onSignedIn={onSignedIn}
      leave={() => window.location.assign(managementReturnPath(searchParams.get('volver')))}
      leaveAfterMs={MANAGER_REDIRECT_DELAY_MS}
    />
  );
}
