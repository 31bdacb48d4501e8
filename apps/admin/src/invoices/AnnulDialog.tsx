import Alert from '@mui/material/Alert';
import { invoiceMessages } from '@taller/domain';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { annulInvoice } from './api';
import { InvoiceActionDialog, ReasonField, useInvoiceRequest } from './InvoiceActionDialog';
import { newRequestId } from './invoiceForm';
import type { Invoice } from './types';

const T = 'invoices.annul';

/**
 * 'Anular' (the Administrador's): said first what an annulment is for, an invoice issued by
 * mistake, and that a wrong one is rectified instead; the reason is required. The invoice
 * reads 'Anulada' once the server says so.
 */
export const AnnulDialog = ({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [requestId] = useState(newRequestId);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { failure, setFailure, sending, send } = useInvoiceRequest();

  const submit = () => {
    setFailure(null);
    setReasonError(reason.trim() ? null : invoiceMessages.reasonRequired);
    if (!reason.trim()) return;
    void send(
      async () => {
        await annulInvoice(invoice.id, { reason: reason.trim(), requestId });
        notify(`${T}.done`, { type: 'success', messageArgs: { number: invoice.number } });
        refresh();
        onClose();
      },
      (fields) => {
        if (fields.reason) setReasonError(fields.reason);
        return Boolean(fields.reason);
      },
    );
  };

  return (
    <InvoiceActionDialog
      title={translate(`${T}.title`, { number: invoice.number })}
      intro={<Alert severity="warning">{translate(`${T}.explanation`)}</Alert>}
      failure={failure}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
      confirm={translate(`${T}.confirm`)}
      danger
    >
      <ReasonField label={translate(`${T}.reason`)} value={reason} onChange={setReason} error={reasonError} sending={sending} maxLength={500} autoFocus />
    </InvoiceActionDialog>
  );
};
