import { useId, useState } from 'react';
import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { addToBasket, maxUnitsFor, type AddOutcome } from '../../reservation/basketChanges';
import { updateBasket, useBasket } from '../../reservation/basketStore';
import { BagIcon, CheckIcon } from '../../ui/icons';
import { reservationTexts } from '../reservation/reservation.texts';
import type { CatalogueProduct } from './catalogueApi';
import { productPath } from './catalogueUrl';

const t = reservationTexts.reserve;

/**
 * A product's 'Reservar para recoger en tienda': how many, and into 'Tu reserva'. Only for a
 * product the catalogue says can be reserved; a sold-out one keeps its honest text instead.
 */
export function ReserveBox({ product }: { product: CatalogueProduct }) {
  const most = maxUnitsFor(product.availability);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState<{ quantity: number; outcome: AddOutcome } | null>(null);
  const inBasket = useBasket().find((line) => line.productId === product.id)?.quantity ?? 0;
  const selectId = useId();
  if (most === 0) return null;

  const reserve = () => {
    let outcome: AddOutcome = 'added';
    updateBasket((lines) => {
      const next = addToBasket(lines, { productId: product.id, name: product.name, priceCents: product.priceCents, path: productPath(product) }, quantity);
      outcome = next.outcome;
      return next.lines;
    });
    setAdded({ quantity, outcome });
  };

  return (
    <section className="reserve-box" aria-labelledby="reserve-box-title">
      <h2 id="reserve-box-title" className="reserve-box__title">
        {t.title}
      </h2>
      <div className="reserve-box__row">
        <div className="reserve-box__quantity">
          <label htmlFor={selectId}>{t.quantity}</label>
          <select id={selectId} className="field__input" value={quantity} onChange={(event) => setQuantity(Number(event.target.value))}>
            {Array.from({ length: most }, (_, index) => index + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--primary button--large reserve-box__button" onClick={reserve}>
          <BagIcon aria-hidden="true" />
          {t.button}
        </button>
      </div>
      <p className="reserve-box__note">{t.note(shop.terms.reservationHoldDays)}</p>
      <div role="status" className="reserve-box__status">
        {added && (
          <p className={added.outcome === 'full' ? 'reserve-box__added reserve-box__added--warning' : 'reserve-box__added'}>
            {added.outcome !== 'full' && <CheckIcon aria-hidden="true" />}
            <span>{added.outcome === 'full' ? t.full : added.outcome === 'capped' ? t.capped : t.added(product.name, added.quantity)}</span>
          </p>
        )}
        {!added && inBasket > 0 && <p className="reserve-box__added">{t.inBasket(inBasket)}</p>}
      </div>
      {inBasket > 0 && (
        <Link to="/reserva" className="button button--secondary reserve-box__go">
          {t.goToBasket}
        </Link>
      )}
    </section>
  );
}
