import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { formatEuros } from '@taller/domain/money';
import { depositMethodLabels, depositOutcomeLabels } from '@taller/domain/texts';
import { Link, useCreatePath, useGetOne, useTranslate } from 'react-admin';
import '../i18n/specialOrders.es';
import { Detail, DetailList } from '../layout/Section';
import type { Product } from '../products/types';
import { CollapsibleSection } from '../shared/CollapsibleSection';
import { orderInstantText } from './dates';
import { isClosedSpecialOrder, type SpecialOrder } from './specialOrder';
import { SpecialOrderActions } from './SpecialOrderActions';

const T = 'resources.orders.special';

/** The catalogue product ordered, as a link to it (named as the catalogue names it now), or 'free text'. */
const useOrderedProduct = (productId: number | null) => {
  const { data } = useGetOne<Product>('products', { id: productId ?? 0 }, { enabled: productId !== null });
  return data;
};

/** Asked (and whether it goes back on cancelling), paid (how and when) or still owed, and what became of it. */
const DepositDetails = ({ order }: { order: SpecialOrder }) => {
  const translate = useTranslate();
  const { depositCents, depositRefundable, deposit, depositOutcome } = order.specialOrder;
  if (depositCents === null) {
    return <Detail label={`${T}.deposit_asked`}>{translate(`${T}.deposit_none`)}</Detail>;
  }
  return (
    <>
      <Detail label={`${T}.deposit_asked`}>
        <Box component="span" data-testid="special-order-deposit-asked">
          {formatEuros(depositCents)} · {translate(depositRefundable ? `${T}.refundable` : `${T}.not_refundable`)}
        </Box>
      </Detail>
      <Detail label={`${T}.deposit_paid`}>
        <Box component="span" data-testid="special-order-deposit-paid">
          {deposit
            ? translate(`${T}.deposit_paid_value`, {
                amount: formatEuros(deposit.amountCents),
                method: depositMethodLabels[deposit.method] ?? deposit.method,
                when: orderInstantText(deposit.paidAt),
              })
            : translate(`${T}.deposit_pending`)}
        </Box>
      </Detail>
      {depositOutcome && depositOutcome !== 'refund_failed' && (
        <Detail label={`${T}.outcome`}>
          <Box component="span" data-testid="special-order-deposit-outcome">
            {depositOutcomeLabels[depositOutcome]}
          </Box>
        </Detail>
      )}
    </>
  );
};

/**
 * 'Encargo': what was ordered for the customer (a catalogue product, or free text), the deposit
 * asked and what became of it, whether the goods arrived, what is still owed, and the counter's
 * actions while it is open ('Ha llegado', 'Registrar señal'). Cancelling, which asks about the
 * deposit, is the status action 'Cancelado' above.
 */
export const SpecialOrderSection = ({ order }: { order: SpecialOrder }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { productId, arrivedAt, depositOutcome, balanceCents } = order.specialOrder;
  const product = useOrderedProduct(productId);
  const productName = product?.name ?? order.name;
  const closed = isClosedSpecialOrder(order);
  return (
    <CollapsibleSection title={`${T}.section`}>
      <Stack spacing={2}>
        <DetailList>
          <Detail label={`${T}.product`}>
            {productId === null ? (
              translate(`${T}.product_none`)
            ) : (
              <Link
                to={createPath({ resource: 'products', id: productId, type: 'show' })}
                title={translate(`${T}.open_product`, { name: productName })}
                data-testid="special-order-product"
              >
                {productName}
              </Link>
            )}
          </Detail>
          <DepositDetails order={order} />
          <Detail label={`${T}.arrival`}>
            <Box component="span" data-testid="special-order-arrival">
              {arrivedAt ? translate(`${T}.arrived`, { when: orderInstantText(arrivedAt) }) : translate(`${T}.not_arrived`)}
            </Box>
          </Detail>
          <Detail label={`${T}.balance`}>
            <Box component="strong" data-testid="special-order-balance">
              {formatEuros(balanceCents)}
            </Box>
          </Detail>
        </DetailList>
        {depositOutcome === 'refund_failed' && (
          <Alert severity="error" data-testid="special-order-refund-failed">
            {depositOutcomeLabels.refund_failed}
          </Alert>
        )}
        {closed ? (
          <Alert severity={order.status === 'delivered' ? 'success' : 'info'} data-testid="special-order-closed">
            {translate(order.status === 'delivered' ? `${T}.closed_delivered` : `${T}.closed_cancelled`)}
          </Alert>
        ) : (
          <SpecialOrderActions order={order} productName={productName} />
        )}
      </Stack>
    </CollapsibleSection>
  );
};
