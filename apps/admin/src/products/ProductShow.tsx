import AddBoxIcon from '@mui/icons-material/AddBox';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@taller/domain/money';
import { formatMadridDateTime } from '@taller/domain/dates';
import { useState, type ReactNode } from 'react';
import { EditButton, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { DetailTabs } from '../layout/DetailTabs';
import { Detail, DetailList } from '../layout/Section';
import { ShopShow } from '../layout/ShopShow';
import { RepairHistory } from '../repairs/RepairHistory';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { RecordImages } from '../shared/RecordImages';
import type { RecordImage } from '../shared/types';
import { formatProductHistoryValue, productEventNote } from './historyValues';
import { useProductTranslate } from './products.texts';
import { InactiveChip, ReorderChip } from './StockChips';
import { StockMovementDialog, type StockMovementKind } from './StockMovementDialog';
import type { Product } from './types';

const T = 'resources.products';

const ProductShowActions = () => (
  <TopToolbar>
    <ListButton />
    <EditButton />
  </TopToolbar>
);

/** One of the stock figures, large enough to read from the counter. */
const Figure = ({ label, value, testId, emphasis = false }: { label: string; value: number; testId: string; emphasis?: boolean }) => {
  const translate = useProductTranslate();
  return (
    <Box component="div" sx={{ minWidth: '7.5rem', px: 2, py: 1, borderRadius: 1, bgcolor: emphasis ? 'action.selected' : 'action.hover' }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="h5" component="dd" sx={{ m: 0, fontWeight: emphasis ? 700 : 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
};

const MOVEMENTS: { kind: StockMovementKind; icon: ReactNode }[] = [
  { kind: 'received', icon: <AddBoxIcon /> },
  { kind: 'sold', icon: <PointOfSaleIcon /> },
  { kind: 'adjusted', icon: <TuneIcon /> },
];

/** The three movements of units, each a dialog; the figures above reload once the server has it. */
const StockActions = ({ product }: { product: Product }) => {
  const translate = useProductTranslate();
  const [open, setOpen] = useState<StockMovementKind | null>(null);
  return (
    <Stack direction="row" spacing={1} useFlexGap role="toolbar" aria-label={translate(`${T}.stock.actions`)} sx={{ flexWrap: 'wrap' }}>
      {MOVEMENTS.map(({ kind, icon }) => (
        <Button key={kind} variant={kind === 'sold' ? 'contained' : 'outlined'} startIcon={icon} onClick={() => setOpen(kind)}>
          {translate(`${T}.stock.${kind}.button`)}
        </Button>
      ))}
      {open && <StockMovementDialog kind={open} product={product} onClose={() => setOpen(null)} />}
    </Stack>
  );
};

/** Name, category, price and the units: what staff at the counter look for first. */
const ProductHeader = () => {
  const product = useRecordContext<Product>();
  const translate = useProductTranslate();
  if (!product) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {translate(`${T}.page.show`, { id: product.id })} · {product.name}
            </Typography>
            <Chip size="medium" variant="outlined" label={product.categoryLabel} />
            <ReorderChip product={product} size="medium" />
            <InactiveChip product={product} size="medium" />
            <Typography variant="h6" component="p" sx={{ ml: { sm: 'auto' } }}>
              {formatEuros(product.priceCents)}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {translate(`${T}.values.iva_included`)}
              </Typography>
            </Typography>
          </Stack>
          <Box
            component="dl"
            aria-label={translate(`${T}.stock.figures`)}
            sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', m: 0 }}
          >
            <Figure label={`${T}.fields.available`} value={product.available} testId="stock-available" emphasis />
            <Figure label={`${T}.fields.onHand`} value={product.onHand} testId="stock-on-hand" />
            <Figure label={`${T}.fields.held`} value={product.held} testId="stock-held" />
            <Figure label={`${T}.fields.reorderLevel`} value={product.reorderLevel} testId="stock-reorder-level" />
          </Box>
          <StockActions product={product} />
        </Stack>
      </CardContent>
    </Card>
  );
};

const ProductDetails = ({ product }: { product: Product }) => {
  const translate = useProductTranslate();
  return (
    <CollapsibleSection title={translate(`${T}.sections.details`)}>
      <DetailList>
        <Detail label={translate(`${T}.fields.name`)}>{product.name}</Detail>
        <Detail label={translate(`${T}.fields.brand`)}>{product.brand || '—'}</Detail>
        <Detail label={translate(`${T}.fields.category`)}>{product.categoryLabel}</Detail>
        <Detail label={translate(`${T}.fields.priceCents`)}>{formatEuros(product.priceCents)}</Detail>
        <Detail label={translate(`${T}.fields.compatibleModels`)}>
          {product.compatibleModels.length === 0 ? (
            translate(`${T}.values.no_models`)
          ) : (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
              {product.compatibleModels.map((model) => (
                <Chip key={model} size="small" label={model} />
              ))}
            </Box>
          )}
        </Detail>
        <Detail label={translate(`${T}.fields.description`)}>{product.description || '—'}</Detail>
      </DetailList>
    </CollapsibleSection>
  );
};

const ProductSale = ({ product }: { product: Product }) => {
  const translate = useProductTranslate();
  return (
    <CollapsibleSection title={translate(`${T}.sections.sale`)}>
      <DetailList>
        <Detail label={translate(`${T}.fields.active`)}>{translate(product.active ? `${T}.values.for_sale` : `${T}.values.not_for_sale`)}</Detail>
        <Detail label={translate(`${T}.fields.availabilityLabel`)}>{product.active ? product.availabilityLabel : translate(`${T}.values.not_shown`)}</Detail>
        <Detail label={translate(`${T}.fields.createdAt`)}>{formatMadridDateTime(product.createdAt)}</Detail>
        <Detail label={translate(`${T}.fields.updatedAt`)}>{formatMadridDateTime(product.updatedAt)}</Detail>
      </DetailList>
    </CollapsibleSection>
  );
};

/**
 * The product's photos in the repairs' gallery. The staff's file address serves a product's
 * photo whether or not it is for sale (the public catalogue's only while it is).
 */
const photosOf = (product: Product): RecordImage[] =>
  (product.photos ?? []).map((photo, index) => ({
    id: photo.id,
    imageUrl: `/api/uploads/${encodeURIComponent(photo.id)}/file`,
    filename: `${product.name} (${index + 1})`,
    contentType: '',
    size: 0,
    createdAt: '',
  }));

const ProductSummaryTab = () => {
  const product = useRecordContext<Product>();
  const translate = useProductTranslate();
  if (!product) return null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <ProductDetails product={product} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <ProductSale product={product} />
      </Grid>
      <Grid size={12}>
        <CollapsibleSection title={translate(`${T}.sections.photos`)}>
          <RecordImages owner="product" recordId={product.id} images={photosOf(product)} emptyText={translate(`${T}.values.no_photos`)} />
        </CollapsibleSection>
      </Grid>
    </Grid>
  );
};

const ProductTabs = () => {
  const translate = useProductTranslate();
  return (
    <DetailTabs
      resource="products"
      idPrefix="product"
      label={translate(`${T}.name`, { smart_count: 1 })}
      main={{ value: 'summary', label: translate(`${T}.tabs.summary`), content: <ProductSummaryTab /> }}
      history={{
        label: translate(`${T}.tabs.history`),
        content: (
          <RepairHistory
            resource="products"
            formatValue={formatProductHistoryValue}
            noteOf={productEventNote}
            title={translate(`${T}.history.title`)}
          />
        ),
      }}
    />
  );
};

/** A missing product reads 'Producto no encontrado' and leads back to the list. */
export const ProductShow = () => (
  <ShopShow actions={<ProductShowActions />}>
    <ProductHeader />
    <ProductTabs />
  </ShopShow>
);
