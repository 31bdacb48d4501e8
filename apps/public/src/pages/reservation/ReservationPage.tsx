import { useParams } from 'react-router';
import { NotFoundPage } from '../NotFoundPage';
import { BasketPage } from './BasketPage';
import { ConfirmationPage } from './ConfirmationPage';
import './reservation.css';

/**
 * /reserva ('Tu reserva': the basket and the customer's details) and /reserva/confirmada (the
 * reservation just placed). One lazy file for both (lazyPages' `param`), loaded only when
 * visited: the home page's first load does not carry it.
 */
export default function ReservationPage() {
  const { paso } = useParams();
  if (paso === undefined) return <BasketPage />;
  if (paso === 'confirmada') return <ConfirmationPage />;
  return <NotFoundPage />;
}
