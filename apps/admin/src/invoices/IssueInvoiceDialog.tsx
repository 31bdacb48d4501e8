import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { invoiceMessages } from '@taller/domain';
import { useId, useState } from 'react';
import { useBasename, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import '../i18n/invoiceScreens.es';
import type { ClientDetail } from '../clients/types';
import { issueInvoice } from './api';
import { InvoiceActionDialog, useInvoiceRequest } from './InvoiceActionDialog';
import { newRequestId } from './invoiceForm';
import { invoicePrintPath } from './routes';

const T = 'invoices.issue';
type Kind = 'simplified' | 'full';
type CustomerField = 'name' | 'taxId' | 'address';

/**
 * 'Emitir factura' for a collected repair or a delivered order: simplified (the ticket) or full,
 * for which the customer's name, NIF and address are asked, prefilled from the client's record
 * where it has them. The lines come from the record, on the server. Once the server has issued
 * it, the printed invoice opens; until then nothing says it exists.
 */
export const IssueInvoiceDialog = ({
  source,
  clientId,
  onClose,
}: {
  source: { kind: 'repair' | 'order'; id: number };
  clientId: number | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const basename = useBasename();
  const kindId = useId();
  const [requestId] = useState(newRequestId);
  const [kind, setKind] = useState<Kind>('simplified');
  const [customer, setCustomer] = useState<Record<CustomerField, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, setFailure, sending, send } = useInvoiceRequest();
  const { data: client } = useGetOne<ClientDetail>('clients', { id: clientId ?? 0 }, { enabled: clientId !== null });
  // The client's record knows a name (a company's, if it has one), never a NIF or an address yet.
  const prefilled = { name: client ? client.company || client.fullName : '', taxId: '', address: '' };
  const shown = customer ?? prefilled;

  const submit = () => {
    const found: Record<string, string> = {};
    if (kind === 'full') {
      if (!shown.name.trim()) found['customer.name'] = invoiceMessages.customerNameRequired;
      if (!shown.taxId.trim()) found['customer.taxId'] = invoiceMessages.taxIdRequired;
      if (!shown.address.trim()) found['customer.address'] = invoiceMessages.addressRequired;
    }
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    void send(
      async () => {
        const invoice = await issueInvoice({
          source,
          kind,
          ...(kind === 'full' ? { customer: { name: shown.name.trim(), taxId: shown.taxId.trim(), address: shown.address.trim() } } : {}),
          requestId,
        });
        notify(`${T}.issued`, { type: 'success', messageArgs: { number: invoice.number } });
        refresh();
        onClose();
        navigate(invoicePrintPath(basename, invoice.id));
      },
      (fields) => {
        setErrors(fields);
        return Object.keys(fields).length > 0;
      },
    );
  };

  const field = (name: CustomerField, label: string, multiline = false) => (
    <TextField
      label={translate(`${T}.${label}`)}
      value={shown[name]}
      onChange={(e) => setCustomer({ ...shown, [name]: e.target.value })}
      error={Boolean(errors[`customer.${name}`])}
      helperText={errors[`customer.${name}`]}
      required
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      disabled={sending}
      slotProps={{ htmlInput: { maxLength: name === 'address' ? 300 : name === 'name' ? 120 : 20, autoComplete: 'off' } }}
    />
  );

  return (
    <InvoiceActionDialog
      title={translate(`${T}.title_${source.kind}`, { id: source.id })}
      failure={failure}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
      confirm={translate(`${T}.confirm`)}
      cancel={translate(`${T}.cancel`)}
    >
      <FormControl>
        <FormLabel id={kindId}>{translate(`${T}.kind`)}</FormLabel>
        <RadioGroup aria-labelledby={kindId} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          <FormControlLabel value="simplified" control={<Radio />} label={translate(`${T}.simplified`)} disabled={sending} />
          <FormControlLabel value="full" control={<Radio />} label={translate(`${T}.full`)} disabled={sending} />
        </RadioGroup>
        <FormHelperText>{translate(`${T}.${kind}_hint`)}</FormHelperText>
      </FormControl>
      {kind === 'full' && (
        <>
          {client && <Alert severity="info">{translate(`${T}.prefilled`)}</Alert>}
          {field('name', 'name')}
          {field('taxId', 'tax_id')}
          {field('address', 'address', true)}
        </>
      )}
    </InvoiceActionDialog>
  );
};
