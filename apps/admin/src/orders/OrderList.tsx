import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros, orderStatusColours, orderStatusLabels } from '@taller/domain';
import type { MouseEvent } from 'react';
import { BooleanInput, DataTable, Link, useCreatePath, useTranslate } from 'react-admin';
import { BulkDeleteRecords } from '../layout/ListRowActions';
import { columnFrom, onlyUnder, searchAndStatusFilters, ShopList } from '../layout/ShopList';
import { StatusChip } from '../repairs/StatusChip';
import { orderStatusChoices } from './choices';
import { orderDayText } from './dates';
import { PaymentChip } from './PaymentChip';
import { ReservationMarker } from './ReservationMarker';
import { SpecialOrderMarker } from './SpecialOrderMarker';
import type { Order } from './types';

/**
 * On the counter's tablet the id and the order's day give way (they are on the detail), the
 * client moves under the product and the payment under the status: the row stays one screen wide.
 */
const wideOnly = columnFrom('lg');
const narrowOnly = onlyUnder('lg');
const noWrap = { whiteSpace: 'nowrap' } as const;

/**
 * The toggle filters only when on: off is "every order", not "only the others". Off is the
 * empty value react-admin drops from the filter (as the products' 'Solo con pocas existencias').
 */
const onlyWhenOn = (value: boolean) => (value ? true : '');

// The search finds a reservation by its pickup code too (the counter's scanner types it there).
const orderFilters = [
  ...searchAndStatusFilters('orders', orderStatusChoices, 'resources.orders.reservation.search_hint'),
  <BooleanInput key="special" source="special" label="resources.orders.special.filter" parse={onlyWhenOn} sx={{ ml: 1 }} alwaysOn />,
];

/**
 * The products cell: the order's one product line (a reservation's with its marker and pickup
 * code), as a link to the detail so that the list
 * can be worked from the keyboard (a row click is for the mouse).
 */
const ProductsPreview = ({ order }: { order: Order }) => {
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Link
      to={createPath({ resource: 'orders', id: order.id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      title={translate('resources.orders.list.open', { id: order.id })}
      underline="hover"
      color="inherit"
    >
      <Typography variant="body2" component="span" sx={{ display: 'block', minWidth: 120 }}>
        {order.quantity > 1 ? `${order.quantity} × ${order.name}` : order.name}
      </Typography>
      {order.reservation && <ReservationMarker reservation={order.reservation} />}
      {order.specialOrder && <SpecialOrderMarker />}
      <Typography variant="caption" component="span" color="text.secondary" sx={narrowOnly}>
        {order.clientName}
      </Typography>
    </Link>
  );
};

export const OrderList = () => (
  <ShopList<Order>
    filters={orderFilters}
    createLabel="resources.orders.actions.create"
    loadFailed="resources.orders.notifications.load_failed"
  >
    <DataTable<Order>
      rowClick="show"
      bulkActionButtons={<BulkDeleteRecords />}
      sx={{ '& thead th': { whiteSpace: { lg: 'nowrap' } } }}
    >
      <DataTable.Col source="id" sx={wideOnly} />
      <DataTable.Col source="clientName" sx={{ ...wideOnly, whiteSpace: 'nowrap' }} />
      <DataTable.Col
        source="name"
        label="resources.orders.list.products"
        render={(order) => <ProductsPreview order={order as Order} />}
      />
      <DataTable.Col
        source="date"
        label="resources.orders.list.created"
        sx={{ ...wideOnly, whiteSpace: 'nowrap' }}
        render={(order) => orderDayText(order.date)}
      />
      <DataTable.Col
        source="deliveryDate"
        label="resources.orders.list.delivery"
        sx={noWrap}
        render={(order) => orderDayText(order.deliveryDate)}
      />
      <DataTable.Col
        source="totalCents"
        label="resources.orders.list.total"
        align="right"
        sx={noWrap}
        render={(order) => formatEuros(order.totalCents)}
      />
      <DataTable.Col
        source="isPaid"
        label="resources.orders.list.payment"
        sx={wideOnly}
        render={(order) => <PaymentChip isPaid={order.isPaid} />}
      />
      <DataTable.Col
        source="status"
        render={(order) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <StatusChip status={order.status} labels={orderStatusLabels} colours={orderStatusColours} />
            <Box sx={narrowOnly}>
              <PaymentChip isPaid={order.isPaid} />
            </Box>
          </Stack>
        )}
      />
    </DataTable>
  </ShopList>
);
