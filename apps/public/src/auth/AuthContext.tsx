import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { fetchCurrentSession, isStaffRole, logout, type AuthSession } from '../api/auth';
import { isAbortError, onSessionLost } from '../api/client';
import { es } from '../i18n/es';
import { useNotify } from '../notifications/NotificationsContext';
import { CUSTOMER_LOGIN_PATH, loginReturningTo } from './returnPath';

export type AuthStatus = 'checking' | 'anonymous' | 'authenticated';

export interface AuthState {
  status: AuthStatus;
  /** The signed-in account and its session, as the server reports it. */
  current: AuthSession | null;
  /** A staff (administrador or gerente) session: a customer session never counts. */
  isStaff: boolean;
  /** Record the session the server has just opened (after a login). */
  setSession: (session: AuthSession) => void;
  /** Close the session on the server; locally it is cleared even if that call fails. */
  signOut: () => Promise<void>;
  /**
   * The visitor closed their session here (signed out, deleted the account), as opposed to a
   * session that was never there or was lost: a page for signed-in visitors then goes home,
   * not to the login.
   */
  signedOut: boolean;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('checking');
  const [current, setCurrent] = useState<AuthSession | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentSession(controller.signal)
      .then((session) => {
        setCurrent(session);
        setStatus(session ? 'authenticated' : 'anonymous');
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        // Unknown is shown as signed out; the server stays the judge of every request.
        setCurrent(null);
        setStatus('anonymous');
      });
    return () => controller.abort();
  }, []);

  // Spec §4: a 401 from the API clears the session and goes to the login, which leads back here.
  const navigate = useNavigate();
  const notify = useNotify();
  // Several calls may come back 401 at once (a form and the profile it reloads): one notice, one redirect.
  const leaving = useRef(false);
  useEffect(
    () =>
      onSessionLost(() => {
        setCurrent(null);
        setStatus('anonymous');
        const { pathname, search, hash } = window.location;
        if (pathname === CUSTOMER_LOGIN_PATH || leaving.current) return;
        leaving.current = true;
        notify({ tone: 'info', title: es.logout.title, message: es.logout.lost });
        navigate(loginReturningTo(`${pathname}${search}${hash}`), { replace: true });
      }),
    [navigate, notify],
  );

  const setSession = useCallback((session: AuthSession) => {
    leaving.current = false;
    setSignedOut(false);
    setCurrent(session);
    setStatus('authenticated');
  }, []);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The cookie may already be gone or the network down: the visitor asked to leave.
    } finally {
      setSignedOut(true);
      setCurrent(null);
      setStatus('anonymous');
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      status,
      current,
      isStaff: current !== null && isStaffRole(current.user.role),
      setSession,
      signOut,
      signedOut,
    }),
    [status, current, setSession, signOut, signedOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
