import { Link, useSearchParams } from 'react-router';
import { formatMadridLongDateTime } from '../../lib/dates';
import { SearchIcon } from '../../ui/icons';
import { CATALOGUE_PATH } from '../products/catalogueUrl';
import { PaymentChoice } from './PaymentChoice';
import { keptReceipt } from './reservationApi';
import { reservationTexts } from './reservation.texts';

const t = reservationTexts.paymentReturn;

/**
 * Where the bank's payment page sends the customer back: /reserva/pagada after paying,
 * /reserva/no-pagada after cancelling or a refused card (`?p=P-000123`). Only a courtesy: what
 * records the payment is the bank's signed notification to the server, so this page never says
 * it is paid; it sends the customer to the tracking page, which says so once the bank has told us.
 */
export function PaymentReturnPage({ paid }: { paid: boolean }) {
  const [params] = useSearchParams();
  const number = params.get('p') ?? '';
  const kept = keptReceipt();
  const receipt = kept && (number === '' || kept.number === number) ? kept : null;
  const shown = receipt?.number ?? (/^P-\d{6}$/.test(number) ? number : '');

  return (
    <div className="reservation-page">
      <div className="container reservation-page__inner">
        <h1 className="reservation-page__title">
          {paid ? t.paidTitle : t.notPaidTitle} {shown && <span className="reservation-page__number">{shown}</span>}
        </h1>
        <section className="reservation-card" aria-label={paid ? t.paidTitle : t.notPaidTitle}>
          <p>{paid ? t.paid : t.notPaid}</p>
          {receipt && !paid && <p>{t.stillHeld(formatMadridLongDateTime(receipt.holdUntil))}</p>}
        </section>
        {receipt && !paid && <PaymentChoice receipt={receipt} />}
        <div className="reservation-actions">
          {receipt?.trackingPath ? (
            <Link to={receipt.trackingPath} className="button button--primary">
              {t.follow}
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
