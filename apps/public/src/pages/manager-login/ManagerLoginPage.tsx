import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthContext';
import { es } from '../../i18n/es';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';
import { FirstAccountNotice } from './FirstAccountNotice';
import { ManagerLoginForm } from './ManagerLoginForm';
import { StaffSessionPanel } from './StaffSessionPanel';
import './manager-login.css';

/**
 * /acceso-gerencia: the staff sign-in. With a staff session already open it shows
 * that session instead (a customer session does not count).
 */
export default function ManagerLoginPage() {
  const auth = useAuth();
  // Once this form has signed in, keep showing its success message until the redirect.
  const [signedInHere, setSignedInHere] = useState(false);

  let content: ReactNode;
  if (auth.status === 'checking') content = <PageLoading label={es.managerLogin.checkingSession} />;
  else if (auth.isStaff && auth.current && !signedInHere) content = <StaffSessionPanel session={auth.current} />;
  else content = <ManagerLoginForm onSignedIn={() => setSignedInHere(true)} />;

  return (
    <div className="auth-page">
      <div className="auth-page__inner">
        <Link to="/" className="auth-page__back">
          <ArrowLeftIcon />
          {es.managerLogin.back}
        </Link>
        <FirstAccountNotice />
        <div className="auth-card">{content}</div>
        <p className="auth-page__help">
          {es.managerLogin.help} <Link to="/contacto">{es.managerLogin.helpLink}</Link>
        </p>
      </div>
    </div>
  );
}
