import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros, orderStatusColours, orderStatusLabels } from '@taller/domain';
import type { MouseEvent } from 'react';
import {
  BulkDeleteButton,
  Button,
  CreateButton,
  DataTable,
  Link,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../layout/ListPagination';
import { LoadError } from '../layout/LoadError';
import { StatusChip } from '../repairs/StatusChip';
import { orderStatusChoices } from './choices';
import { orderDayText } from './dates';
import { useAccessibleRowCheckboxes } from './accessibleRowCheckboxes';
import { ListPageWindow } from './ListPageWindow';
import { useOrderNotify } from './notify';
import { PaymentChip } from './PaymentChip';
import { readableTopToolbar } from './readable';
import type { Order } from './types';

/**
 * On the counter's tablet the id and the order's day give way (they are on the detail), the
 * client moves under the product and the payment under the status: the row stays one screen wide.
 */
const wideOnly = { display: { xs: 'none', lg: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'block', lg: 'none' } } as const;
const noWrap = { whiteSpace: 'nowrap' } as const;

/** The search box, with an accessible name (react-admin's shows only a placeholder). */
const SearchFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SearchInput {...props} inputProps={{ 'aria-label': translate('ra.action.search') }} />;
};

const orderFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.orders.filters.status"
    choices={orderStatusChoices}
    emptyText="resources.orders.filters.all_statuses"
    alwaysOn
  />,
];

/** Shown only while a search or a status narrows the list (spec §2, list screens). */
const ClearFiltersButton = () => {
  const { filterValues, setFilters } = useListContext();
  const active = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '');
  if (!active) return null;
  return (
    <Button label="resources.orders.filters.clear" onClick={() => setFilters({}, {})}>
      <FilterListOffIcon />
    </Button>
  );
};

const OrderListActions = () => (
  <TopToolbar sx={readableTopToolbar}>
    <ClearFiltersButton />
    <CreateButton label="resources.orders.actions.create" />
  </TopToolbar>
);

/** Deletes the selected orders, one DELETE each: 'Pedido eliminado exitosamente' or '{n} pedidos …'. */
const OrderBulkActions = () => {
  const notify = useOrderNotify();
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle="resources.orders.message.bulk_delete_title"
      confirmContent="resources.orders.message.bulk_delete_content"
      mutationOptions={{
        onSuccess: () => {
          notify('resources.orders.notifications.deleted', {
            type: 'info',
            messageArgs: { smart_count: selectedIds.length },
          });
          onUnselectItems();
        },
        onError: () =>
          notify(
            selectedIds.length === 1
              ? 'resources.orders.notifications.delete_failed'
              : 'resources.orders.notifications.bulk_delete_failed',
            { type: 'error' },
          ),
      }}
    />
  );
};

/**
 * The products cell: the order's one product line, as a link to the detail so that the list
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
      <Typography variant="caption" component="span" color="text.secondary" sx={narrowOnly}>
        {order.clientName}
      </Typography>
    </Link>
  );
};

export const OrderList = () => {
  const notify = useOrderNotify();
  const rowsRef = useAccessibleRowCheckboxes<HTMLDivElement>();
  return (
    <Box ref={rowsRef}>
      <List<Order>
        sort={{ field: 'id', order: 'DESC' }}
        perPage={DEFAULT_PAGE_SIZE}
        filters={orderFilters}
        actions={<OrderListActions />}
        pagination={<ListPageWindow />}
        exporter={false}
        error={<LoadError message="resources.orders.notifications.load_failed" />}
        queryOptions={{
          onError: () => notify('resources.orders.notifications.load_failed', { type: 'error' }),
        }}
      >
        <DataTable<Order>
          rowClick="show"
          bulkActionButtons={<OrderBulkActions />}
          sx={{
            // Narrower gutters than MUI's 16 px: eight columns fit a 1280 px screen.
            '& th, & td': { px: 1 },
            '& thead th': { whiteSpace: { lg: 'nowrap' } },
            // A narrow screen scrolls the table, not the page (the layout otherwise grows to fit it).
            '& .RaDataTable-tableWrapper': { overflowX: 'auto', contain: 'inline-size' },
          }}
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
      </List>
    </Box>
  );
};
