import Chip from '@mui/material/Chip';
import { orderPaymentStatusLabel } from '@taller/domain';

/** Paid or not; the amber outline keeps dark text (amber text on white is too faint to read). */
export const PaymentChip = ({ isPaid }: { isPaid: boolean }) => (
  <Chip
    size="small"
    variant="outlined"
    color={isPaid ? 'success' : 'warning'}
    label={orderPaymentStatusLabel(isPaid)}
    sx={{ color: isPaid ? 'success.dark' : 'text.primary' }}
    data-paid={isPaid}
  />
);
