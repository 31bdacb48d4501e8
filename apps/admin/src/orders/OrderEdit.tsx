import CloseIcon from '@mui/icons-material/Close';
import { orderEditSchema } from '@taller/domain';
import { Button, DateInput, SaveButton, Toolbar, useRecordContext, useRedirect } from 'react-admin';
import { ShopEdit } from '../layout/ShopEdit';
import { DeleteOrderButton } from './OrderShow';
import { LiveOrderTotal, OrderLineInputs, OrderPaymentInputs, OrderStatusInput } from './OrderInputs';
import type { Order } from './types';

/** Leaves edit mode for the detail; unsaved changes ask first (the form warns), unlike a repair's cancel. */
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
 * The order editor ('Cambios guardados correctamente'), the whole order PUT with its version.
 * The delivery date is edited here too: it is what the work calendar shows.
 */
export const OrderEdit = () => (
  <ShopEdit<Order> schema={orderEditSchema} toolbar={<OrderEditToolbar />}>
    <OrderLineInputs schema={orderEditSchema} />
    <LiveOrderTotal />
    <OrderStatusInput />
    <OrderPaymentInputs />
    <DateInput source="deliveryDate" />
  </ShopEdit>
);
