import { useState } from 'react';
import { FormAlert } from '../../ui/form/FormAlert';
import { trackingTokenOf, type ReservationReceipt } from './reservationApi';
import { reservationTexts } from './reservation.texts';
import { useCardPayment } from './useCardPayment';

const t = reservationTexts.confirmation;

/**
 * How the reservation is paid. In the shop, always; by card on the web only when the shop has a
 * payment provider set up (`GET /api/catalogue/payments` says `card: true`): then 'Pagar ahora
 * con tarjeta' asks the server for the provider's form and sends the customer there. All of the
 * card payment's front end is here and in `useCardPayment`, which an encargo's deposit uses too.
 */
export function PaymentChoice({ receipt }: { receipt: ReservationReceipt }) {
  const token = trackingTokenOf(receipt);
  const { offered, paying, failed, pay, redirectForm } = useCardPayment(receipt.orderId, token);
  const [chosen, setChosen] = useState<'later' | null>(null);

  return (
    <section className="reservation-card" aria-labelledby="payment-title">
      <h2 id="payment-title" className="reservation-card__label">
        {t.paymentTitle}
      </h2>
      {!offered || chosen === 'later' ? (
        <p>{chosen === 'later' ? t.payLaterChosen : t.payInShop}</p>
      ) : (
        <div className="reservation-actions">
          <button type="button" className="button button--primary" onClick={() => void pay()} disabled={paying}>
            {paying && <span className="spinner spinner--light" aria-hidden="true" />}
            {paying ? t.paying : t.payNow}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setChosen('later')} disabled={paying}>
            {t.payLater}
          </button>
        </div>
      )}
      {failed && <FormAlert tone="error">{t.payFailed}</FormAlert>}
      {redirectForm}
    </section>
  );
}
