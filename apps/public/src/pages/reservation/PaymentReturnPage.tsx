import { Link, useLocation, useSearchParams } from 'react-router';
import { formatMadridLongDateTime } from '../../lib/dates';
import { usePageMetadata } from '../../seo/useRouteMetadata';
import { SearchIcon } from '../../ui/icons';
import { CATALOGUE_PATH } from '../products/catalogueUrl';
import { PaymentChoice } from './PaymentChoice';
import { keptDepositPayment, keptReceipt } from './reservationApi';
import { reservationTexts } from './reservation.texts';

const t = reservationTexts.paymentReturn;

/**
 * Where the bank's payment page sends the customer back: /reserva/pagada after paying,
 * /reserva/no-pagada after cancelling or a refused card (`?p=P-000123`). Only a courtesy: what
 * records the payment is the bank's signed notification to the server, so this page never says
 * it is paid; it sends the customer to the tracking page, which says so once the bank has told us.
 * What was being paid, this tab knows: a reservation just placed (its receipt) or an encargo's
 * deposit (kept by its tracking page before leaving for the bank); otherwise words that fit both.
 */
export function PaymentReturnPage({ paid }: { paid: boolean }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const number = params.get('p') ?? '';
  const deposit = keptDepositPayment();
  const forDeposit = deposit && deposit.number === number ? deposit : null;
  const kept = forDeposit ? null : keptReceipt();
  const receipt = kept && (number === '' || kept.number === number) ? kept : null;
  const shown = forDeposit?.number ?? receipt?.number ?? (/^P-\d{6}$/.test(number) ? number : '');
  const words = forDeposit ? t.deposit : receipt ? t.reservation : t.unknown;
  const follow = forDeposit
    ? { path: forDeposit.trackingPath, label: t.deposit.follow }
    : receipt?.trackingPath
      ? { path: receipt.trackingPath, label: t.reservation.follow }
      : null;
  const title = paid ? t.paidTitle : t.notPaidTitle;

  // The route's own title is the reservation's ('Reserva hecha'): this page may be a deposit's.
  usePageMetadata({ pathname, canonicalPath: pathname, metadata: { path: '/reserva/:paso', title, description: words[paid ? 'paid' : 'notPaid'], indexable: false } });

  return (
    <div className="reservation-page">
      <div className="container reservation-page__inner">
        <h1 className="reservation-page__title">
          {title} {shown && <span className="reservation-page__number">{shown}</span>}
        </h1>
        <section className="reservation-card" aria-label={title}>
          <p>{paid ? words.paid : words.notPaid}</p>
          {receipt && !paid && <p>{t.stillHeld(formatMadridLongDateTime(receipt.holdUntil))}</p>}
        </section>
        {receipt && !paid && <PaymentChoice receipt={receipt} />}
        <div className="reservation-actions">
          {follow ? (
            <Link to={follow.path} className="button button--primary">
              {follow.label}
            </Link>
          ) : (
            <Link to="/seguimiento" className="button button--primary">
              <SearchIcon aria-hidden="true" />
              {t.lookup}
            </Link>
          )}
          <Link to={CATALOGUE_PATH} className="button button--secondary">
            {t.toCatalogue}
          </Link>
        </div>
      </div>
    </div>
  );
}
