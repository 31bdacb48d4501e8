import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { AuthSession } from '../api/auth';
import { useAuth } from '../auth/AuthContext';
import { displayName, initials, roleLabel } from '../auth/roles';
import { useSignOut } from '../auth/useSignOut';
import { useDismiss } from '../hooks/useDismiss';
import { es } from '../i18n/es';
import { ChevronDownIcon, CloseIcon, DashboardIcon, LogoutIcon, MenuIcon, UserIcon } from '../ui/icons';
import { Logo } from './Logo';
import { MANAGEMENT_HOME, staffLinks, visitorLinks, type SiteLink } from './navLinks';

export function Navbar() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileMenuRef = useRef<HTMLDivElement>(null);

  const links = auth.isStaff ? staffLinks : visitorLinks;
  const showLoginButton = auth.status === 'anonymous';

  useEffect(() => setMobileOpen(false), [pathname]);

  const closeMobileMenu = useCallback((reason: 'outside' | 'escape') => {
    setMobileOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(mobileOpen, [mobileMenuRef, toggleRef], closeMobileMenu);

  return (
    <header className="site-header">
      <nav className="navbar container" aria-label={es.nav.label}>
        <Link to="/" className="navbar__brand" aria-label={es.nav.homeLink}>
          <Logo />
        </Link>

        <ul className="navbar__links">
          {links.map((link) => (
            <li key={link.to}>
              <SiteNavLink link={link} className="navbar__link" />
            </li>
          ))}
        </ul>

        <div className="navbar__actions">
          {showLoginButton && (
            <Link to="/iniciar-sesion" className="button button--primary button--small navbar__login">
              {es.nav.login}
            </Link>
          )}
          {auth.current && (
            <AccountMenu session={auth.current} staff={auth.isStaff} />
          )}
          <button
            ref={toggleRef}
            type="button"
            className="navbar__toggle"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{mobileOpen ? es.nav.closeMenu : es.nav.openMenu}</span>
          </button>
        </div>
      </nav>

      <div id={mobileMenuId} ref={mobileMenuRef} className="mobile-menu" hidden={!mobileOpen}>
        <ul className="mobile-menu__links container">
          {links.map((link) => (
            <li key={link.to}>
              <SiteNavLink link={link} className="mobile-menu__link" onNavigate={() => setMobileOpen(false)} />
            </li>
          ))}
          {showLoginButton && (
            <li>
              <Link
                to="/iniciar-sesion"
                className="button button--primary mobile-menu__login"
                onClick={() => setMobileOpen(false)}
              >
                {es.nav.login}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}

function SiteNavLink({ link, className, onNavigate }: { link: SiteLink; className: string; onNavigate?: () => void }) {
  if (link.external) {
    return (
      <a href={link.to} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <NavLink to={link.to} className={({ isActive }) => (isActive ? `${className} is-active` : className)} onClick={onNavigate}>
      {link.label}
    </NavLink>
  );
}

/**
 * The signed-in account: for staff the manager menu (name or e-mail, e-mail, role,
 * Dashboard Gerencia, Cerrar Sesión); for a customer, profile instead of the dashboard.
 */
function AccountMenu({ session, staff }: { session: AuthSession; staff: boolean }) {
  const { user } = session;
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  const close = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(open, [panelRef, buttonRef], close);

  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <div className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="account-menu__name">{displayName(user)}</span>
        <ChevronDownIcon className="account-menu__chevron" />
        <span className="sr-only">{staff ? es.nav.managerMenu : es.nav.userMenu}</span>
      </button>

      <div id={panelId} ref={panelRef} className="account-menu__panel" hidden={!open}>
        <div className="account-menu__identity">
          <p className="account-menu__display-name">{displayName(user)}</p>
          <p className="account-menu__email">{user.email}</p>
          <p className="account-menu__role">
            <span className="sr-only">{es.nav.role}: </span>
            <span className="badge">{roleLabel(user)}</span>
          </p>
        </div>
        <ul className="account-menu__actions">
          {staff ? (
            <li>
              <a href={MANAGEMENT_HOME} className="account-menu__item">
                <DashboardIcon />
                {es.nav.managerDashboard}
              </a>
            </li>
          ) : (
            <li>
              <Link to="/perfil" className="account-menu__item">
                <UserIcon />
                {es.nav.profile}
              </Link>
            </li>
          )}
          <li>
            <button type="button" className="account-menu__item" onClick={onSignOut} disabled={busy}>
              <LogoutIcon />
              {es.nav.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
