import { useState, type ReactNode } from 'react';
import type { AuthSession } from '../../api/auth';
import { displayName, initials, roleLabel } from '../../auth/roles';
import { useSignOut } from '../../auth/useSignOut';
import { es } from '../../i18n/es';
import { MANAGEMENT_HOME } from '../../layout/navLinks';
import { formatMadridDateTime } from '../../lib/dates';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DashboardIcon, LogoutIcon } from '../../ui/icons';

const t = es.managerLogin;

/**
 * The staff session already open in this browser, with the way in and the way out; the
 * customer login adds its "continue as a regular user" (`children`) under them.
 */
export function StaffSessionPanel({ session, children }: { session: AuthSession; children?: ReactNode }) {
  const { user } = session;
  const signOut = useSignOut();
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  const confirmSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      setConfirming(false);
    }
  };

  return (
    <section className="session-panel" aria-labelledby="session-panel-title">
      <header className="auth-card__header">
        <span className="avatar avatar--large" aria-hidden="true">
          {initials(user)}
        </span>
        <h1 id="session-panel-title" className="auth-card__title">
          {t.alreadyTitle}
        </h1>
      </header>

      <dl className="session-panel__facts">
        <div>
          <dt>{t.sessionUser}</dt>
          <dd>{displayName(user)}</dd>
        </div>
        <div>
          <dt>{t.sessionRole}</dt>
          <dd>
            <span className="badge">{roleLabel(user)}</span>
          </dd>
        </div>
        <div>
          <dt>{t.sessionStarted}</dt>
          <dd>
            <time dateTime={session.session.createdAt}>{formatMadridDateTime(session.session.createdAt)}</time>
          </dd>
        </div>
      </dl>

      <div className="session-panel__actions">
        <a href={MANAGEMENT_HOME} className="button button--primary button--block button--large">
          <DashboardIcon />
          {t.goToDashboard}
        </a>
        <button type="button" className="button button--secondary button--block" onClick={() => setConfirming(true)}>
          <LogoutIcon />
          {t.logout}
        </button>
        {children}
      </div>

      <ConfirmDialog
        open={confirming}
        message={t.confirmLogout}
        confirmLabel={t.confirmYes}
        cancelLabel={t.confirmCancel}
        busy={signingOut}
        onConfirm={confirmSignOut}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
