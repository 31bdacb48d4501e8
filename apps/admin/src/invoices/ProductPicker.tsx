import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { formatEuros } from '@taller/domain';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import type { Product } from '../products/types';

const T = 'invoices.counter';

/**
 * 'Añadir producto del catálogo': the catalogue searched as it is typed (name, brand, model),
 * each with its price and the units free; picking one adds it as a line of the sale.
 */
export const ProductPicker = ({ onPick, disabled }: { onPick: (product: Product) => void; disabled?: boolean }) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const { data = [], isPending } = useGetList<Product>('products', {
    filter: typed.trim() ? { q: typed.trim() } : {},
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <Autocomplete
      options={data}
      value={null}
      inputValue={typed}
      onInputChange={(_event, text, reason) => setTyped(reason === 'reset' ? '' : text)}
      onChange={(_event, product) => product && onPick(product)}
      getOptionLabel={(product) => product.name}
      filterOptions={(options) => options}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isPending}
      disabled={disabled}
      noOptionsText={translate(`${T}.no_products`)}
      renderOption={({ key, ...props }, product) => (
        <li key={key} {...props}>
          {translate(`${T}.product_option`, { name: product.name, price: formatEuros(product.priceCents), smart_count: product.available })}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={translate(`${T}.add_product`)} helperText={translate(`${T}.add_product_hint`)} size="small" />}
      sx={{ maxWidth: 560 }}
    />
  );
};
