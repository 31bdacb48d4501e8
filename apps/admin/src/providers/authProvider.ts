import type { AuthProvider, UserIdentity } from 'react-admin';
import { HttpError } from 'react-admin';
import { httpClient } from './httpClient';
import type { SignedInUser, StaffRole } from './types';

/** The manager login is a page of the public site, outside the back-office. */
export const STAFF_LOGIN_PAGE = '/acceso-gerencia';

const STAFF_ROLES: readonly string[] = ['administrador', 'gerente'] satisfies StaffRole[];

interface Me {
  user: SignedInUser;
  session: { createdAt: string; expiresAt: string | null };
  /** The shop runs in demo mode (DEMO=on): example data, accounts with a public password. */
  demo?: boolean;
}

/** `GET /api/auth/me` answers `{ user: null }` (200) when the browser has no session. */
type MeAnswer = Me | { user: null };

/** Set once the API confirmed a staff session, so that leaving never signs out a customer. */
let staffSessionConfirmed = false;
/** Concurrent checks (route guard, identity) share one request. */
let pendingMe: Promise<Me | null> | null = null;

function fetchMe(): Promise<Me | null> {
  pendingMe ??= httpClient('/api/auth/me')
    .then(({ json }) => {
      const answer = json as MeAnswer;
      return answer.user === null ? null : answer;
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403)) return null;
      throw error;
    })
    .finally(() => {
      pendingMe = null;
    });
  return pendingMe;
}

async function staffSession(): Promise<Me> {
  const me = await fetchMe();
  if (!me || !STAFF_ROLES.includes(me.user.role)) {
    staffSessionConfirmed = false;
    // `message: false`: no notification, the browser is leaving for the login page.
    throw { message: false };
  }
  staffSessionConfirmed = true;
  return me;
}

/**
 * Leaves the single-page app for the public site's login, replacing this history entry. A
 * screen deeper than the dashboard (an albarán link, a repair left open while the session
 * expired) travels along as `volver`, so that signing in leads back to it.
 */
function goToStaffLogin({ comeBack }: { comeBack: boolean }): false {
  const { pathname, search, hash } = window.location;
  const here = `${pathname}${search}${hash}`;
  const deep = pathname.startsWith('/gestion/') && pathname !== '/gestion/';
  const back = comeBack && deep ? `?volver=${encodeURIComponent(here)}` : '';
  window.location.replace(`${STAFF_LOGIN_PAGE}${back}`);
  return false; // tells react-admin not to navigate on its own
}

export const authProvider: AuthProvider = {
  // The login lives at /acceso-gerencia; react-admin never shows its own login form.
  async login() {
    goToStaffLogin({ comeBack: true });
  },

  async checkAuth() {
    await staffSession();
  },

  async logout() {
    // Signing out on purpose starts afresh; a missing or expired session comes back here.
    const signingOut = staffSessionConfirmed;
    if (signingOut) {
      staffSessionConfirmed = false;
      await httpClient('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    return goToStaffLogin({ comeBack: !signingOut });
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      staffSessionConfirmed = false; // expired or closed elsewhere: signing in again comes back here
      throw { message: false };
    }
    // A staff member refused one action keeps the session; react-admin says so in Spanish.
    if (error?.status === 403) throw { logoutUser: false, message: 'ra.notification.not_authorized' };
  },

  async getIdentity(): Promise<UserIdentity> {
    const { user, demo } = await staffSession();
    return {
      id: user.id,
      fullName: user.name,
      email: user.email,
      role: user.role,
      roleLabel: user.roleLabel,
      demo: demo === true,
    };
  },
};
