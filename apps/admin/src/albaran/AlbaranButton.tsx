import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { AlbaranType } from '@taller/domain';
import { Button, Link, useBasename, useRecordContext, type ButtonProps } from 'react-admin';
import '../i18n/calendar.es';

/** The record's albarán (service sheet), from its show page: /gestion/albaran/repair/12. */
export const AlbaranButton = ({ type, variant }: { type: AlbaranType; variant?: ButtonProps['variant'] }) => {
  const record = useRecordContext();
  const basename = useBasename();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${basename}/albaran/${type}/${encodeURIComponent(String(record.id))}`}
      label="albaran.open"
      variant={variant}
    >
      <ReceiptLongIcon />
    </Button>
  );
};
