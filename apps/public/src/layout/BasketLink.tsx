import { NavLink } from 'react-router';
import { es } from '../i18n/es';
import { useBasketUnits } from '../reservation/basketStore';
import { BagIcon } from '../ui/icons';

/** 'Tu reserva' in the header, with how many units it holds: only while it holds some. */
export function BasketLink() {
  const units = useBasketUnits();
  if (units === 0) return null;
  return (
    <NavLink to="/reserva" end className={({ isActive }) => (isActive ? 'basket-link is-active' : 'basket-link')} aria-label={es.nav.basket(units)}>
      <BagIcon aria-hidden="true" />
      <span className="basket-link__count" aria-hidden="true">
        {units}
      </span>
    </NavLink>
  );
}
