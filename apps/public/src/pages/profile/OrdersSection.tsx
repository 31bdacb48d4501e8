import { formatDay } from '@taller/domain/dates';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { fetchCustomerWork, resendVerification, type CustomerWork, type CustomerWorkItem, type ProfileUser } from '../../api/account';
import { ApiError, isAbortError } from '../../api/client';
import { accountTexts } from '../../auth/account.texts';
import { shop } from '../../config/shop';
import { MY_ORDERS_ANCHOR } from '../../layout/navLinks';
import { ArrowRightIcon, MailIcon, PhoneIcon } from '../../ui/icons';
import { FormAlert } from '../../ui/form/FormAlert';
import { PageLoading } from '../../ui/PageLoading';

const t = accountTexts.profile.orders;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; work: CustomerWork };

/**
 * 'Mis pedidos y reparaciones' (the user menu's 'Mis pedidos' lands here, #pedidos): the
 * repairs, revisions and orders of the shop's client records linked to the account, each
 * leading to its tracking page. Nothing is listed before the account's e-mail is verified: it
 * then says why and offers to send the link again. The server decides what is linked; this
 * shows what it answers.
 */
export function OrdersSection({ user }: { user: ProfileUser }) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const customer = user.role === 'customer';

  useEffect(() => {
    if (!customer) return;
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    fetchCustomerWork(controller.signal)
      .then((work) => setLoaded({ state: 'ready', work }))
      .catch((error: unknown) => {
        if (isAbortError(error) || (error instanceof ApiError && error.status === 401)) return;
        setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [attempt, customer]);

  // The profile loads before this section exists, so the frame could not scroll to it: it
  // does so itself when the address asks for it, and takes the focus for keyboard users.
  useEffect(() => {
    if (hash !== `#${MY_ORDERS_ANCHOR}`) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [hash]);

  let body;
  if (!customer) body = <p className="profile-orders__text">{t.staff}</p>;
  else if (loaded.state === 'loading') body = <PageLoading label={t.loading} />;
  else if (loaded.state === 'failed') {
    body = (
      <FormAlert
        tone="error"
        action={
          <button type="button" className="button button--secondary button--small alert__action" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        }
      >
        {t.loadFailed}
      </FormAlert>
    );
  } else if (!loaded.work.verified) body = <Unverified email={user.email} />;
  else if (loaded.work.items.length === 0) body = <NothingYet email={user.email} />;
  else body = <WorkList items={loaded.work.items} />;

  return (
    <section ref={section} id={MY_ORDERS_ANCHOR} className="profile-card" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="profile-card__title">
        {t.title}
      </h2>
      {body}
    </section>
  );
}

/** One line per job: its number and kind, what it is, its day and status, and the way to its page. */
function WorkList({ items }: { items: CustomerWorkItem[] }) {
  return (
    <ul className="work-list" aria-label={t.listLabel}>
      {items.map((item) => (
        <li key={item.number} className="work-list__item">
          <div className="work-list__what">
            <p className="work-list__number">
              <span className="work-list__kind">{t.kinds[item.kind]}</span> {item.number}
            </p>
            <p className="work-list__item-name">{item.item}</p>
            <p className="work-list__meta">
              <time dateTime={item.date}>{formatDay(item.date)}</time>
            </p>
          </div>
          <div className="work-list__status">
            <span className="badge">{item.statusLabel}</span>
            {item.trackingPath ? (
              <Link to={item.trackingPath} className="work-list__link" aria-label={`${t.follow}: ${t.kinds[item.kind]} ${item.number}`}>
                {t.follow}
                <ArrowRightIcon />
              </Link>
            ) : (
              <p className="work-list__no-link">{t.noLink}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Verified, and nothing linked: perhaps left with another e-mail or only a phone. */
function NothingYet({ email }: { email: string }) {
  return (
    <>
      <p className="profile-orders__text">{t.empty(email)}</p>
      <p className="profile-orders__text">{t.emptyHint}</p>
      <ContactShop />
    </>
  );
}

/** Not verified: why nothing is listed, and the link sent again on request. */
function Unverified({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const resend = async () => {
    setSending(true);
    setAnswer(null);
    try {
      setAnswer({ tone: 'success', text: (await resendVerification()).message });
    } catch (error) {
      const text = error instanceof ApiError && error.serverMessage && error.status !== 500 ? error.serverMessage : t.resendFailed;
      setAnswer({ tone: 'error', text });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="profile-orders__unverified">
      <p className="profile-orders__text">
        <span className="badge badge--warning">{t.unverifiedTitle}</span>
      </p>
      <p className="profile-orders__text">{t.unverified(email)}</p>
      <p className="profile-orders__text profile-orders__why">{t.unverifiedWhy}</p>
      <div aria-live="polite">{answer && <FormAlert tone={answer.tone}>{answer.text}</FormAlert>}</div>
      <div className="profile-orders__actions">
        <button type="button" className="button button--primary" onClick={resend} disabled={sending} aria-busy={sending}>
          <MailIcon />
          {sending ? t.resending : t.resend}
        </button>
      </div>
    </div>
  );
}

/** The shop's phone and contact page, for what is not listed. */
function ContactShop() {
  return (
    <div className="profile-orders__actions">
      {shop.contact.phoneHref && (
        <a href={shop.contact.phoneHref} className="button button--secondary">
          <PhoneIcon />
          <span>
            {t.call} <span className="nowrap">{shop.contact.phone}</span>
          </span>
        </a>
      )}
      <Link to="/contacto" className="button button--secondary">
        <MailIcon />
        {t.write}
      </Link>
    </div>
  );
}
