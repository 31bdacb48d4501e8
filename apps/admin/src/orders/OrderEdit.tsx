import CloseIcon from '@mui/icons-material/Close';
import { orderEditSchema } from '@taller/domain';
import {
  Button,
  DateInput,
  Edit,
  ListButton,
  SaveButton,
  ShowButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { validateWith } from '../forms';
import { DeleteOrderButton } from './OrderShow';
import { LiveOrderTotal, OrderLineInputs, OrderPaymentInputs, OrderStatusInput } from './OrderInputs';
import type { Order } from './types';
import { hasFieldErrors } from '../providers/errors';

const validateOrderEdit = validateWith(orderEditSchema);

const OrderEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ShowButton />
  </TopToolbar>
);

/** Leaves edit mode for the detail; unsaved changes ask first (the form warns). */
const CancelButton = () => {
  const order = useRecordContext<Order>();
  const redirect = useRedirect();
  return (
    <Button label="resources.orders.actions.cancel" onClick={() => redirect('show', 'orders', order?.id)}>
      <CloseIcon />
    </Button>
  );
};

const OrderEditToolbar = () => (
  <Toolbar sx={{ gap: 1 }}>
    <SaveButton />
    <CancelButton />
    <DeleteOrderButton />
  </Toolbar>
);

/**
 * The order editor. The form holds the whole record, `version` included, and PUTs it whole:
 * a save based on a stale screen gets a 409 whose Spanish message is shown while the form
 * keeps what was typed (pessimistic mode: nothing is redirected or reset). The delivery date
 * is edited here too: it is what the work calendar shows.
 */
export const OrderEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit<Order>
      mutationMode="pessimistic"
      actions={<OrderEditActions />}
      mutationOptions={{
        onSuccess: (order) => {
          notify('resources.orders.notifications.updated', { type: 'info' });
          redirect('show', 'orders', order.id, order);
        },
        onError: (error) => {
          // Field errors are shown beside their fields, with the form's general message.
          if (hasFieldErrors(error)) return;
          notify((error as Error)?.message || 'resources.orders.notifications.save_failed', { type: 'error' });
        },
      }}
    >
      <SimpleForm
        validate={validateOrderEdit}
        toolbar={<OrderEditToolbar />}
        warnWhenUnsavedChanges
        // The spec's messages, not the browser's (English) ones for min and step.
        noValidate
        sx={{ maxWidth: 720 }}
      >
        <OrderLineInputs schema={orderEditSchema} />
        <LiveOrderTotal />
        <OrderStatusInput />
        <OrderPaymentInputs />
        <DateInput source="deliveryDate" />
      </SimpleForm>
    </Edit>
  );
};
