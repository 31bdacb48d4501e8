import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEuros, invoiceMessages, type PaymentMethod } from '@taller/domain';
import { useState } from 'react';
import { useBasename, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import '../i18n/invoiceScreens.es';
import { returnCounterSale } from './api';
import { InvoiceActionDialog, MethodField, ReasonField, useInvoiceRequest } from './InvoiceActionDialog';
import { newRequestId } from './invoiceForm';
import { invoicePrintPath } from './routes';
import type { Invoice } from './types';

const T = 'invoices.return';

/** A counter sale can be returned once, while it stands (neither annulled nor rectified). */
export const returnable = (invoice: Invoice) => Boolean(invoice.sale) && invoice.kind !== 'rectifying' && !invoice.annulled && !invoice.rectifiedBy;

/**
 * 'Devolución' of a counter sale: how many units of each line come back (none by default), how
 * the money goes back (as it was paid, unless changed) and why. The rectifying invoice gives the
 * money back in the day's Caja and puts the products' units back in stock; it opens printed.
 */
export const ReturnDialog = ({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const [requestId] = useState(newRequestId);
  const [quantities, setQuantities] = useState<string[]>(() => invoice.lines.map(() => '0'));
  const [method, setMethod] = useState<PaymentMethod>(invoice.sale?.method ?? 'cash');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { failure, setFailure, sending, send } = useInvoiceRequest();
  const chosen = quantities.map((typed, line) => ({ line, quantity: /^\d{1,3}$/.test(typed.trim()) ? Number(typed) : 0 })).filter((each) => each.quantity > 0);
  const backCents = chosen.reduce((sum, { line, quantity }) => sum + quantity * invoice.lines[line]!.unitPriceCents, 0);

  const submit = () => {
    setReasonError(reason.trim() ? null : invoiceMessages.reasonRequired);
    setFailure(chosen.length === 0 ? translate(`${T}.nothing_chosen`) : null);
    if (!reason.trim() || chosen.length === 0) return;
    void send(async () => {
      const rectifying = await returnCounterSale(invoice.id, { lines: chosen, method, reason: reason.trim(), requestId });
      notify(`${T}.done`, { type: 'success', messageArgs: { number: rectifying.number, amount: formatEuros(backCents) } });
      refresh();
      onClose();
      navigate(invoicePrintPath(basename, rectifying.id, 'ticket'));
    });
  };

  return (
    <InvoiceActionDialog
      title={translate(`${T}.title`, { number: invoice.number })}
      intro={<DialogContentText>{translate(`${T}.intro`)}</DialogContentText>}
      failure={failure}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
      confirm={translate(`${T}.confirm`)}
    >
      {invoice.lines.map((line, index) => (
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }} data-testid="return-line">
          <Typography sx={{ flex: 1 }}>
            {translate(`${T}.sold`, { description: line.description, quantity: line.quantity, price: formatEuros(line.unitPriceCents) })}
          </Typography>
          <TextField
            label={translate(`${T}.units_back`)}
            value={quantities[index]}
            onChange={(e) => setQuantities(quantities.map((each, at) => (at === index ? e.target.value : each)))}
            disabled={sending}
            size="small"
            sx={{ width: '9rem' }}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-label': translate(`${T}.units_back_of`, { description: line.description }) } }}
          />
        </Stack>
      ))}
      <Typography variant="h6" component="p" role="status" aria-live="polite" sx={{ textAlign: 'right' }} data-testid="return-amount">
        {translate(`${T}.amount`, { amount: formatEuros(backCents) })}
      </Typography>
      <MethodField label={translate(`${T}.method`)} value={method} onChange={setMethod} sending={sending} />
      <ReasonField label={translate(`${T}.reason`)} value={reason} onChange={setReason} error={reasonError} sending={sending} maxLength={200} multiline={false} />
    </InvoiceActionDialog>
  );
};
