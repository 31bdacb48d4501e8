import { ORDER_STATUSES, orderStatusColours, orderStatusLabels, type OrderStatus } from '@taller/domain';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { isStaleVersion } from '../providers/errors';
import { StatusButtons } from '../shared/StatusButtons';
import { changeOrderStatus } from './api';
import type { Order } from './types';

/**
 * The order's status as its own action (spec §2, "The status can be changed on its own"):
 * one button per other status, each a `PATCH /api/orders/:id/status` with the version shown.
 * A refusal reads 'Error al actualizar el estado' with the server's reason, and the screen
 * reloads the order, so a change made meanwhile by someone else is what the user sees next.
 */
export const ChangeOrderStatusButtons = () => {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!order) return null;

  const changeStatus = async (status: OrderStatus) => {
    try {
      await changeOrderStatus(order.id, status, order.version);
      notify('resources.orders.notifications.status_changed', {
        type: 'success',
        messageArgs: { status: orderStatusLabels[status] },
      });
    } catch (error) {
      // A 409's own text speaks of a form; here the button's reason is the change made meanwhile.
      const reason = error instanceof Error ? error.message : '';
      notify(
        isStaleVersion(error)
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
    <StatusButtons
      resource="orders"
      statuses={ORDER_STATUSES}
      current={order.status}
      labels={orderStatusLabels}
      colours={orderStatusColours}
      onChange={changeStatus}
    />
  );
};
