import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { LoginForm, type LoginFailure } from '../../auth/LoginForm';
import { UserIcon } from '../../ui/icons';

/** Spec §4/§9: the pause between the welcome and the way home. */
export const CUSTOMER_REDIRECT_DELAY_MS = 1_500;

const t = accountTexts.login;
const e = accountTexts.errors;

const texts = {
  ...t,
  email: accountTexts.common.email,
  emailPlaceholder: accountTexts.common.emailPlaceholder,
  password: accountTexts.common.password,
};

/** Spec §5: the customer screen's wording of the login rules. */
const CUSTOMER_LOGIN_MESSAGES = {
  emailRequired: e.emailRequired,
  emailInvalid: e.loginEmailInvalid,
  passwordRequired: e.passwordRequired,
  passwordTooShort: e.loginPasswordTooShort,
};

function describeFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { message: e.connection };
  if (error.status === 400) {
    const { email, password } = error.fieldErrors;
    return { message: e.formInvalid, fieldErrors: { email, password } };
  }
  if (error.status === 429 && error.serverMessage) return { message: error.serverMessage };
  return { message: t.failed };
}

interface CustomerLoginFormProps {
  onSignedIn: () => void;
  /** Where to go after the pause: home, or the page that sent the visitor here (the profile). */
  redirectTo: string;
  /** A manager session is open and signing in here will close it. */
  replacesManagerSession: boolean;
}

/** /iniciar-sesion's form. States (spec §4): idle, submitting ('Iniciando sesión...'), success, or the general error. */
export function CustomerLoginForm({ onSignedIn, redirectTo, replacesManagerSession }: CustomerLoginFormProps) {
  const navigate = useNavigate();
  return (
    <LoginForm
      area="customer"
      icon={<UserIcon />}
      texts={texts}
      messages={CUSTOMER_LOGIN_MESSAGES}
      describeFailure={describeFailure}
      onSignedIn={onSignedIn}
      leave={() => navigate(redirectTo, { replace: true })}
      leaveAfterMs={CUSTOMER_REDIRECT_DELAY_MS}
      notice={replacesManagerSession && <p className="alert alert--info">{t.replacesManagerSession}</p>}
      footer={
        <p className="auth-card__footer">
          {t.noAccount} <Link to="/registrarse">{t.register}</Link>
        </p>
      }
    />
  );
}
