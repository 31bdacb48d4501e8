import DialogContentText from '@mui/material/DialogContentText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatEuros, invoiceMessages, type PaymentMethod } from '@taller/domain';
import { useState } from 'react';
import { useBasename, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import '../i18n/invoiceScreens.es';
import { rectifyInvoice } from './api';
import { InvoiceActionDialog, MethodField, ReasonField, useInvoiceRequest } from './InvoiceActionDialog';
import { newRequestId, readLines, typedLineOf, typedTotals, type LineErrors, type TypedLine } from './invoiceForm';
import { LinesEditor } from './LinesEditor';
import { invoicePrintPath } from './routes';
import type { Invoice } from './types';

const T = 'invoices.rectify';

/**
 * 'Rectificar': the original's lines, prefilled and editable, as they should have been, and the
 * reason. What the rectifying invoice will come to (by differences: the new total less the
 * original's) is shown as it is typed. Issued, the rectifying invoice opens printed.
 */
export const RectifyDialog = ({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const [requestId] = useState(newRequestId);
  const [lines, setLines] = useState<TypedLine[]>(() => invoice.lines.map(typedLineOf));
  const [lineErrors, setLineErrors] = useState<LineErrors[]>([]);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // A counter sale was paid at the counter: the difference is paid back (or charged) there too.
  const [method, setMethod] = useState<PaymentMethod>(invoice.sale?.method ?? 'cash');
  const { failure, setFailure, sending, send } = useInvoiceRequest();
  const newTotal = typedTotals(lines).totalCents;

  const submit = () => {
    const read = readLines(lines);
    setLineErrors(read.errors);
    setReasonError(reason.trim() ? null : invoiceMessages.reasonRequired);
    setFailure(null);
    if (!read.lines || !reason.trim()) return;
    const corrected = read.lines;
    void send(
      async () => {
        const rectifying = await rectifyInvoice(invoice.id, { lines: corrected, reason: reason.trim(), requestId, ...(invoice.sale ? { method } : {}) });
        notify(`${T}.issued`, { type: 'success', messageArgs: { number: rectifying.number } });
        refresh();
        onClose();
        navigate(invoicePrintPath(basename, rectifying.id));
      },
      (fields) => {
        if (fields.reason) setReasonError(fields.reason);
        return false;
      },
    );
  };

  const total = (label: string, cents: number, strong = false) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={strong ? { fontWeight: 700 } : undefined}>
        {translate(`${T}.${label}`)}
      </TableCell>
      <TableCell align="right" sx={strong ? { fontWeight: 700 } : undefined} data-testid={strong ? 'rectify-difference-amount' : undefined}>
        {formatEuros(cents)}
      </TableCell>
    </TableRow>
  );

  return (
    <InvoiceActionDialog
      title={translate(`${T}.title`, { number: invoice.number })}
      intro={<DialogContentText>{translate(`${T}.intro`)}</DialogContentText>}
      failure={failure}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
      confirm={translate(`${T}.confirm`)}
      maxWidth="md"
    >
      <LinesEditor lines={lines} errors={lineErrors} onChange={setLines} disabled={sending} />
      <Table size="small" sx={{ maxWidth: 360, ml: 'auto' }} role="status" aria-live="polite" data-testid="rectify-difference">
        <TableBody>
          {total('original_total', invoice.totalCents)}
          {total('new_total', newTotal)}
          {total('difference', newTotal - invoice.totalCents, true)}
        </TableBody>
      </Table>
      {invoice.sale && newTotal !== invoice.totalCents && (
        <MethodField label={translate(newTotal < invoice.totalCents ? `${T}.method_back` : `${T}.method_charge`)} value={method} onChange={setMethod} sending={sending} />
      )}
      <ReasonField label={translate(`${T}.reason`)} value={reason} onChange={setReason} error={reasonError} sending={sending} maxLength={500} />
    </InvoiceActionDialog>
  );
};
