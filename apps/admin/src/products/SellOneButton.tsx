import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { useState, type MouseEvent } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { useProductTranslate } from './products.texts';
import { sellInStore } from './api';
import type { Product } from './types';
import { useStockMovement } from './useStockMovement';

/**
 * 'Vendido en tienda' on a list row: one unit sold at the counter. The row's figures change when
 * the server has recorded it; a refusal (none free meanwhile) is the server's own message. With
 * none free on the row it is not offered (greyed out): there is nothing to sell.
 */
export const SellOneButton = () => {
  const product = useRecordContext<Product>();
  const translate = useProductTranslate();
  const move = useStockMovement();
  const [busy, setBusy] = useState(false);
  if (!product) return null;
  const sell = async (event: MouseEvent) => {
    event.stopPropagation(); // not the row's click, which opens the detail
    setBusy(true);
    await move(() => sellInStore(product.id, 1), { message: 'resources.products.notifications.sold', args: { quantity: 1 } });
    setBusy(false);
  };
  return (
    <Button
      label={translate('resources.products.actions.sell_one')}
      aria-label={translate('resources.products.actions.sell_one_of', { name: product.name })}
      onClick={sell}
      disabled={busy || product.available <= 0}
      size="small"
      variant="outlined"
      sx={{ whiteSpace: 'nowrap' }}
    >
      <PointOfSaleIcon />
    </Button>
  );
};
