import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { verifyEmail } from '../../api/account';
import { ApiError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { AuthCardHeader } from '../../auth/AuthCardHeader';
import { MY_ORDERS_PATH, PROFILE_PATH } from '../../layout/navLinks';
import { AlertIcon, CheckIcon, MailIcon } from '../../ui/icons';
import { FormAlert } from '../../ui/form/FormAlert';
import { PageLoading } from '../../ui/PageLoading';
import '../manager-login/manager-login.css';
import '../../auth/account.css';

const t = accountTexts.verify;

type Outcome = { state: 'verifying' } | { state: 'done'; message: string } | { state: 'refused'; message: string } | { state: 'failed' };

/**
 * One request per link and page load, whatever mounts the page twice (React's development
 * checks): the link works once, and a second request would be told it was used.
 */
const asked = new Map<string, ReturnType<typeof verifyEmail>>();
function verifyOnce(token: string): ReturnType<typeof verifyEmail> {
  let request = asked.get(token);
  if (!request) {
    request = verifyEmail(token);
    asked.set(token, request);
    // A failure of the network may be tried again; the server's answer stands.
    request.catch((error: unknown) => {
      if (!(error instanceof ApiError)) asked.delete(token);
    });
  }
  return request;
}

/**
 * /verificar-correo/<código>: the link e-mailed at registration or after a change of e-mail. The
 * page sends the code from its script as it opens (a mail scanner fetching the link runs no
 * script, so it verifies nothing), then says what came of it and leads to 'Mis pedidos y
 * reparaciones'.
 */
export default function VerifyEmailPage() {
  const { token } = useParams();
  return (
    <div className="auth-page">
      <div className="auth-page__inner">
        <div className="auth-card">{token ? <Verification key={token} token={token} /> : <NoToken />}</div>
      </div>
    </div>
  );
}

function Verification({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    setOutcome({ state: 'verifying' });
    verifyOnce(token).then(
      ({ message }) => {
        if (!current) return;
        setOutcome({ state: 'done', message });
        requestAnimationFrame(() => doneRef.current?.focus());
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status < 500 && error.serverMessage) setOutcome({ state: 'refused', message: error.serverMessage });
        else setOutcome({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  if (outcome.state === 'verifying') return <PageLoading label={t.verifying} />;
  if (outcome.state === 'done') {
    return (
      <div ref={doneRef} className="sent-panel" tabIndex={-1} role="status">
        <AuthCardHeader icon={<CheckIcon />} title={t.doneTitle} />
        <p>{t.done}</p>
        <div className="sent-panel__actions">
          <Link to={MY_ORDERS_PATH} className="button button--primary button--block">
            {t.toOrders}
          </Link>
        </div>
      </div>
    );
  }
  if (outcome.state === 'refused') {
    return (
      <>
        <AuthCardHeader icon={<AlertIcon />} title={t.failedTitle} />
        <FormAlert
          tone="error"
          action={
            <Link to={MY_ORDERS_PATH} className="button button--secondary button--small alert__action">
              {t.askAgain}
            </Link>
          }
        >
          {outcome.message}
        </FormAlert>
      </>
    );
  }
  return (
    <>
      <AuthCardHeader icon={<MailIcon />} title={t.title} />
      <FormAlert
        tone="error"
        action={
          <button type="button" className="button button--secondary button--small alert__action" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        }
      >
        {t.failed}
      </FormAlert>
    </>
  );
}

function NoToken() {
  return (
    <>
      <AuthCardHeader icon={<MailIcon />} title={t.title} />
      <p>{t.noToken}</p>
      <div className="sent-panel__actions">
        <Link to={PROFILE_PATH} className="button button--secondary button--block">
          {t.askAgain}
        </Link>
      </div>
    </>
  );
}
