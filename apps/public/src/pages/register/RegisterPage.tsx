import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { accountTexts } from '../../auth/account.texts';
import { useAuth } from '../../auth/AuthContext';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';
import { RegisterForm } from './RegisterForm';
import '../manager-login/manager-login.css';
import '../../auth/account.css';

/** /registrarse: a new customer account. Signed-in visitors go home (spec §2). */
export default function RegisterPage() {
  const auth = useAuth();
  // The form that has just registered takes the visitor home itself, with its notification.
  const [registeredHere, setRegisteredHere] = useState(false);

  if (auth.status === 'authenticated' && !registeredHere) return <Navigate to="/" replace />;
  return (
    <div className="auth-page">
      <div className="auth-page__inner auth-page__inner--wide">
        <Link to="/" className="auth-page__back">
          <ArrowLeftIcon />
          {accountTexts.common.backHome}
        </Link>
        <div className="auth-card">
          {auth.status === 'checking' ? <PageLoading label={accountTexts.common.checkingSession} /> : <RegisterForm onRegistered={() => setRegisteredHere(true)} />}
        </div>
      </div>
    </div>
  );
}
