import Typography from '@mui/material/Typography';
import { formatEuros, ORDER_STATUSES, orderStatusColours, orderStatusLabels, reservationMessages, specialOrderMessages, type OrderStatus } from '@taller/domain';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import '../i18n/reservations.es';
import '../i18n/specialOrders.es';
import '../i18n/payments.es';
import { CollectOwedDialog } from '../repairs/payments/CollectOwedDialog';
import { MovementDialog } from '../repairs/payments/MovementDialog';
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
 *
 * Delivering an order with money still due asks for it, as a repair's 'Entregar' does: take it
 * first ('Registrar cobro', then back to the question), or deliver and let it stay owed.
 */
export const ChangeOrderStatusButtons = () => {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [cancelling, setCancelling] = useState(false);
  /** `ask`: 'Quedan X pendientes'; `pay`: 'Registrar cobro' opened from there, which returns to it. */
  const [owedStep, setOwedStep] = useState<'ask' | 'pay' | null>(null);
  const [delivering, setDelivering] = useState(false);
  // A payment taken from the question: its answer, until the screen's record catches up.
  const [paid, setPaid] = useState<Order | null>(null);
  if (!order) return null;
  const current = paid && paid.id === order.id && paid.version > order.version ? paid : order;
  const dueCents = current.balance?.dueCents ?? 0;
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

  const changeStatus = async (status: OrderStatus, leaveOwed = false) => {
    if (status === 'cancelled' && isSpecialOrder(order)) {
      setCancelling(true);
      return;
    }
    if (status === 'delivered' && dueCents > 0 && !leaveOwed) {
      setOwedStep('ask');
      return;
    }
    try {
      const changed = await changeOrderStatus(order.id, status, current.version, leaveOwed);
      const owed = changed.owedOnDeliveryCents ?? 0;
      if (owed > 0) notify('repairPayments.collect.delivered_owed', { type: 'success', messageArgs: { amount: formatEuros(owed) } });
      else notify('resources.orders.notifications.status_changed', { type: 'success', messageArgs: { status: orderStatusLabels[status] } });
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
      {owedStep === 'ask' && dueCents > 0 && (
        <CollectOwedDialog
          recordKind="order"
          title={translate('repairPayments.collect.deliver_title', { id: order.id })}
          handover=""
          dueCents={dueCents}
          busy={delivering}
          onPay={() => setOwedStep('pay')}
          onLeaveOwed={async () => {
            setDelivering(true);
            await changeStatus('delivered', true);
            setDelivering(false);
            setOwedStep(null);
          }}
          onClose={() => setOwedStep(null)}
        />
      )}
      {/* Paid in full from there: nothing is owed any more, and the delivery is one click away. */}
      <Confirm
        isOpen={owedStep === 'ask' && dueCents === 0}
        loading={delivering}
        title="repairPayments.collect.deliver_title"
        titleTranslateOptions={{ id: order.id }}
        content="repairPayments.collect.nothing_due"
        confirm="repairPayments.collect.deliver"
        onConfirm={async () => {
          setDelivering(true);
          await changeStatus('delivered');
          setDelivering(false);
          setOwedStep(null);
        }}
        onClose={() => setOwedStep(null)}
      />
      {owedStep === 'pay' && <MovementDialog kind="payment" recordKind="order" record={current} onDone={setPaid} onClose={() => setOwedStep('ask')} />}
    </>
  );
};
