import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { invoiceState, type Invoice } from './types';

const colours = { issued: 'success', rectified: 'warning', annulled: 'error' } as const;

/** 'Emitida', 'Rectificada por R2027-000001' or 'Anulada', as the server last said. */
export const InvoiceStatus = ({ invoice, size = 'small' }: { invoice: Pick<Invoice, 'annulled' | 'rectifiedBy'>; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  const state = invoiceState(invoice);
  return (
    <Chip
      size={size}
      variant="outlined"
      color={colours[state.kind]}
      data-testid="invoice-status"
      label={translate(`invoices.status.${state.kind}`, state.kind === 'rectified' ? { number: state.number } : {})}
    />
  );
};
