import TextField from '@mui/material/TextField';
import { madridDay, newOrderSchema } from '@taller/domain';
import {
  Create,
  DateInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  useGetOne,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isRequiredBy, validateWith } from '../forms';
import { ListButtonBar } from '../layout/RecordActions';
import { hasFieldErrors } from '../providers/errors';
import type { Client } from '../providers/types';
import { ClientAutocomplete } from '../repairs/ClientAutocomplete';
import { LiveOrderTotal, OrderLineInputs, OrderPaymentInputs } from './OrderInputs';
import { specialOrderDefaults, toSpecialOrder, validateSpecialOrder } from './specialOrderForm';
import { SpecialOrderDepositInputs, SpecialOrderProductInput, SpecialOrderSwitch } from './SpecialOrderInputs';
import type { NewOrderForm, Order } from './types';

const validateOrder = validateWith(newOrderSchema);
/** The order's rules, and an encargo's when the switch is on. */
const validateNewOrder = (values: Record<string, unknown>) => ({ ...validateOrder(values), ...validateSpecialOrder(values) });

/** The spec's new-order defaults: quantity 1, cash, not paid, dated today (in Madrid). */
const newOrderDefaults = () => ({
  quantity: 1,
  unitPriceCents: null,
  paymentMethod: 'cash',
  isPaid: false,
  date: madridDay(new Date()),
  deliveryDate: null,
  ...specialOrderDefaults,
});

/** Only what an order is made of: the client picker also fills a contact number for repairs. */
const toNewOrder = (form: Record<string, unknown>): NewOrderForm => ({
  clientId: form.clientId as number,
  name: form.name as string,
  description: form.description as string,
  quantity: form.quantity as number,
  unitPriceCents: form.unitPriceCents as number,
  paymentMethod: form.paymentMethod as NewOrderForm['paymentMethod'],
  isPaid: Boolean(form.isPaid),
  date: form.date as string,
  deliveryDate: (form.deliveryDate as string | null) || null,
  ...toSpecialOrder(form),
}) as NewOrderForm;

/** The chosen client's phone, read-only and not part of the order (spec §3: copied from the client). */
const ClientPhone = () => {
  const translate = useTranslate();
  const clientId = useWatch({ name: 'clientId' }) as number | undefined;
  const { data: client } = useGetOne<Client>('clients', { id: clientId }, { enabled: clientId != null });
  return (
    <TextField
      label={translate('resources.orders.fields.phone')}
      value={client?.phone ?? ''}
      variant="filled"
      size="small"
      margin="dense"
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      fullWidth
      sx={{ mb: 2 }}
    />
  );
};

/** Saving an untouched form is allowed: it lists everything still missing, in the spec's words. */
const OrderCreateToolbar = () => (
  <Toolbar>
    <SaveButton alwaysEnable />
  </Toolbar>
);

/** Places an order for a client, then shows it ('Pedido creado exitosamente'). */
export const OrderCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<Order>
      actions={<ListButtonBar />}
      transform={toNewOrder}
      mutationOptions={{
        onSuccess: (order) => {
          notify('resources.orders.notifications.created', { type: 'success' });
          redirect('show', 'orders', order.id, order);
        },
        onError: (error) => {
          if (hasFieldErrors(error)) return;
          notify('resources.orders.notifications.create_failed', { type: 'error' });
        },
      }}
    >
      <SimpleForm
        validate={validateNewOrder}
        defaultValues={newOrderDefaults}
        toolbar={<OrderCreateToolbar />}
        noValidate
        sx={{ maxWidth: 720 }}
      >
        <ClientAutocomplete isRequired={isRequiredBy(newOrderSchema, 'clientId')} />
        <ClientPhone />
        <SpecialOrderSwitch />
        <SpecialOrderProductInput />
        <OrderLineInputs schema={newOrderSchema} />
        <LiveOrderTotal />
        <SpecialOrderDepositInputs />
        <OrderPaymentInputs />
        <DateInput source="date" isRequired />
        <DateInput source="deliveryDate" />
      </SimpleForm>
    </Create>
  );
};
