import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuros, orderSummary, orderTotalCents } from '@taller/domain';
import { BooleanInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isRequiredBy, type FormSchema } from '../forms';
import { Detail, DetailList } from '../layout/Section';
import { EurosInput, SchemaTextInput } from '../shared/FormInputs';
import { orderPaymentMethodChoices, orderStatusChoices } from './choices';

/**
 * The product line, shared by the create and edit forms: name, description, quantity (whole,
 * at least 1) and unit price in euros (stored as integer cents, step 0.01). `fixed`: shown but
 * not editable (a reservation's products and price are what was held).
 */
export const OrderLineInputs = ({ schema, fixed = false }: { schema: FormSchema; fixed?: boolean }) => (
  <>
    <SchemaTextInput schema={schema} source="name" readOnly={fixed} />
    <SchemaTextInput schema={schema} source="description" multiline minRows={3} />
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <NumberInput
        source="quantity"
        step={1}
        min={1}
        // Required in both forms: a new order defaults it to 1, it may not be emptied.
        isRequired
        readOnly={fixed}
        sx={{ flex: '1 1 10rem' }}
      />
      <EurosInput
        source="unitPriceCents"
        label="resources.orders.fields.unitPriceEuros"
        isRequired={isRequiredBy(schema, 'unitPriceCents')}
        readOnly={fixed}
        sx={{ flex: '1 1 10rem' }}
      />
    </Box>
  </>
);

export const OrderPaymentInputs = () => (
  <>
    <SelectInput source="paymentMethod" choices={orderPaymentMethodChoices} isRequired />
    <BooleanInput source="isPaid" />
  </>
);

export const OrderStatusInput = ({ choices = orderStatusChoices, readOnly = false, helperText }: { choices?: typeof orderStatusChoices; readOnly?: boolean; helperText?: string }) => (
  <SelectInput source="status" choices={choices} isRequired readOnly={readOnly} helperText={helperText} />
);

const positiveWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The total as quantity × unit price, recomputed on every keystroke (spec §5), with its base
 * and IVA. Announced politely to screen readers as it changes.
 */
export const LiveOrderTotal = () => {
  const translate = useTranslate();
  const [quantity, unitPriceCents] = useWatch({ name: ['quantity', 'unitPriceCents'] }) as [unknown, unknown];
  const valid = positiveWhole(quantity) && positiveWhole(unitPriceCents);
  const summary = orderSummary(valid ? orderTotalCents(quantity, unitPriceCents) : 0);
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="live-order-total"
      sx={{ width: '100%', maxWidth: 420, mb: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('resources.orders.summary.live_title')}:{' '}
        <Box component="span" data-testid="live-order-total-amount">
          {formatEuros(summary.totalCents)}
        </Box>
      </Typography>
      {valid && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.orders.summary.live_line', {
            quantity,
            unitPrice: formatEuros(unitPriceCents),
          })}
        </Typography>
      )}
      <DetailList>
        <Detail label="resources.orders.summary.base">{formatEuros(summary.baseCents)}</Detail>
        <Detail label="resources.orders.summary.iva">{formatEuros(summary.ivaCents)}</Detail>
      </DetailList>
    </Box>
  );
};
