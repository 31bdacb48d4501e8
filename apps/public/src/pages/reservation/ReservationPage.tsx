import { useParams } from 'react-router';
import { NotFoundPage } from '../NotFoundPage';
import { BasketPage } from './BasketPage';
import { ConfirmationPage } from './ConfirmationPage';
import { PaymentReturnPage } from './PaymentReturnPage';
import './reservation.css';

/**
 * /reserva ('Tu reserva': the basket and the customer's details), /reserva/confirmada (the
 * reservation just placed), and /reserva/pagada and /reserva/no-pagada (back from the bank's payment page). One lazy file for both (lazyPages' `param`), loaded only when
 * visited: the home page's first load does not carry it.
 */
export default function ReservationPage() {
  const { paso } = useParams();
  if (paso === undefined) return <BasketPage />;
  if (paso === 'confirmada') return <ConfirmationPage />;
  if (paso === 'pagada') return <PaymentReturnPage paid />;
  if (paso === 'no-pagada') return <PaymentReturnPage paid={false} />;
  return <NotFoundPage />;
}
