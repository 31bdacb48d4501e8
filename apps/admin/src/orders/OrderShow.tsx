import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatEuros,
  orderPaymentMethodLabels,
  orderStatusColours,
  orderStatusLabels,
} from '@taller/domain';
import { EditButton, ListButton, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DetailTabs } from '../layout/DetailTabs';
import { RecordDeleteButton } from '../layout/RecordActions';
import { Detail, DetailList } from '../layout/Section';
import { ShopShow } from '../layout/ShopShow';
import { RepairHistory } from '../repairs/RepairHistory';
import { StatusChip } from '../repairs/StatusChip';
import { ClientDetails } from '../shared/ClientDetails';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { ChangeOrderStatusButtons } from './ChangeOrderStatusButtons';
import { orderDayText, orderInstantText } from './dates';
import { formatOrderHistoryValue, orderEventRecordsValues } from './historyValues';
import { PaymentChip } from './PaymentChip';
import { isReservation } from './reservation';
import { ReservationMarker } from './ReservationMarker';
import { ReservationSection } from './ReservationSection';
import { isSpecialOrder } from './specialOrder';
import { SpecialOrderMarker } from './SpecialOrderMarker';
import { SpecialOrderSection } from './SpecialOrderSection';
import type { Order } from './types';
import { PaymentsSection } from '../repairs/payments/PaymentsSection';
import { TrackingSection } from '../tracking/TrackingSection';
import { NoticeLogSection } from '../notices/NoticeLogSection';
import { WorkInvoiceButton } from '../invoices/WorkInvoiceButton';

const OrderStatusChip = ({ status, size }: { status: Order['status']; size?: 'small' | 'medium' }) => (
  <StatusChip status={status} size={size} labels={orderStatusLabels} colours={orderStatusColours} />
);

/** Deleting from the detail says 'Pedido eliminado correctamente' and goes back to the list. */
export const DeleteOrderButton = () => (
  <RecordDeleteButton successMessage="resources.orders.notifications.deleted_from_detail" />
);

const OrderShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
    <DeleteOrderButton />
  </TopToolbar>
);

/** Title, status and the status actions, above both tabs. */
const OrderHeader = () => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {translate('resources.orders.page.show', { id: order.id })} · {order.name}
            </Typography>
            <OrderStatusChip status={order.status} size="medium" />
            {order.reservation && <ReservationMarker reservation={order.reservation} />}
            {isSpecialOrder(order) && <SpecialOrderMarker />}
          </Stack>
          <ChangeOrderStatusButtons />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <WorkInvoiceButton source={{ kind: 'order', id: order.id }} invoiceable={order.status === 'delivered'} clientId={order.clientId} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};

