import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import { formatMadridDateTime } from '@taller/domain/dates';
import { orderEditSchema } from '@taller/domain';
import { Button, DateInput, SaveButton, Toolbar, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import '../i18n/reservations.es';
import '../i18n/specialOrders.es';
import { orderStatusChoices } from './choices';
import { ShopEdit } from '../layout/ShopEdit';
import { DeleteOrderButton } from './OrderShow';
import { LiveOrderTotal, OrderLineInputs, OrderPaymentInputs, OrderStatusInput } from './OrderInputs';
import { isClosedReservation, isReservation } from './reservation';
import { depositAwaitingDecision, goodsAwaited, isClosedSpecialOrder, isSpecialOrder } from './specialOrder';
import type { Order } from './types';

/** Leaves edit mode for the detail; unsaved changes ask first (the form warns), unlike a repair's cancel. */
const CancelButton = () => {
  const order = useRecordContext<Order>();
  const redirect = useRedirect();
  return (
    <Button label="resources.orders.actions.cancel" onClick={() => redirect('show', 'orders', order?.id)}>
      <CloseIcon />
    </Button>
  );
};

const OrderEditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <CancelButton />
    <DeleteOrderButton />
  </Toolbar>
);

const R = 'resources.orders.reservation';

/**
 * The form's fields. A reservation's products, units and price are what was held (the server
 * refuses a change, 409), so they are shown read-only with the reason; its payment, description
 * and delivery date stay editable. It is handed over or cancelled from its detail, where each
 * asks first; once closed its status does not move at all. An encargo closed is fixed the same
 * way, and one with a paid deposit is cancelled from its detail, which asks what becomes of it.
 */
const OrderEditInputs = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const reservation = isReservation(order) ? order.reservation : null;
  const closed = isClosedReservation(order);
  // An encargo: cancelled from its detail while a paid deposit waits for a decision; ready only by arriving.
  const cancelInDetail = depositAwaitingDecision(order);
  const readyOnArrival = isSpecialOrder(order) && goodsAwaited(order) && order.status !== 'ready';
  return (
    <>
      {reservation && (
        <Alert severity="info" sx={{ mb: 2, width: '100%', maxWidth: 720 }} data-testid="reservation-edit-fixed">
          {translate(`${R}.edit_fixed`)}
        </Alert>
      )}
      <OrderLineInputs schema={orderEditSchema} fixed={reservation !== null} />
      <LiveOrderTotal />
      {reservation ? (
        <OrderStatusInput
          readOnly={closed}
          choices={closed ? orderStatusChoices : orderStatusChoices.filter((choice) => choice.id !== 'delivered' && choice.id !== 'cancelled')}
          helperText={translate(closed ? `${R}.edit_closed` : `${R}.status_in_detail`)}
        />
      ) : isClosedSpecialOrder(order) ? (
        <OrderStatusInput readOnly helperText={translate('resources.orders.special.status_closed')} />
      ) : cancelInDetail || readyOnArrival ? (
        <OrderStatusInput
          choices={orderStatusChoices.filter((choice) => !(choice.id === 'cancelled' && cancelInDetail) && !(choice.id === 'ready' && readyOnArrival))}
          helperText={translate(cancelInDetail ? 'resources.orders.special.edit_cancel_in_detail' : 'resources.orders.special.edit_ready_in_detail')}
        />
      ) : (
        <OrderStatusInput />
      )}
      <OrderPaymentInputs />
      <DateInput
        source="deliveryDate"
        helperText={
          reservation?.holdUntil ? translate(`${R}.delivery_hint`, { when: formatMadridDateTime(reservation.holdUntil) }) : undefined
        }
      />
    </>
  );
};

/**
 * The order editor ('Cambios guardados correctamente'), the whole order PUT with its version.
 * The delivery date is edited here too: it is what the work calendar shows.
 */
export const OrderEdit = () => (
  <ShopEdit<Order> schema={orderEditSchema} toolbar={<OrderEditToolbar />}>
    <OrderEditInputs />
  </ShopEdit>
);
