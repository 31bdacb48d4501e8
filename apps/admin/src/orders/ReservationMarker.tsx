import StorefrontIcon from '@mui/icons-material/Storefront';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import '../i18n/reservations.es';
import type { OrderReservation } from './types';

/**
 * The list's marker of a reservation made on the web, with its pickup code (what the customer
 * shows at the counter, and what the scanner types into the search).
 */
export const ReservationMarker = ({ reservation }: { reservation: OrderReservation }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color="info"
        icon={<StorefrontIcon />}
        label={translate('resources.orders.reservation.marker')}
        title={translate('resources.orders.reservation.marker_title')}
        data-testid="reservation-marker"
      />
      {reservation.pickupCode && (
        <Typography
          variant="body2"
          component="span"
          data-testid="reservation-code"
          aria-label={translate('resources.orders.reservation.code_short', { code: reservation.pickupCode })}
          sx={{ fontFamily: 'monospace', fontWeight: 600, letterSpacing: '0.05em', whiteSpace: 'nowrap' }}
        >
          {reservation.pickupCode}
        </Typography>
      )}
    </Stack>
  );
};
