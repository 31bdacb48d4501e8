import Chip from '@mui/material/Chip';
import { useProductTranslate } from './products.texts';
import type { Product } from './types';

/** 'Reponer': free units at or below the reorder level. Outlined amber, readable as text on white. */
export const ReorderChip = ({ product, size = 'small' }: { product: Product; size?: 'small' | 'medium' }) => {
  const translate = useProductTranslate();
  if (!product.lowStock) return null;
  return <Chip size={size} color="warning" label={translate('resources.products.list.reorder')} data-testid="reorder-chip" />;
};

/** 'No a la venta': kept in the catalogue, hidden from the public site. */
export const InactiveChip = ({ product, size = 'small' }: { product: Product; size?: 'small' | 'medium' }) => {
  const translate = useProductTranslate();
  if (product.active) return null;
  return <Chip size={size} variant="outlined" label={translate('resources.products.list.inactive')} />;
};
