import { useCallback, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { fetchProfile, type ProfileUser } from '../../api/account';
import { ApiError, isAbortError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { displayPhone } from '../../auth/accountRules';
import { useAuth } from '../../auth/AuthContext';
import { loginReturningTo } from '../../auth/returnPath';
import { displayName, initials, roleLabel } from '../../auth/roles';
import { PROFILE_PATH } from '../../layout/navLinks';
import { AlertIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';
import { DataSection } from './DataSection';
import { OrdersSection } from './OrdersSection';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';
import '../../auth/account.css';
import './profile.css';

const t = accountTexts.profile;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; user: ProfileUser };

/**
 * /perfil: the signed-in person's own data and password (customers and staff alike). Without a
 * session it sends the visitor to the login, which comes back here. The server checks the
 * session on every call; this redirect is a convenience.
 */
export default function ProfilePage() {
  const auth = useAuth();
  const { status, current, setSession, signedOut } = auth;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'authenticated') return;
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetchProfile(controller.signal)
      .then(({ user }) => setLoaded({ state: 'ready', user }))
      .catch((error: unknown) => {
        // A 401: the session ended elsewhere, and the client has already left for the login.
        if (isAbortError(error) || (error instanceof ApiError && error.status === 401)) return;
        setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [status, attempt]);

  const onSaved = useCallback(
    (user: ProfileUser) => {
      setLoaded({ state: 'ready', user });
      if (current) setSession({ ...current, user: { ...current.user, ...user } });
    },
    [current, setSession],
  );

  // Signing out here goes home (useSignOut): the login is for a visitor who never had, or lost, a session.
  if (status === 'anonymous') return <Navigate to={signedOut ? '/' : loginReturningTo(PROFILE_PATH)} replace />;

  let body;
  if (status === 'checking' || loaded.state === 'loading') body = <PageLoading />;
  else if (loaded.state === 'failed') {
    body = (
      <div className="alert alert--error" role="alert">
        <AlertIcon />
        <div>
          <p className="alert__text">{t.loadFailed}</p>
          <button type="button" className="button button--secondary button--small alert__action" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        </div>
      </div>
    );
  } else {
    const { user } = loaded;
    body = (
      <>
        <div className="profile-identity">
          <span className="avatar avatar--large" aria-hidden="true">
            {initials(user)}
          </span>
          <div>
            <p className="profile-identity__name">{displayName(user)}</p>
            <p className="profile-identity__meta">
              {user.email}
              {user.phone && <> · {displayPhone(user.phone)}</>}
            </p>
            {user.role === 'customer' && !user.emailVerified && (
              <p className="profile-identity__verification">
                <span className="badge badge--warning">{t.emailUnverified}</span>
              </p>
            )}
          </div>
          <p className="profile-identity__role">
            <span className="sr-only">{t.role}: </span>
            <span className="badge">{roleLabel(user)}</span>
          </p>
        </div>
        <ProfileForm key={`${user.id}`} user={user} onSaved={onSaved} />
        <PasswordChangeForm />
        {/* Asked again when the e-mail changes or gets verified. */}
        <OrdersSection key={`${user.email}:${user.emailVerified}`} user={user} />
        {/* Staff accounts are the Administrador's to close: no 'Tus datos' for them. */}
        {user.role === 'customer' && <DataSection />}
      </>
    );
  }

  return (
    <div className="profile-page">
      <div className="profile-page__inner">
        <header className="profile-page__header">
          <h1 className="profile-page__title">{t.title}</h1>
          <p className="profile-page__subtitle">{t.subtitle}</p>
        </header>
        {body}
      </div>
    </div>
  );
}
