import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../ui/form/FormAlert';
import { fetchCardPayments, startCardPayment, trackingTokenOf, type PaymentRedirect, type ReservationReceipt } from './reservationApi';
import { reservationTexts } from './reservation.texts';

const t = reservationTexts.confirmation;

/**
 * How the reservation is paid. In the shop, always; by card on the web only when the shop has a
 * payment provider set up (`GET /api/catalogue/payments` says `card: true`): then 'Pagar ahora
 * con tarjeta' asks the server for the provider's form and sends the customer there. All of the
 * card payment's front end is here, in one place, for the step that builds it.
 */
export function PaymentChoice({ receipt }: { receipt: ReservationReceipt }) {
  const token = trackingTokenOf(receipt);
  const [card, setCard] = useState(false);
  const [chosen, setChosen] = useState<'later' | null>(null);
  const [paying, setPaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const [redirect, setRedirect] = useState<PaymentRedirect | null>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    void fetchCardPayments(controller.signal).then((offered) => {
      if (!controller.signal.aborted) setCard(offered);
    });
    return () => controller.abort();
  }, [token]);

  useEffect(() => {
    if (redirect) form.current?.submit();
  }, [redirect]);

  const payNow = async () => {
    if (!token) return;
    setPaying(true);
    setFailed(false);
    try {
      setRedirect(await startCardPayment(receipt.orderId, token));
    } catch {
      setFailed(true);
      setPaying(false);
    }
  };

  return (
    <section className="reservation-card" aria-labelledby="payment-title">
      <h2 id="payment-title" className="reservation-card__label">
        {t.paymentTitle}
      </h2>
      {!card || chosen === 'later' ? (
        <p>{chosen === 'later' ? t.payLaterChosen : t.payInShop}</p>
      ) : (
        <div className="reservation-actions">
          <button type="button" className="button button--primary" onClick={payNow} disabled={paying}>
            {paying && <span className="spinner spinner--light" aria-hidden="true" />}
            {paying ? t.paying : t.payNow}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setChosen('later')} disabled={paying}>
            {t.payLater}
          </button>
        </div>
      )}
      {failed && <FormAlert tone="error">{t.payFailed}</FormAlert>}
      {redirect && (
        <form ref={form} action={redirect.action} method={redirect.method} hidden>
          {Object.entries(redirect.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
    </section>
  );
}
