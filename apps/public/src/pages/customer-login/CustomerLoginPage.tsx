import { useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { accountTexts } from '../../auth/account.texts';
import { useAuth } from '../../auth/AuthContext';
import { publicReturnPath } from '../../auth/returnPath';
import { audienceOf } from '../../layout/audience';
import { ArrowLeftIcon, UserIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';
import { StaffSessionPanel } from '../manager-login/StaffSessionPanel';
import { CustomerLoginForm } from './CustomerLoginForm';
import { DemoAccounts } from './DemoAccounts';
import '../manager-login/manager-login.css';
import '../../auth/account.css';

const t = accountTexts.login;

/**
 * /iniciar-sesion: the customer login. An open manager session is shown instead (spec §2),
 * with the way to the dashboard, out of it, or on as a regular user; any other session goes
 * home.
 */
export default function CustomerLoginPage() {
  const auth = useAuth();
  const location = useLocation();
  // Once this form has signed in, it keeps its success message until the redirect.
  const [signedInHere, setSignedInHere] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const managerSession = audienceOf(auth.current) === 'manager-session';

  let content: ReactNode;
  if (auth.status === 'checking') content = <PageLoading label={accountTexts.common.checkingSession} />;
  else if (!signedInHere && managerSession && !continuing && auth.current) {
    content = (
      <StaffSessionPanel session={auth.current}>
        <button type="button" className="button button--secondary button--block" onClick={() => setContinuing(true)}>
          <UserIcon />
          {t.continueAsUser}
        </button>
      </StaffSessionPanel>
    );
  } else if (!signedInHere && auth.status === 'authenticated' && !managerSession) return <Navigate to="/" replace />;
  else {
    content = (
      <CustomerLoginForm onSignedIn={() => setSignedInHere(true)} redirectTo={publicReturnPath(new URLSearchParams(location.search).get('volver'))} replacesManagerSession={managerSession && !signedInHere} />
    );
  }

  return (
    <div className="auth-page">
      <div className="auth-page__inner">
        <Link to="/" className="auth-page__back">
          <ArrowLeftIcon />
          {accountTexts.common.backHome}
        </Link>
        <div className="auth-card">
          {content}
          <DemoAccounts />
        </div>
        <p className="auth-page__help">
          {t.staffAccess} <Link to="/acceso-gerencia">{t.staffAccessLink}</Link>
        </p>
      </div>
    </div>
  );
}
