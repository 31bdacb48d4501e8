import { formatEuros } from '@taller/domain/money';
import type { Availability } from '@taller/domain/texts';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { MAX_LINE_UNITS, type BasketLine } from '../../reservation/basket';
import { basketTotalCents, maxUnitsFor, removeLine, setLineQuantity } from '../../reservation/basketChanges';
import { readBasket, updateBasket, useBasket } from '../../reservation/basketStore';
import { ArrowLeftIcon, BagIcon } from '../../ui/icons';
import { fetchCatalogueProduct } from '../products/catalogueApi';
import { CATALOGUE_PATH, productPath } from '../products/catalogueUrl';
import { ReservationForm } from './ReservationForm';
import { reservationTexts } from './reservation.texts';

const t = reservationTexts.basket;

/** What the catalogue says of a line's product now: whether it can still be reserved, and how much there is. */
export interface LineState {
  reservable: boolean;
  availability: Availability;
  /** The price the basket kept, when the catalogue's is now another. */
  formerPriceCents?: number;
}
export type LineStates = Readonly<Record<number, LineState>>;

/**
 * /reserva: 'Tu reserva'. Its lines come from the browser's basket and are checked against the
 * catalogue when the page opens (name, price, whether it can still be reserved) and again after
 * the server refuses one; then the customer's details and the button that reserves.
 */
export function BasketPage() {
  const lines = useBasket();
  const [states, setStates] = useState<LineStates>({});
  const [checking, setChecking] = useState(false);

  /** Reads each line's product from the catalogue again: its name and price now, and whether it can be reserved. */
  const recheck = useCallback(async (signal?: AbortSignal) => {
    const current = readBasket();
    if (current.length === 0) return;
    setChecking(true);
    const found = await Promise.all(
      current.map(async (line) => {
        try {
          return { line, product: await fetchCatalogueProduct(line.productId, signal, true) };
        } catch (failure) {
          return { line, product: failure instanceof ApiError && failure.status === 404 ? null : undefined };
        }
      }),
    );
    if (signal?.aborted) return;
    const next: Record<number, LineState> = {};
    const fresh = new Map<number, Pick<BasketLine, 'name' | 'priceCents' | 'path'>>();
    for (const { line, product } of found) {
      if (product === undefined) continue; // unreachable: the server will judge when reserving
      if (product === null) {
        next[line.productId] = { reservable: false, availability: 'sold_out' };
        continue;
      }
      next[line.productId] = {
        reservable: product.reservable,
        availability: product.availability,
        ...(product.priceCents !== line.priceCents ? { formerPriceCents: line.priceCents } : {}),
      };
      fresh.set(line.productId, { name: product.name, priceCents: product.priceCents, path: productPath(product) });
    }
    updateBasket((kept) => kept.map((line) => ({ ...line, ...fresh.get(line.productId) })));
    setStates(next);
    setChecking(false);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void recheck(controller.signal);
    return () => controller.abort();
  }, [recheck]);

  if (lines.length === 0) {
    return (
      <div className="reservation-page">
        <div className="container reservation-page__inner">
          <h1 className="reservation-page__title">{t.title}</h1>
          <div className="reservation-card reservation-empty">
            <BagIcon aria-hidden="true" />
            <p className="reservation-empty__title">{t.empty}</p>
            <p>{t.emptyHint}</p>
            <Link to={CATALOGUE_PATH} className="button button--primary">
              {t.toCatalogue}
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const blocked = lines.some((line) => states[line.productId]?.reservable === false);
  return (
    <div className="reservation-page">
      <div className="container reservation-page__inner">
        <h1 className="reservation-page__title">{t.title}</h1>
        <p className="reservation-page__lead">{t.lead}</p>

        <section className="reservation-card" aria-labelledby="basket-lines-title">
          <h2 id="basket-lines-title" className="reservation-card__label">
            {t.linesLabel}
          </h2>
          <ul className="basket-lines">
            {lines.map((line) => (
              <BasketRow key={line.productId} line={line} state={states[line.productId]} />
            ))}
          </ul>
          <p className="basket-total">
            <span>{t.total}</span>
            <strong>{formatEuros(basketTotalCents(lines))}</strong>
            <span className="basket-total__tax">{t.taxNote}</span>
          </p>
          {checking && (
            <p className="basket-checking" role="status">
              {t.checking}
            </p>
          )}
          <Link to={CATALOGUE_PATH} className="basket-more">
            <ArrowLeftIcon aria-hidden="true" />
            {t.keepLooking}
          </Link>
        </section>

        <ReservationForm lines={lines} blocked={blocked} onRefused={() => recheck()} />
      </div>
    </div>
  );
}

function BasketRow({ line, state }: { line: BasketLine; state: LineState | undefined }) {
  const most = Math.min(MAX_LINE_UNITS, Math.max(line.quantity, maxUnitsFor(state?.availability ?? 'in_stock')));
  const selectId = `basket-quantity-${line.productId}`;
  const unavailable = state?.reservable === false;
  return (
    <li className={unavailable ? 'basket-line basket-line--unavailable' : 'basket-line'}>
      <div className="basket-line__product">
        <Link to={line.path} className="basket-line__name">
          {line.name}
        </Link>
        <span className="basket-line__price">
          {formatEuros(line.priceCents)} <span className="basket-line__unit">/ ud.</span>
        </span>
        {state?.formerPriceCents !== undefined && <span className="basket-line__note">{t.priceChanged(formatEuros(line.priceCents))}</span>}
        {unavailable && <span className="basket-line__note basket-line__note--error">{t.unavailable}</span>}
      </div>
      <div className="basket-line__controls">
        <label className="sr-only" htmlFor={selectId}>
          {t.quantityOf(line.name)}
        </label>
        <select
          id={selectId}
          className="field__input basket-line__quantity"
          value={line.quantity}
          disabled={unavailable}
          onChange={(event) => updateBasket((lines) => setLineQuantity(lines, line.productId, Number(event.target.value)))}
        >
          {Array.from({ length: most }, (_, index) => index + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <span className="basket-line__amount">{formatEuros(line.priceCents * line.quantity)}</span>
        <button type="button" className="button button--secondary button--small" aria-label={t.removeOf(line.name)} onClick={() => updateBasket((lines) => removeLine(lines, line.productId))}>
          {t.remove}
        </button>
      </div>
    </li>
  );
}
