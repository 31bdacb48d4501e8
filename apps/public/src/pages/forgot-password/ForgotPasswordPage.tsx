import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { accountTexts } from '../../auth/account.texts';
import { ArrowLeftIcon } from '../../ui/icons';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';
import '../manager-login/manager-login.css';
import '../../auth/account.css';

/**
 * /recuperar-contrasena: ask for a link by e-mail; the link (`?token=…`) opens the same page
 * with the new-password form. The token leaves the address bar at once (history, screen
 * sharing) and lives in this page's state.
 */
export default function ForgotPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(() => new URLSearchParams(location.search).get('token'));

  // A second link opened in the same tab replaces the first.
  const tokenInAddress = new URLSearchParams(location.search).get('token');
  if (tokenInAddress && tokenInAddress !== token) setToken(tokenInAddress);
  useEffect(() => {
    if (tokenInAddress) navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [tokenInAddress, location.pathname, navigate]);

  return (
    <div className="auth-page">
      <div className="auth-page__inner">
        <Link to="/iniciar-sesion" className="auth-page__back">
          <ArrowLeftIcon />
          {accountTexts.forgot.backToLogin}
        </Link>
        <div className="auth-card">{token ? <NewPasswordForm key={token} token={token} onRequestNew={() => setToken(null)} /> : <RequestResetForm />}</div>
      </div>
    </div>
  );
}