const OrderInfo = ({ order }: { order: Order }) => (
  <CollapsibleSection title="resources.orders.sections.info">
    <DetailList>
      <Detail label="resources.orders.fields.name">{order.name}</Detail>
      <Detail label="resources.orders.fields.description">{order.description}</Detail>
      <Detail label="resources.orders.fields.status">
        <OrderStatusChip status={order.status} />
      </Detail>
      <Detail label="resources.orders.fields.paymentMethod">
        {orderPaymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
      </Detail>
      <Detail label="resources.orders.fields.paymentStatus">
        <PaymentChip isPaid={order.isPaid} />
      </Detail>
    </DetailList>
  </CollapsibleSection>
);

const OrderDates = ({ order }: { order: Order }) => (
  <CollapsibleSection title="resources.orders.sections.dates">
    <DetailList>
      <Detail label="resources.orders.fields.date">{orderDayText(order.date)}</Detail>
      <Detail label="resources.orders.fields.deliveryDate">{orderDayText(order.deliveryDate)}</Detail>
      <Detail label="resources.orders.fields.completedAt">{orderInstantText(order.completedAt)}</Detail>
      <Detail label="resources.orders.fields.deliveredAt">{orderInstantText(order.deliveredAt)}</Detail>
      <Detail label="resources.orders.fields.createdAt">{orderInstantText(order.createdAt)}</Detail>
      <Detail label="resources.orders.fields.updatedAt">{orderInstantText(order.updatedAt)}</Detail>
    </DetailList>
  </CollapsibleSection>
);

const ClientInfo = ({ order }: { order: Order }) => (
  <CollapsibleSection title="resources.orders.sections.client">
    <DetailList>
      <ClientDetails resource="orders" clientId={order.clientId} clientName={order.clientName} />
    </DetailList>
  </CollapsibleSection>
);

/** The order's one product line (spec §2: "one product line with quantity and unit price"). */
const Products = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  return (
    <CollapsibleSection title="resources.orders.sections.products">
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={translate('resources.orders.products.caption')}
          sx={{ '& th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.products.product')}</TableCell>
              <TableCell align="right">{translate('resources.orders.products.quantity')}</TableCell>
              <TableCell align="right">{translate('resources.orders.products.unitPrice')}</TableCell>
              <TableCell align="right">{translate('resources.orders.products.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>
                <Typography variant="body2">{order.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {order.description}
                </Typography>
              </TableCell>
              <TableCell align="right">{order.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuros(order.unitPriceCents)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuros(order.totalCents)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </CollapsibleSection>
  );
};

/** Base, IVA at 21 % and total; order prices include IVA (the API computes the split). */
const Summary = ({ order }: { order: Order }) => (
  <CollapsibleSection title="resources.orders.sections.summary">
    <DetailList>
      <Detail label="resources.orders.summary.base">{formatEuros(order.summary?.baseCents)}</Detail>
      <Detail label="resources.orders.summary.iva">{formatEuros(order.summary?.ivaCents)}</Detail>
      <Detail label="resources.orders.summary.total">
        <Box component="strong" data-testid="order-total">
          {formatEuros(order.summary?.totalCents ?? order.totalCents)}
        </Box>
      </Detail>
    </DetailList>
  </CollapsibleSection>
);

const OrderSummaryTab = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Grid container spacing={2}>
      {isReservation(order) && (
        <Grid size={12}>
          <ReservationSection order={order} />
        </Grid>
      )}
      {isSpecialOrder(order) && (
        <Grid size={12}>
          <SpecialOrderSection order={order} />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <OrderInfo order={order} />
          <ClientInfo order={order} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          {/* A reservation's products are its section's lines; its one list line only sums them. */}
          {!isReservation(order) && <Products order={order} />}
          <Summary order={order} />
          <OrderDates order={order} />
          <TrackingSection resource="orders" />
          <NoticeLogSection resource="orders" />
        </Stack>
      </Grid>
      {/* The whole width: each movement on one line. */}
      <Grid size={12}>
        <PaymentsSection recordKind="order" record={order} owedCents={order.owedOnDeliveryCents} />
      </Grid>
    </Grid>
  );
};

/** Summary and history as two tabs whose choice lives in the address (…/show/historial). */
const OrderTabs = () => {
  const translate = useTranslate();
  return (
    <DetailTabs
      resource="orders"
      idPrefix="order"
      label={translate('resources.orders.name', { smart_count: 1 })}
      main={{ value: 'summary', label: translate('resources.orders.tabs.summary'), content: <OrderSummaryTab /> }}
      history={{
        label: translate('resources.orders.tabs.history'),
        content: (
          <RepairHistory
            resource="orders"
            formatValue={formatOrderHistoryValue}
            title="resources.orders.history.title"
            recordsValues={orderEventRecordsValues}
          />
        ),
      }}
    />
  );
};

/** A missing order reads 'Pedido no encontrado' and leads back to the list. */
export const OrderShow = () => (
  <ShopShow actions={<OrderShowActions />}>
    <OrderHeader />
    <OrderTabs />
  </ShopShow>
);
