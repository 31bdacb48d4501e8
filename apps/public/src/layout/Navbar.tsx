import { lazy, Suspense, useId } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { es } from '../i18n/es';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { ManagerMenu, UserMenu } from './AccountMenu';
import { useHasBasket } from '../reservation/basketSignal';
import { audienceOf } from './audience';
import { Logo } from './Logo';
import { navLinksFor, type SiteLink } from './navLinks';
import { useMenuDisclosure } from './useMenuDisclosure';

// 'Tu reserva' in the header: its code loads only for a visitor who has a basket.
const BasketLink = lazy(() => import('./BasketLink').then((module) => ({ default: module.BasketLink })));

/**
 * The navigation bar (spec, Navigation bar): the logo, the links for who is looking, and
 * either the login button or the account menu; below 52rem the links fold into a menu.
 */
export function Navbar() {
  const auth = useAuth();
  // While the session is being checked the bar shows what a visitor sees, minus the login button.
  const audience = audienceOf(auth.current);
  const links = navLinksFor(audience);
  const showLoginButton = auth.status === 'anonymous';
  const mobileMenu = useMenuDisclosure();
  const mobileMenuId = useId();
  const hasBasket = useHasBasket();

  return (
    <header className="site-header">
      <nav className="navbar container" aria-label={es.nav.label}>
        <Link to="/" className="navbar__brand" aria-label={es.nav.homeLink}>
          <Logo />
        </Link>

        <ul className="navbar__links">
          {links.map((link) => (
            <li key={link.label}>
              <SiteNavLink link={link} className="navbar__link" />
            </li>
          ))}
        </ul>

        <div className="navbar__actions">
          {hasBasket && (
            <Suspense fallback={null}>
              <BasketLink />
            </Suspense>
          )}
          {showLoginButton && (
            <Link to="/iniciar-sesion" className="button button--primary button--small navbar__login">
              {es.nav.login}
            </Link>
          )}
          {auth.current &&
            (audience === 'manager-session' ? (
              <ManagerMenu user={auth.current.user} />
            ) : (
              <UserMenu user={auth.current.user} withDashboard={audience === 'staff-user'} />
            ))}
          <button
            ref={mobileMenu.buttonRef}
            type="button"
            className="navbar__toggle"
            aria-expanded={mobileMenu.open}
            aria-controls={mobileMenuId}
            onClick={mobileMenu.toggle}
          >
            {mobileMenu.open ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">{mobileMenu.open ? es.nav.closeMenu : es.nav.openMenu}</span>
          </button>
        </div>
      </nav>

      <div id={mobileMenuId} ref={mobileMenu.panelRef} className="mobile-menu" hidden={!mobileMenu.open}>
        <ul className="mobile-menu__links container">
          {links.map((link) => (
            <li key={link.label}>
              <SiteNavLink link={link} className="mobile-menu__link" onNavigate={mobileMenu.close} />
            </li>
          ))}
          {showLoginButton && (
            <li>
              <Link to="/iniciar-sesion" className="button button--primary mobile-menu__login" onClick={mobileMenu.close}>
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
