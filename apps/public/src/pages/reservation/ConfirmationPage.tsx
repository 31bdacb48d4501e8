import { formatEuros } from '@taller/domain/money';
import { Link, useLocation } from 'react-router';
import { shop } from '../../config/shop';
import { OpeningHoursList } from '../../layout/Footer';
import { formatMadridLongDateTime } from '../../lib/dates';
import { ArrowRightIcon, CheckIcon, ClockIcon, MapPinIcon, PhoneIcon, SearchIcon } from '../../ui/icons';
import { CATALOGUE_PATH } from '../products/catalogueUrl';
import { PaymentChoice } from './PaymentChoice';
import { QrCode } from './QrCode';
import { keptReceipt, type ReservationReceipt } from './reservationApi';
import { reservationTexts } from './reservation.texts';

const t = reservationTexts.confirmation;

/**
 * /reserva/confirmada: the reservation the server has just placed, from its answer (kept for
 * the tab's session, so a reload shows it again). Without one, it says where the reservation's
 * details are (the e-mail, the tracking page) instead of pretending.
 */
export function ConfirmationPage() {
  const location = useLocation();
  const receipt = (location.state as { receipt?: ReservationReceipt } | null)?.receipt ?? keptReceipt();

  if (!receipt) {
    return (
      <div className="reservation-page">
        <div className="container reservation-page__inner">
          <h1 className="reservation-page__title">{t.missingTitle}</h1>
          <p className="reservation-card">{t.missing}</p>
          <div className="reservation-actions">
            <Link to="/seguimiento" className="button button--primary">
              <SearchIcon aria-hidden="true" />
              {t.lookup}
            </Link>
            <Link to={CATALOGUE_PATH} className="button button--secondary">
              {t.toCatalogue}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="reservation-page">
      <div className="container reservation-page__inner">
        <p className="reservation-done" role="status">
          <CheckIcon aria-hidden="true" />
          {t.email(receipt.emailTo)}
        </p>
        <h1 className="reservation-page__title">
          {t.title} <span className="reservation-page__number">{receipt.number}</span>
        </h1>

        <section className="reservation-card reservation-code" aria-labelledby="pickup-code-title">
          <h2 id="pickup-code-title" className="reservation-card__label">
            {t.codeTitle}
          </h2>
          <p className="reservation-code__value" data-testid="pickup-code">
            {receipt.pickupCode}
          </p>
          <p className="reservation-code__hint">{t.codeHint}</p>
          <div className="reservation-code__qr">
            <QrCode value={receipt.pickupCode} size={176} label={t.qrLabel(receipt.pickupCode)} />
          </div>
        </section>

        <section className="reservation-card" aria-labelledby="held-title">
          <h2 id="held-title" className="reservation-card__label">
            {t.heldTitle}
          </h2>
          <ReservedLines lines={receipt.lines} totalCents={receipt.totalCents} />
          <p className="reservation-fact">
            <ClockIcon aria-hidden="true" />
            <strong>{t.heldUntil(formatMadridLongDateTime(receipt.holdUntil))}</strong>
          </p>
          <p className="reservation-card__note">{t.expiry}</p>
          {receipt.trackingPath && (
            <Link to={receipt.trackingPath} className="button button--secondary">
              {t.follow}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          )}
        </section>

        <PaymentChoice receipt={receipt} />
        <ShopWhere />
      </div>
    </div>
  );
}

/** What is held: each product, units and amount, and the total with IVA. Shared with the tracking page's look. */
export function ReservedLines({ lines, totalCents }: { lines: readonly { name: string; quantity: number; unitPriceCents: number }[]; totalCents: number }) {
  return (
    <table className="reserved-lines">
      <thead>
        <tr>
          <th scope="col">{reservationTexts.basket.product}</th>
          <th scope="col" className="reserved-lines__number">
            {reservationTexts.basket.quantity}
          </th>
          <th scope="col" className="reserved-lines__number">
            {reservationTexts.basket.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.name}</td>
            <td className="reserved-lines__number">{line.quantity}</td>
            <td className="reserved-lines__number">{formatEuros(line.quantity * line.unitPriceCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {reservationTexts.basket.total} <span className="reserved-lines__tax">({reservationTexts.basket.taxNote})</span>
          </th>
          <td className="reserved-lines__number">{formatEuros(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Where to collect it: the shop's own address, hours and phone from its settings; nothing the shop has not set. */
function ShopWhere() {
  const { contact } = shop;
  return (
    <section className="reservation-card" aria-labelledby="shop-where-title">
      <h2 id="shop-where-title" className="reservation-card__label">
        {t.shopTitle}
      </h2>
      {shop.name && <p className="reservation-shop__name">{shop.name}</p>}
      <dl className="reservation-shop">
        {contact.address && (
          <div>
            <dt>
              <MapPinIcon aria-hidden="true" />
              {t.address}
            </dt>
            <dd>{contact.address}</dd>
          </div>
        )}
        <div>
          <dt>
            <ClockIcon aria-hidden="true" />
            {t.hours}
          </dt>
          <dd>
            <OpeningHoursList className="hours-list reservation-shop__hours" />
          </dd>
        </div>
      </dl>
      <div className="reservation-actions">
        {contact.phoneHref && (
          <a href={contact.phoneHref} className="button button--secondary">
            <PhoneIcon aria-hidden="true" />
            <span>
              {t.call} <span className="nowrap">{contact.phone}</span>
            </span>
          </a>
        )}
      </div>
    </section>
  );
}
