import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@taller/domain/money';
import type { MouseEvent } from 'react';
import {
  BooleanInput,
  CreateButton,
  DataTable,
  Link,
  NullableBooleanInput,
  SelectInput,
  TopToolbar,
  useCreatePath,
} from 'react-admin';
import { ClearFiltersButton, columnFrom, SearchFilter, ShopList } from '../layout/ShopList';
import { productCategoryChoices } from './choices';
import { ImportCsvButton } from './ImportCsvButton';
import { SellOneButton } from './SellOneButton';
import { useProductTranslate } from './products.texts';
import { InactiveChip, ReorderChip } from './StockChips';
import type { Product } from './types';

const T = 'resources.products';
const wideOnly = columnFrom('lg');
const noWrap = { whiteSpace: 'nowrap' } as const;

/** Low stock first (free units minus the reorder level, ascending), then by name: the server's default. */
const LOW_STOCK_FIRST = { field: 'stockMargin', order: 'ASC' } as const;

/**
 * The toggle filters only when on: off is "every product", not "only those with enough". Off is
 * the empty value react-admin drops from the filter (an `undefined` kept the previous `true`).
 */
const onlyWhenOn = (value: boolean) => (value ? true : '');

const productFilters = (translate: (key: string) => string) => [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput
    key="category"
    source="category"
    label={translate(`${T}.filters.category`)}
    choices={productCategoryChoices}
    emptyText={translate(`${T}.filters.all_categories`)}
    alwaysOn
  />,
  <NullableBooleanInput
    key="active"
    source="active"
    label={translate(`${T}.filters.active`)}
    nullLabel={translate(`${T}.filters.all_products`)}
    trueLabel={translate(`${T}.filters.for_sale`)}
    falseLabel={translate(`${T}.filters.not_for_sale`)}
    alwaysOn
  />,
  <BooleanInput key="lowStock" source="lowStock" label={translate(`${T}.filters.low_stock`)} parse={onlyWhenOn} sx={{ ml: 1 }} alwaysOn />,
];

const ProductListActions = () => {
  const translate = useProductTranslate();
  return (
    <TopToolbar>
      <ClearFiltersButton />
      <ImportCsvButton />
      <CreateButton label={translate(`${T}.actions.create`)} />
    </TopToolbar>
  );
};

/** The name as a link to the detail (the list works from the keyboard), with the brand under it. */
const NameCell = ({ product }: { product: Product }) => {
  const createPath = useCreatePath();
  const translate = useProductTranslate();
  return (
    <Link
      to={createPath({ resource: 'products', id: product.id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      title={translate(`${T}.list.open`, { id: product.id })}
      underline="hover"
      color="inherit"
    >
      <Typography variant="body2" component="span" sx={{ display: 'block', minWidth: 140, fontWeight: 500 }}>
        {product.name}
      </Typography>
      {product.brand && (
        <Typography variant="caption" component="span" color="text.secondary">
          {product.brand}
        </Typography>
      )}
    </Link>
  );
};

/** Free units, large, with the 'Reponer' and 'No a la venta' markers beside them. */
const AvailableCell = ({ product }: { product: Product }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
    <ReorderChip product={product} />
    <InactiveChip product={product} />
    <Typography component="span" variant="body1" sx={{ fontWeight: 700, minWidth: '2ch', textAlign: 'right' }} data-testid="available">
      {product.available}
    </Typography>
  </Stack>
);

/** The catalogue with its units: low stock first, a counter sale a click away. */
export const ProductList = () => {
  const translate = useProductTranslate();
  return (
    <ShopList<Product>
      filters={productFilters(translate)}
      sort={LOW_STOCK_FIRST}
      actions={<ProductListActions />}
      loadFailed={`${T}.notifications.load_failed`}
    >
      <DataTable<Product>
        rowClick="show"
        bulkActionButtons={false}
        rowSx={(product) => (product.lowStock ? { bgcolor: 'rgba(237, 108, 2, 0.06)' } : {})}
        sx={{ '& thead th': { whiteSpace: { lg: 'nowrap' } } }}
      >
        <DataTable.Col source="name" label={translate(`${T}.fields.name`)} render={(product) => <NameCell product={product as Product} />} />
        <DataTable.Col source="category" label={translate(`${T}.fields.category`)} render={(product) => product.categoryLabel} sx={wideOnly} />
        <DataTable.Col
          source="priceCents"
          label={translate(`${T}.list.price`)}
          align="right"
          sx={noWrap}
          render={(product) => formatEuros(product.priceCents)}
        />
        <DataTable.Col source="available" label={translate(`${T}.fields.available`)} align="right" render={(product) => <AvailableCell product={product as Product} />} />
        <DataTable.Col source="onHand" label={translate(`${T}.fields.onHand`)} align="right" sx={wideOnly} />
        <DataTable.Col source="held" label={translate(`${T}.fields.held`)} align="right" sx={wideOnly} />
        <DataTable.Col
          label={translate(`${T}.list.counter`)}
          align="right"
          disableSort
          render={() => <SellOneButton />}
        />
      </DataTable>
    </ShopList>
  );
};
