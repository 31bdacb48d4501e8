import { formatDay } from '@taller/domain/dates';
import { formatEuros } from '@taller/domain/money';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { shop } from '../../config/shop';
import { formatMadridDateTime, formatMadridLongDateTime } from '../../lib/dates';
import { CheckIcon, ClockIcon, MapPinIcon, PhoneIcon, SearchIcon } from '../../ui/icons';
import { PageLoading } from '../../ui/PageLoading';
import { FormAlert } from '../../ui/form/FormAlert';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { keepDepositPayment } from '../reservation/reservationApi';
import { useCardPayment } from '../reservation/useCardPayment';
import { trackingTexts } from './tracking.texts';
import { answerQuote, fetchTracking, lookupTracking, orderIdOf, type TrackingQuote, type TrackingView } from './trackingApi';
import './tracking.css';

const t = trackingTexts;


/**
 * /seguimiento: the lookup form (albarán number and the phone's last four digits).
 * /seguimiento/<código>: where the customer's job stands, without signing in (the code is
 * the unguessable token of the albarán's QR). One page for both: the QR's visit and the
 * typed search land on the same file.
 */
export default function TrackingPage() {
  const { token } = useParams();
  return (
    <div className="tracking-page">
      <div className="container tracking-page__inner">{token ? <TrackedJob key={token} token={token} /> : <Lookup />}</div>
    </div>
  );
}

function Lookup() {
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    try {
      const found = await lookupTracking(number, phone);
      navigate(found.path);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t.lookup.failed);
      setSubmitting(false);
    }
  };

  return (
    <>
      <h1 className="tracking-page__title">{t.lookup.title}</h1>
      <p className="tracking-page__lead">{t.lookup.lead}</p>
      <form className="tracking-card tracking-lookup" onSubmit={submit} noValidate>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <TextField
          id="tracking-number"
          label={t.lookup.number}
          hint={t.lookup.numberHint}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          required
        />
        <TextField
          id="tracking-phone"
          label={t.lookup.phone}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{4}"
          maxLength={4}
          required
        />
        <SubmitButton label={t.lookup.submit} submittingLabel={t.lookup.submitting} submitting={submitting} />
      </form>
    </>
  );
}

type Loaded = { state: 'loading' } | { state: 'found'; view: TrackingView; at: string } | { state: 'missing' } | { state: 'failed' };

