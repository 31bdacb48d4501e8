import Typography from '@mui/material/Typography';
import { ORDER_STATUSES, orderStatusColours, orderStatusLabels, reservationMessages, specialOrderMessages, type OrderStatus } from '@taller/domain';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import '../i18n/reservations.es';
import '../i18n/specialOrders.es';
import { isStaleVersion } from '../providers/errors';
import { StatusButtons } from '../shared/StatusButtons';
import { changeOrderStatus } from './api';
import { CancelSpecialOrderDialog } from './CancelSpecialOrderDialog';
import { isClosedReservation, isReservation } from './reservation';
import { goodsAwaited, isClosedSpecialOrder, isSpecialOrder } from './specialOrder';
import type { Order } from './types';

/** The domain's refusals that say more than 'changed meanwhile', though they answer 409 too. */
const RULES_BROKEN: readonly string[] = [reservationMessages.closed, reservationMessages.linesFixed, ...Object.values(specialOrderMessages)];

/**
 * The order's status as its own action (spec §2, "The status can be changed on its own"):
 * one button per other status, each a `PATCH /api/orders/:id/status` with the version shown.
 * A refusal reads 'Error al actualizar el estado' with the server's reason, and the screen
 * reloads the order, so a change made meanwhile by someone else is what the user sees next.
 *
 * A reservation is handed over or cancelled from its own section (each asks first: its units
 * leave or go back), so here it offers only the statuses in between; once closed it offers
 * none, and says why, as the server would refuse them (409).
 *
 * An encargo closes the same way once delivered or cancelled. Cancelling one asks first
 * (CancelSpecialOrderDialog): the units held for it go back on sale and, when its deposit was
 * paid, staff say whether it is given back or kept.
 */
export const ChangeOrderStatusButtons = () => {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [cancelling, setCancelling] = useState(false);
  if (!order) return null;
  if (isClosedReservation(order)) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="reservation-status-closed">
        {translate('resources.orders.reservation.edit_closed')}
      </Typography>
    );
  }
  if (isClosedSpecialOrder(order)) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="special-order-status-closed">
        {translate('resources.orders.special.status_closed')}
      </Typography>
    );
  }

  const changeStatus = async (status: OrderStatus) => {
    if (status === 'cancelled' && isSpecialOrder(order)) {
      setCancelling(true);
      return;
    }
    try {
      await changeOrderStatus(order.id, status, order.version);
      notify('resources.orders.notifications.status_changed', {
        type: 'success',
        messageArgs: { status: orderStatusLabels[status] },
      });
    } catch (error) {
      // A 409's own text speaks of a form; here the button's reason is the change made meanwhile.
      const reason = error instanceof Error ? error.message : '';
      // A reservation's own rules answer 409 too, in words that say more than 'changed meanwhile'.
      const ruleBroken = RULES_BROKEN.includes(reason);
      notify(
        isStaleVersion(error) && !ruleBroken
          ? 'resources.orders.notifications.status_conflict'
          : reason
            ? 'resources.orders.notifications.status_change_failed_because'
            : 'resources.orders.notifications.status_change_failed',
        { type: 'error', messageArgs: { reason } },
      );
    } finally {
      refresh();
    }
  };

  return (
    <>
      <StatusButtons
        resource="orders"
        statuses={
          isReservation(order)
            ? ORDER_STATUSES.filter((status) => status !== 'delivered' && status !== 'cancelled')
            : // An encargo becomes ready with 'Ha llegado' (its units enter the stock), not here.
              isSpecialOrder(order) && goodsAwaited(order)
              ? ORDER_STATUSES.filter((status) => status !== 'ready')
              : ORDER_STATUSES
        }
        current={order.status}
        labels={orderStatusLabels}
        colours={orderStatusColours}
        onChange={changeStatus}
      />
      {cancelling && isSpecialOrder(order) && <CancelSpecialOrderDialog order={order} onClose={() => setCancelling(false)} />}
    </>
  );
};
