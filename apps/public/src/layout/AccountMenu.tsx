import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../api/auth';
import { displayName, initials, roleLabel } from '../auth/roles';
import { useSignOut } from '../auth/useSignOut';
import { es } from '../i18n/es';
import { BagIcon, ChevronDownIcon, DashboardIcon, LogoutIcon, UserIcon } from '../ui/icons';
import { MANAGEMENT_HOME, MY_ORDERS_PATH, PROFILE_PATH } from './navLinks';
import { useMenuDisclosure } from './useMenuDisclosure';

/**
 * A signed-in customer, or a staff member signed in as a regular user (spec, user menu):
 * avatar or initials, name, e-mail, Dashboard (staff only), profile, my orders, sign out.
 */
export function UserMenu({ user, withDashboard }: { user: SessionUser; withDashboard: boolean }) {
  return (
    <AccountMenu user={user} label={es.nav.userMenu}>
      {(close) => (
        <>
          <Identity user={user} />
          <ul className="account-menu__actions">
            {withDashboard && (
              <li>
                <a href={MANAGEMENT_HOME} className="account-menu__item">
                  <DashboardIcon />
                  {es.nav.dashboard}
                </a>
              </li>
            )}
            <li>
              <Link to={PROFILE_PATH} className="account-menu__item" onClick={close}>
                <UserIcon />
                {es.nav.profile}
              </Link>
            </li>
            <li>
              <Link to={MY_ORDERS_PATH} className="account-menu__item" onClick={close}>
                <BagIcon />
                {es.nav.myOrders}
              </Link>
            </li>
            <li>
              <SignOutButton label={es.nav.signOut} onDone={close} />
            </li>
          </ul>
        </>
      )}
    </AccountMenu>
  );
}

/**
 * A session opened at the manager login (spec, manager menu): name or e-mail, e-mail,
 * role, Dashboard Gerencia, 'Cerrar Sesión'.
 */
export function ManagerMenu({ user }: { user: SessionUser }) {
  return (
    <AccountMenu user={user} label={es.nav.managerMenu}>
      {(close) => (
        <>
          <Identity user={user}>
            <p className="account-menu__role">
              <span className="sr-only">{es.nav.role}: </span>
              <span className="badge">{roleLabel(user)}</span>
            </p>
          </Identity>
          <ul className="account-menu__actions">
            <li>
              <a href={MANAGEMENT_HOME} className="account-menu__item">
                <DashboardIcon />
                {es.nav.managerDashboard}
              </a>
            </li>
            <li>
              <SignOutButton label={es.nav.logout} onDone={close} />
            </li>
          </ul>
        </>
      )}
    </AccountMenu>
  );
}

function AccountMenu({
  user,
  label,
  children,
}: {
  user: SessionUser;
  label: string;
  children: (close: () => void) => ReactNode;
}) {
  const menu = useMenuDisclosure();
  const panelId = useId();

  return (
    <div className="account-menu">
      <button
        ref={menu.buttonRef}
        type="button"
        className="account-menu__toggle"
        aria-expanded={menu.open}
        aria-controls={panelId}
        onClick={menu.toggle}
      >
        <Avatar user={user} />
        <span className="account-menu__name">{displayName(user)}</span>
        <ChevronDownIcon className="account-menu__chevron" />
        <span className="sr-only">{label}</span>
      </button>

      <div id={panelId} ref={menu.panelRef} className="account-menu__panel" hidden={!menu.open}>
        {children(menu.close)}
      </div>
    </div>
  );
}

/** The account's picture when it has one, else its initials. Decorative: the name is next to it. */
function Avatar({ user }: { user: SessionUser }) {
  if (user.avatar) return <img className="avatar avatar--picture" src={user.avatar} alt="" width={34} height={34} />;
  return (
    <span className="avatar" aria-hidden="true">
      {initials(user)}
    </span>
  );
}

function Identity({ user, children }: { user: SessionUser; children?: ReactNode }) {
  return (
    <div className="account-menu__identity">
      <p className="account-menu__display-name">{displayName(user)}</p>
      <p className="account-menu__email">{user.email}</p>
      {children}
    </div>
  );
}

function SignOutButton({ label, onDone }: { label: string; onDone: () => void }) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <button type="button" className="account-menu__item" onClick={onClick} disabled={busy}>
      <LogoutIcon />
      {label}
    </button>
  );
}