function TrackedJob({ token }: { token: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchTracking(token, controller.signal).then(
      (view) => setLoaded({ state: 'found', view, at: new Date().toISOString() }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ state: failure instanceof ApiError && failure.status === 404 ? 'missing' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  if (loaded.state === 'loading') return <PageLoading label={t.page.loading} wholePage />;
  if (loaded.state === 'missing' || loaded.state === 'failed') {
    return (
      <>
        <h1 className="tracking-page__title">{loaded.state === 'missing' ? t.page.notFoundTitle : t.lookup.title}</h1>
        <FormAlert tone="error">{loaded.state === 'missing' ? t.page.notFound : t.page.failed}</FormAlert>
        <div className="tracking-page__actions">
          {loaded.state === 'failed' && (
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t.page.retry}
            </button>
          )}
          <Link to="/seguimiento" className="button button--secondary">
            <SearchIcon />
            <span>{t.page.searchInstead}</span>
          </Link>
        </div>
      </>
    );
  }
  return <JobView token={token} view={loaded.view} at={loaded.at} onChange={(view) => setLoaded({ state: 'found', view, at: new Date().toISOString() })} />;
}

function JobView({ token, view, at, onChange }: { token: string; view: TrackingView; at: string; onChange: (view: TrackingView) => void }) {
  const expected = t.page.expected[view.kind];
  return (
    <>
      <p className="tracking-page__hello">{t.page.hello(view.firstName)}</p>
      <h1 className="tracking-page__title">
        {t.page.titles[view.kind]} <span className="tracking-page__number">{view.number}</span>
      </h1>
      <p className="tracking-page__item">{view.item}</p>

      <section className={`tracking-card tracking-status tracking-status--${view.closed ? 'closed' : 'open'}`} aria-labelledby="tracking-status-title">
        <h2 id="tracking-status-title" className="tracking-card__label">
          {t.page.status}
        </h2>
        <p className="tracking-status__label">{view.status.label}</p>
        <p className="tracking-status__detail">{view.status.detail}</p>
        {view.expectedDay && expected && (
          <p className="tracking-status__fact">
            <ClockIcon />
            <span>
              {expected}: <strong>{formatDay(view.expectedDay)}</strong>
            </span>
          </p>
        )}
        {view.warrantyEnd && (
          <p className="tracking-status__fact">
            <CheckIcon />
            <span>{t.page.warranty(formatDay(view.warrantyEnd))}</span>
          </p>
        )}
        {/* The status already names the repair it became: here, only the way to follow it. */}
        {view.continuedAs?.token && (
          <p className="tracking-status__fact">
            <Link to={`/seguimiento/${view.continuedAs.token}`} className="tracking-status__follow">
              {t.page.followRepair} <span className="nowrap">{view.continuedAs.number}</span>
            </Link>
          </p>
        )}
        <p className="tracking-status__updated">{t.page.updated(formatMadridDateTime(at))}</p>
      </section>

      {view.reservation && <ReservationCard reservation={view.reservation} open={!view.closed} />}

      {view.specialOrder && <SpecialOrderCard token={token} number={view.number} special={view.specialOrder} open={!view.closed} />}

      {view.payment && <PaymentCard payment={view.payment} />}

      {view.quote && <QuoteCard token={token} quote={view.quote} onAnswered={onChange} />}

      {view.storage && (
        <section className="tracking-card" aria-labelledby="tracking-storage-title">
          <h2 id="tracking-storage-title" className="tracking-card__label">
            {t.page.storageTitle}
          </h2>
          {view.storage.dailyFeeCents === 0 ? (
            <p>{t.page.storageNone}</p>
          ) : (
            <p>
              {t.page.storageFree(formatDay(view.storage.freeUntil))} {t.page.storageFee(formatEuros(view.storage.dailyFeeCents))}{' '}
              {view.storage.chargedDays > 0 && t.page.storageAccrued(formatEuros(view.storage.feeCents), view.storage.chargedDays)}
            </p>
          )}
        </section>
      )}

      <section className="tracking-card" aria-labelledby="tracking-steps-title">
        <h2 id="tracking-steps-title" className="tracking-card__label">
          {t.page.steps}
        </h2>
        <ol className="tracking-steps">
          {[...view.steps].reverse().map((step, index) => (
            <li key={`${step.step}-${step.at}-${index}`} className={index === 0 ? 'tracking-steps__step tracking-steps__step--last' : 'tracking-steps__step'}>
              <span className="tracking-steps__label">{step.label}</span>
              <time className="tracking-steps__time" dateTime={step.at}>
                {formatMadridDateTime(step.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <ShopCard />
    </>
  );
}

/**
 * A repair's money: what was paid and what is left ('Pagado: X · Pendiente: Y'); while the price
 * is not set, what was paid on account and that the rest will be said (never 0,00 € pending).
 */
function PaymentCard({ payment }: { payment: NonNullable<TrackingView['payment']> }) {
  const p = t.payment;
  const paid = formatEuros(payment.paidCents);
  return (
    <section className="tracking-card tracking-payment" aria-labelledby="tracking-payment-title">
      <h2 id="tracking-payment-title" className="tracking-card__label">
        {p.title}
      </h2>
      {payment.dueCents === null ? (
        <>
          {payment.paidCents > 0 && <p className="tracking-payment__summary">{p.paidOnAccount(paid)}</p>}
          <p>{p.priceNotSet}</p>
        </>
      ) : (
        <>
          {/* Marked paid by the shop with no payment recorded here: nothing owed, and no 0,00 € paid to puzzle over. */}
          {(payment.dueCents > 0 || payment.paidCents > 0) && <p className="tracking-payment__summary">{p.paidAndDue(paid, formatEuros(payment.dueCents))}</p>}
          {payment.dueCents === 0 && <p>{p.nothingDue}</p>}
        </>
      )}
      {payment.creditCents > 0 && <p>{p.credit(formatEuros(payment.creditCents))}</p>}
    </section>
  );
}

/**
 * The quote: its lines, the total with its IVA, until when it holds; while it is open, the
 * customer's two answers, each confirmed in place before it is sent.
 */
function QuoteCard({ token, quote, onAnswered }: { token: string; quote: TrackingQuote; onAnswered: (view: TrackingView) => void }) {
  const q = t.quote;
  const [asking, setAsking] = useState<'accept' | 'reject' | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (decision: 'accept' | 'reject') => {
    setSending(true);
    setError(null);
    try {
      onAnswered(await answerQuote(token, quote.number, decision));
    } catch (failure) {
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : q.failed);
      setSending(false);
      setAsking(null);
    }
  };

  let answer;
  if (quote.state === 'accepted' && quote.answeredAt) answer = <p className="tracking-quote__answer">{q.accepted(formatMadridDateTime(quote.answeredAt), quote.answeredBy ?? '')}</p>;
  else if (quote.state === 'rejected' && quote.answeredAt) answer = <p className="tracking-quote__answer">{q.rejected(formatMadridDateTime(quote.answeredAt), quote.answeredBy ?? '')}</p>;
  else if (quote.state === 'expired') answer = <p className="tracking-quote__answer">{q.expired(formatDay(quote.validUntil))}</p>;
  else if (!quote.answerable) answer = <p className="tracking-quote__answer">{q.closed}</p>;
  else if (asking) {
    answer = (
      <div className="tracking-quote__confirm" role="group" aria-label={asking === 'accept' ? q.accept : q.reject}>
        <p>{asking === 'accept' ? q.confirmAccept(formatEuros(quote.totalCents)) : q.confirmReject}</p>
        <div className="tracking-page__actions">
          <button type="button" className="button button--primary" onClick={() => send(asking)} disabled={sending}>
            {sending && <span className="spinner spinner--light" aria-hidden="true" />}
            {sending ? q.sending : asking === 'accept' ? q.yesAccept : q.yesReject}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(null)} disabled={sending}>
            {q.cancel}
          </button>
        </div>
      </div>
    );
  } else {
    answer = (
      <div className="tracking-page__actions">
        <button type="button" className="button button--primary" onClick={() => setAsking('accept')}>
          {q.accept}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAsking('reject')}>
          {q.reject}
        </button>
      </div>
    );
  }

  return (
    <section className="tracking-card tracking-quote" aria-labelledby="tracking-quote-title">
      <h2 id="tracking-quote-title" className="tracking-card__label">
        {q.title(quote.number)}
      </h2>
      <table className="tracking-quote__lines">
        <thead>
          <tr>
            <th scope="col">{q.concept}</th>
            <th scope="col" className="tracking-quote__number">
              {q.quantity}
            </th>
            <th scope="col" className="tracking-quote__number">
              {q.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.description}
                <span className="tracking-quote__kind">{line.kindLabel}</span>
              </td>
              <td className="tracking-quote__number">{line.quantity}</td>
              <td className="tracking-quote__number">{formatEuros(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {q.base}
            </th>
            <td className="tracking-quote__number">{formatEuros(quote.baseCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={2}>
              {q.iva}
            </th>
            <td className="tracking-quote__number">{formatEuros(quote.ivaCents)}</td>
          </tr>
          <tr className="tracking-quote__total">
            <th scope="row" colSpan={2}>
              {q.total}
            </th>
            <td className="tracking-quote__number">{formatEuros(quote.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {quote.notes && <p className="tracking-quote__notes">{quote.notes}</p>}
      <p className="tracking-quote__valid">{q.validUntil(formatDay(quote.validUntil))}</p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {answer}
    </section>
  );
}

/**
 * A reservation for pickup: what is held, the total, the code to give at the counter and, while
 * it is open, until when it is held (the status says whether it was collected or expired).
 */
function ReservationCard({ reservation, open }: { reservation: NonNullable<TrackingView['reservation']>; open: boolean }) {
  const r = t.reservation;
  return (
    <section className="tracking-card tracking-reservation" aria-labelledby="tracking-reservation-title">
      <h2 id="tracking-reservation-title" className="tracking-card__label">
        {r.title}
      </h2>
      <table className="tracking-quote__lines">
        <thead>
          <tr>
            <th scope="col">{r.product}</th>
            <th scope="col" className="tracking-quote__number">
              {t.quote.quantity}
            </th>
            <th scope="col" className="tracking-quote__number">
              {t.quote.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {reservation.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.name}</td>
              <td className="tracking-quote__number">{line.quantity}</td>
              <td className="tracking-quote__number">{formatEuros(line.quantity * line.unitPriceCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="tracking-quote__total">
            <th scope="row" colSpan={2}>
              {t.quote.total}
            </th>
            <td className="tracking-quote__number">{formatEuros(reservation.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="tracking-reservation__facts">
        <div>
          <dt>{r.pickupCode}</dt>
          <dd className="tracking-reservation__code">{reservation.pickupCode}</dd>
        </div>
        {open && (
          <div>
            <dt>{r.heldUntil}</dt>
            <dd>{formatMadridLongDateTime(reservation.holdUntil)}</dd>
          </div>
        )}
      </dl>
      {open && <p className="tracking-reservation__pay">{r.payInShop}</p>}
    </section>
  );
}

/**
 * An encargo: its total, the deposit (paid, or owed and how to pay it) and whether it goes back
 * if cancelled, whether it arrived, and what is left to pay when collecting it. Only what was
 * set: no deposit asked, not a word about one; once closed, the status and the steps tell the rest.
 */
function SpecialOrderCard({ token, number, special, open }: { token: string; number: string; special: NonNullable<TrackingView['specialOrder']>; open: boolean }) {
  const s = t.specialOrder;
  const asked = special.depositCents;
  const card = useCardPayment(orderIdOf(number), token, special.depositPayable);
  const priced = special.totalCents > 0;

  return (
    <section className="tracking-card tracking-special" aria-labelledby="tracking-special-title">
      <h2 id="tracking-special-title" className="tracking-card__label">
        {s.title}
      </h2>
      {(priced || special.depositPaidCents > 0) && (
        <dl className="tracking-special__amounts" aria-label={s.amounts}>
          {priced && (
            <div>
              <dt>{s.total}</dt>
              <dd>{formatEuros(special.totalCents)}</dd>
            </div>
          )}
          {special.depositPaidCents > 0 ? (
            <div>
              <dt>{s.depositPaid}</dt>
              <dd>{formatEuros(special.depositPaidCents)}</dd>
            </div>
          ) : (
            special.depositPayable &&
            asked !== null && (
              <div>
                <dt>{s.depositOwed}</dt>
                <dd>{formatEuros(asked)}</dd>
              </div>
            )
          )}
          {open && priced && special.balanceCents > 0 && (
            <div className="tracking-special__balance">
              <dt>{s.balance}</dt>
              <dd>{formatEuros(special.balanceCents)}</dd>
            </div>
          )}
        </dl>
      )}
      {open && priced && special.balanceCents === 0 && <p className="tracking-special__note">{s.nothingLeft}</p>}
      {open && asked !== null && <p className="tracking-special__note">{special.depositRefundable ? s.refundable : s.notRefundable}</p>}
      {open && (
        <p className="tracking-status__fact tracking-special__arrival">
          {special.arrived ? <CheckIcon /> : <ClockIcon />}
          <span>{special.arrived ? s.arrived : s.waiting}</span>
        </p>
      )}
      {special.depositPayable && asked !== null && card.offered === true && (
        <div className="tracking-page__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={card.paying}
            onClick={() => void card.pay(() => keepDepositPayment({ number, trackingPath: `/seguimiento/${token}` }))}
          >
            {card.paying && <span className="spinner spinner--light" aria-hidden="true" />}
            {card.paying ? s.paying : s.payByCard(formatEuros(asked))}
          </button>
        </div>
      )}
      {special.depositPayable && card.offered === false && <p className="tracking-special__note">{s.payInShop}</p>}
      {card.failed && <FormAlert tone="error">{s.payFailed}</FormAlert>}
      {card.redirectForm}
    </section>
  );
}

/** Where the shop is and when it opens: only what the shop has set, never a placeholder. */
function ShopCard() {
  const open = shop.openingHours.filter((line) => line.hours);
  if (!shop.name && !shop.contact.address && open.length === 0 && !shop.contact.phone) return null;
  return (
    <section className="tracking-card tracking-shop" aria-labelledby="tracking-shop-title">
      <h2 id="tracking-shop-title" className="tracking-card__label">
        {t.page.shopTitle}
      </h2>
      {shop.name && <p className="tracking-shop__name">{shop.name}</p>}
      {shop.contact.address && (
        <p className="tracking-status__fact">
          <MapPinIcon />
          <span>{shop.contact.address}</span>
        </p>
      )}
      {open.length > 0 && (
        <div className="tracking-status__fact">
          <ClockIcon />
          <dl className="tracking-shop__hours" aria-label={t.page.hours}>
            {open.map((line) => (
              <div key={line.days}>
                <dt>{line.days}</dt>
                <dd>{line.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {shop.contact.phoneHref && (
        <a href={shop.contact.phoneHref} className="button button--secondary tracking-shop__call">
          <PhoneIcon />
          <span>
            {t.page.call} <span className="nowrap">{shop.contact.phone}</span>
          </span>
        </a>
      )}
    </section>
  );
}
