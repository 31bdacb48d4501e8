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
/** The answer of the check started with the page (`startSessionCheck`), for the first check that asks. */
let earlyMe: Promise<Me | null> | null = null;

/**
 * Asks the API for the session as the page starts, before React renders: react-admin's route
 * guard asks for it once the layout mounts, and takes this answer (one round trip earlier) instead
 * of asking again. Later checks ask the API as before.
 */
export function startSessionCheck(): void {
  earlyMe = fetchMe();
  // A failure is the first check's to handle (it is thrown there), not an unhandled rejection.
  earlyMe.catch(() => undefined);
}

function fetchMe(): Promise<Me | null> {
  if (earlyMe) {
    const answer = earlyMe;
    earlyMe = null;
    return answer;
  }
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

/**
 * How long a confirmed staff session answers the next checks without asking again. react-admin
 * checks on every screen it mounts (the layout's guard, then the list's own, then the user menu's
 * identity): on a cold load that was three `GET /api/auth/me` one after another before the list
 * asked for its rows. The server trusts a checked session for a second too (README, "Sessions
 * checked once a second"); every API call still carries the cookie, and a 401 signs out at once.
 */
const CONFIRMED_SESSION_REUSE_MS = 1_000;
let confirmed: { me: Me; at: number } | null = null;

async function staffSession(): Promise<Me> {
  if (confirmed && performance.now() - confirmed.at < CONFIRMED_SESSION_REUSE_MS) return confirmed.me;
  const me = await fetchMe();
  if (!me || !STAFF_ROLES.includes(me.user.role)) {
    staffSessionConfirmed = false;
    confirmed = null;
    // `message: false`: no notification, the browser is leaving for the login page.
    throw { message: false };
  }
  staffSessionConfirmed = true;
  confirmed = { me, at: performance.now() };
  return me;
}

/** Whether this page has already started leaving for the login (`goToStaffLogin`). */
let leavingForLogin = false;

/**
 * Leaves the single-page app for the public site's login, replacing this history entry. A
 * screen deeper than the dashboard (an albarán link, a repair left open while the session
 * expired) travels along as `volver`, so that signing in leads back to it.
 */
function goToStaffLogin({ comeBack }: { comeBack: boolean }): false {
  // Once: react-admin asks again as each screen it mounts finds no session, and a second
  // navigation started while the first is under way aborts it and starts over.
  if (leavingForLogin) return false;
  leavingForLogin = true;
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
    confirmed = null;
    if (signingOut) {
      staffSessionConfirmed = false;
      await httpClient('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    }
    return goToStaffLogin({ comeBack: !signingOut });
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      staffSessionConfirmed = false; // expired or closed elsewhere: signing in again comes back here
      confirmed = null;
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
