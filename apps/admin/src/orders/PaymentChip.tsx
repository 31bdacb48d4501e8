import Chip from '@mui/material/Chip';
import { orderPaymentStatusLabel } from '@taller/domain';

/** Paid (green) or not (amber), outlined: the theme keeps both readable as text on white. */
export const PaymentChip = ({ isPaid }: { isPaid: boolean }) => (
  <Chip
    size="small"
    variant="outlined"
    color={isPaid ? 'success' : 'warning'}
    label={orderPaymentStatusLabel(isPaid)}
    data-paid={isPaid}
  />
);
