import ReceiptIcon from '@mui/icons-material/Receipt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link, useCreatePath, useGetList, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { IssueInvoiceDialog } from './IssueInvoiceDialog';
import type { Invoice } from './types';

/**
 * On a repair's or an order's detail: its invoice as a link once it has one (the current one:
 * neither annulled nor a rectifying one), else 'Emitir factura' once it may be invoiced (a
 * repair collected with its price, an order delivered). Nothing while the list is asked, so
 * that a record is never offered a second invoice.
 */
export const WorkInvoiceButton = ({
  source,
  invoiceable,
  clientId,
}: {
  source: { kind: 'repair' | 'order'; id: number };
  invoiceable: boolean;
  clientId: number | null;
}) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [open, setOpen] = useState(false);
  const { data, isPending, error } = useGetList<Invoice>('invoices', {
    filter: { sourceKind: source.kind, sourceId: source.id },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 25 },
  });
  if (isPending || error) return null;
  const current = data?.find((invoice) => invoice.rectifies === null && invoice.annulled === null);
  if (current) {
    return (
      <Button component={Link} to={createPath({ resource: 'invoices', type: 'show', id: current.id })} variant="outlined" startIcon={<ReceiptIcon />} data-testid="work-invoice">
        {translate('invoices.issue.invoiced', { number: current.number })}
      </Button>
    );
  }
  if (!invoiceable) return null;
  return (
    <>
      <Button variant="contained" startIcon={<RequestQuoteIcon />} onClick={() => setOpen(true)}>
        {translate('invoices.issue.button')}
      </Button>
      {open && <IssueInvoiceDialog source={source} clientId={clientId} onClose={() => setOpen(false)} />}
    </>
  );
};
