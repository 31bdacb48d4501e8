import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_STATUSES, orderStatusColours, orderStatusLabels, type OrderStatus } from '@taller/domain';
import { useId, useState } from 'react';
import { HttpError, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { changeOrderStatus } from './api';
import type { Order } from './types';

/** MUI buttons know no 'default' colour; a grey status uses 'inherit'. */
const buttonColour = (status: OrderStatus) => {
  const colour = orderStatusColours[status];
  return colour === 'default' ? 'inherit' : colour;
};

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
  const translate = useTranslate();
  const labelId = useId();
  const [changingTo, setChangingTo] = useState<OrderStatus | null>(null);

  if (!order) return null;

  const changeStatus = async (status: OrderStatus) => {
    setChangingTo(status);
    try {
      await changeOrderStatus(order.id, status, order.version);
      notify('resources.orders.notifications.status_changed', {
        type: 'success',
        messageArgs: { status: orderStatusLabels[status] },
      });
    } catch (error) {
      // A 409's own text speaks of a form; here the button's reason is the change made meanwhile.
      const conflict = error instanceof HttpError && error.status === 409;
      const reason = error instanceof Error ? error.message : '';
      notify(
        conflict
          ? 'resources.orders.notifications.status_conflict'
          : reason
            ? 'resources.orders.notifications.status_change_failed_because'
            : 'resources.orders.notifications.status_change_failed',
        { type: 'error', messageArgs: { reason } },
      );
    } finally {
      setChangingTo(null);
      refresh();
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" id={labelId}>
        {translate('resources.orders.status.change')}
      </Typography>
      <Stack role="group" aria-labelledby={labelId} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ORDER_STATUSES.filter((status) => status !== order.status).map((status) => (
          <Button
            key={status}
            size="small"
            variant="outlined"
            color={buttonColour(status)}
            disabled={changingTo !== null}
            aria-label={translate('resources.orders.status.change_to', { status: orderStatusLabels[status] })}
            onClick={() => changeStatus(status)}
          >
            {orderStatusLabels[status]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
};
