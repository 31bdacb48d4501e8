import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@taller/domain/money';
import { useId, useState } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SelectInput,
  useGetOne,
  useInput,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import '../i18n/specialOrders.es';
import type { Product } from '../products/types';
import { EurosInput } from '../shared/FormInputs';
import { depositMethodChoices } from './specialOrder';
import { PAID_LATER } from './specialOrderForm';

const T = 'resources.orders.special';

const useIsSpecial = () => useWatch({ name: 'special' }) === true;

/** 'Encargo (producto que no tenemos)': the new order is ordered for the customer, with its product and deposit below. */
export const SpecialOrderSwitch = () => {
  const translate = useTranslate();
  return <BooleanInput source="special" label={`${T}.fields.special`} helperText={translate(`${T}.form.hint`)} />;
};

const productLabel = (product: Product) => `${product.name} · ${formatEuros(product.priceCents)}`;

/** 'Hay N disponibles en tienda': the product chosen may not need ordering at all. */
const AvailableInShop = ({ productId }: { productId: number }) => {
  const translate = useTranslate();
  const { data: product } = useGetOne<Product>('products', { id: productId });
  if (!product || product.available <= 0) return null;
  return (
    <Alert severity="info" role="status" data-testid="special-order-available" sx={{ mb: 2 }}>
      {translate(`${T}.form.available`, { smart_count: product.available })}
    </Alert>
  );
};

/**
 * The catalogue product ordered, optional (free text is allowed): picking one fills in the
 * order's name and unit price when they are still empty, and says when the shop has units of it.
 */
export const SpecialOrderProductInput = () => {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const productId = useWatch({ name: 'productId' }) as number | null | undefined;
  const [typed, setTyped] = useState('');
  if (!useIsSpecial()) return null;

  const prefill = (_id: Identifier, choice: Product | RaRecord | '') => {
    if (!choice) return;
    const product = choice as Product;
    if (!String(getValues('name') ?? '').trim()) setValue('name', product.name, { shouldDirty: true });
    const price = getValues('unitPriceCents');
    if (price === null || price === undefined || price === '' || price === 0) {
      setValue('unitPriceCents', product.priceCents, { shouldDirty: true });
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <ReferenceInput source="productId" reference="products" sort={{ field: 'name', order: 'ASC' }} perPage={10}>
        <AutocompleteInput
          label={`${T}.fields.productId`}
          optionText={productLabel}
          filterToQuery={(q: string) => ({ q: q.trim() })}
          onInputChange={(_event, text) => setTyped(text)}
          noOptionsText={typed.trim() ? `${T}.form.product_no_match` : `${T}.form.product_search_hint`}
          helperText={translate(`${T}.form.product_hint`)}
          onChange={prefill}
        />
      </ReferenceInput>
      {typeof productId === 'number' && <AvailableInShop productId={productId} />}
    </Box>
  );
};

/** A checkbox of the form (react-admin has only switches), with its hint tied to it for screen readers. */
const DepositRefundableInput = () => {
  const translate = useTranslate();
  const hintId = useId();
  const { field, id } = useInput({ source: 'depositRefundable', defaultValue: true });
  return (
    <Box sx={{ mb: 1 }}>
      <FormControlLabel
        label={translate(`${T}.fields.depositRefundable`)}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value !== false}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-describedby': hintId } as object }}
          />
        }
      />
      <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 4 }}>
        {translate(`${T}.form.refundable_hint`)}
      </FormHelperText>
    </Box>
  );
};

/**
 * 'Señal': the deposit asked (euros, optional, at most the total), whether it goes back on
 * cancelling, and whether the customer pays it now and how ('Aún no, la paga después' is a
 * choice of its own: the select has no default, so nobody records money that was not taken).
 */
export const SpecialOrderDepositInputs = () => {
  const translate = useTranslate();
  const depositCents = useWatch({ name: 'depositCents' }) as unknown;
  const paidWith = useWatch({ name: 'depositPaidWith' }) as unknown;
  if (!useIsSpecial()) return null;
  const asked = typeof depositCents === 'number' && depositCents !== 0;
  return (
    <Box component="fieldset" sx={{ width: '100%', maxWidth: 720, border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1, pb: 1.5, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5, fontWeight: 600 }}>
        {translate(`${T}.form.deposit_title`)}
      </Typography>
      <EurosInput source="depositCents" label={`${T}.fields.depositCents`} helperText={`${T}.form.deposit_hint`} sx={{ maxWidth: 360 }} />
      <DepositRefundableInput />
      {asked && (
        <SelectInput
          source="depositPaidWith"
          label={`${T}.fields.depositPaidWith`}
          choices={[...depositMethodChoices, { id: PAID_LATER, name: translate(`${T}.form.paid_later`) }]}
          isRequired
          helperText={paidWith === PAID_LATER ? `${T}.form.paid_later_hint` : false}
          sx={{ minWidth: 280 }}
        />
      )}
    </Box>
  );
};
