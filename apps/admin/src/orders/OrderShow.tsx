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
import {
  DeleteButton,
  EditButton,
  HttpError,
  Link,
  ListButton,
  Show,
  TopToolbar,
  useCreatePath,
  useGetOne,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { DetailTabs } from '../layout/DetailTabs';
import { Detail, DetailList, Section } from '../layout/Section';
import type { Client } from '../providers/types';
import { RepairHistory } from '../repairs/RepairHistory';
import { StatusChip } from '../repairs/StatusChip';
import { ChangeOrderStatusButtons } from './ChangeOrderStatusButtons';
import { orderDayText, orderInstantText } from './dates';
import { formatOrderHistoryValue } from './historyValues';
import { PaymentChip } from './PaymentChip';
import type { Order } from './types';

const OrderStatusChip = ({ status, size }: { status: Order['status']; size?: 'small' | 'medium' }) => (
  <StatusChip status={status} size={size} labels={orderStatusLabels} colours={orderStatusColours} />
);

/** Deleting from the detail says 'Pedido eliminado correctamente' and goes back to the list. */
export const DeleteOrderButton = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <DeleteButton
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify('resources.orders.notifications.deleted_from_detail', { type: 'info' });
          redirect('list', 'orders');
        },
        onError: (error) =>
          notify((error as Error)?.message || 'resources.orders.notifications.delete_failed', { type: 'error' }),
      }}
    />
  );
};

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
          </Stack>
          <ChangeOrderStatusButtons />
        </Stack>
      </CardContent>
    </Card>
  );
};

const OrderInfo = ({ order }: { order: Order }) => (
  <Section title="resources.orders.sections.info">
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
  </Section>
);

const OrderDates = ({ order }: { order: Order }) => (
  <Section title="resources.orders.sections.dates">
    <DetailList>
      <Detail label="resources.orders.fields.date">{orderDayText(order.date)}</Detail>
      <Detail label="resources.orders.fields.deliveryDate">{orderDayText(order.deliveryDate)}</Detail>
      <Detail label="resources.orders.fields.completedAt">{orderInstantText(order.completedAt)}</Detail>
      <Detail label="resources.orders.fields.deliveredAt">{orderInstantText(order.deliveredAt)}</Detail>
      <Detail label="resources.orders.fields.createdAt">{orderInstantText(order.createdAt)}</Detail>
      <Detail label="resources.orders.fields.updatedAt">{orderInstantText(order.updatedAt)}</Detail>
    </DetailList>
  </Section>
);

const ClientInfo = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: client } = useGetOne<Client>('clients', { id: order.clientId }, { enabled: order.clientId != null });
  return (
    <Section title="resources.orders.sections.client">
      <DetailList>
        <Detail label="resources.orders.fields.clientName">
          <Link
            to={createPath({ resource: 'clients', id: order.clientId, type: 'show' })}
            title={translate('resources.orders.client.open')}
          >
            {order.clientName || client?.fullName || `#${order.clientId}`}
          </Link>
        </Detail>
        {client && <Detail label="resources.orders.fields.phone">{client.phone || '—'}</Detail>}
        {client && <Detail label="resources.orders.fields.email">{client.email || '—'}</Detail>}
      </DetailList>
    </Section>
  );
};

/** The order's one product line (spec §2: "one product line with quantity and unit price"). */
const Products = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  return (
    <Section title="resources.orders.sections.products">
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
    </Section>
  );
};

/** Base, IVA at 21 % and total; order prices include IVA (the API computes the split). */
const Summary = ({ order }: { order: Order }) => (
  <Section title="resources.orders.sections.summary">
    <DetailList>
      <Detail label="resources.orders.summary.base">{formatEuros(order.summary?.baseCents)}</Detail>
      <Detail label="resources.orders.summary.iva">{formatEuros(order.summary?.ivaCents)}</Detail>
      <Detail label="resources.orders.summary.total">
        <Box component="strong" data-testid="order-total">
          {formatEuros(order.summary?.totalCents ?? order.totalCents)}
        </Box>
      </Detail>
    </DetailList>
  </Section>
);

const OrderSummaryTab = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <OrderInfo order={order} />
          <ClientInfo order={order} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <Products order={order} />
          <Summary order={order} />
          <OrderDates order={order} />
        </Stack>
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
        content: <RepairHistory resource="orders" formatValue={formatOrderHistoryValue} title="resources.orders.history.title" />,
      }}
    />
  );
};

export const OrderShow = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Show<Order>
      actions={<OrderShowActions />}
      component="div"
      queryOptions={{
        onError: (error) => {
          const status = error instanceof HttpError ? error.status : undefined;
          notify(
            status === 404
              ? 'resources.orders.notifications.not_found'
              : status === 400
                ? 'resources.orders.notifications.invalid_id'
                : 'resources.orders.notifications.load_one_failed',
            { type: 'error' },
          );
          redirect('list', 'orders');
        },
      }}
    >
      <OrderHeader />
      <OrderTabs />
    </Show>
  );
};
