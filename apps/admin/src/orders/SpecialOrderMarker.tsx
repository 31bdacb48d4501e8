import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import '../i18n/specialOrders.es';

/** The list's and the header's marker of an encargo: a product ordered for the customer. */
export const SpecialOrderMarker = () => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color="secondary"
      icon={<LocalShippingIcon />}
      label={translate('resources.orders.special.marker')}
      title={translate('resources.orders.special.marker_title')}
      data-testid="special-order-marker"
      sx={{ mt: 0.5 }}
    />
  );
};
