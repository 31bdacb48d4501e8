import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { invoiceMessages } from '@taller/domain';
import { useId, useState, type FormEvent } from 'react';
import { ListButton, TopToolbar, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import '../i18n/invoiceScreens.es';
import { serverMessage } from '../providers/errors';
import { issueInvoice } from './api';
import { serverFieldErrors } from './formErrors';
import { emptyLine, newRequestId, readLines, type LineErrors, type TypedLine } from './invoiceForm';
import { LinesEditor, LiveTotal } from './LinesEditor';
import { invoicePrintPath } from './routes';

const T = 'invoices.counter';
type Kind = 'simplified' | 'full';
type CustomerField = 'name' | 'taxId' | 'address';

/**
 * 'Venta en mostrador': what is sold at the counter without a repair or an order, line by line
 * with the price with IVA, the total as it is typed; a full invoice when the customer gives a
 * NIF and address. Issued by the server, the printed invoice opens (the ticket by default).
 */
export const CounterSaleCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const kindId = useId();
  // A new id once a sale is issued; a retried request of the same sale issues it once.
  const [requestId] = useState(newRequestId);
  const [lines, setLines] = useState<TypedLine[]>([emptyLine()]);
  const [lineErrors, setLineErrors] = useState<LineErrors[]>([]);
  const [kind, setKind] = useState<Kind>('simplified');
  const [customer, setCustomer] = useState<Record<CustomerField, string>>({ name: '', taxId: '', address: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readLines(lines);
    setLineErrors(read.errors);
    const found: Record<string, string> = {};
    if (kind === 'full') {
      if (!customer.name.trim()) found['customer.name'] = invoiceMessages.customerNameRequired;
      if (!customer.taxId.trim()) found['customer.taxId'] = invoiceMessages.taxIdRequired;
      if (!customer.address.trim()) found['customer.address'] = invoiceMessages.addressRequired;
    }
    setErrors(found);
    setFailure(null);
    if (!read.lines || Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const invoice = await issueInvoice({
        source: { kind: 'counter' },
        kind,
        lines: read.lines,
        ...(kind === 'full' ? { customer: { name: customer.name.trim(), taxId: customer.taxId.trim(), address: customer.address.trim() } } : {}),
        requestId,
      });
      notify('invoices.issue.issued', { type: 'success', messageArgs: { number: invoice.number } });
      navigate(invoicePrintPath(basename, invoice.id, kind === 'simplified' ? 'ticket' : 'a4'));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      setFailure(serverMessage(error) ?? invoiceMessages.formHasErrors);
      setSending(false);
    }
  };

  const field = (name: CustomerField, label: string, multiline = false) => (
    <TextField
      label={translate(`invoices.issue.${label}`)}
      value={customer[name]}
      onChange={(e) => setCustomer({ ...customer, [name]: e.target.value })}
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
    <>
      <TopToolbar>
        <ListButton />
      </TopToolbar>
      <Card>
        <CardContent>
          <form onSubmit={submit} noValidate>
            <Stack spacing={2.5}>
              <Typography variant="h5" component="h1">
                {translate(`${T}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`${T}.intro`)}
              </Typography>
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              <LinesEditor lines={lines} errors={lineErrors} onChange={setLines} disabled={sending} />
              <LiveTotal lines={lines} />
              <FormControl>
                <FormLabel id={kindId}>{translate('invoices.issue.kind')}</FormLabel>
                <RadioGroup row aria-labelledby={kindId} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
                  <FormControlLabel value="simplified" control={<Radio />} label={translate('invoices.issue.simplified')} disabled={sending} />
                  <FormControlLabel value="full" control={<Radio />} label={translate('invoices.issue.full')} disabled={sending} />
                </RadioGroup>
              </FormControl>
              {kind === 'full' && (
                <Stack spacing={2} sx={{ maxWidth: 560 }}>
                  {field('name', 'name')}
                  {field('taxId', 'tax_id')}
                  {field('address', 'address', true)}
                </Stack>
              )}
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained" size="large" loading={sending}>
                  {translate(`${T}.confirm`)}
                </Button>
              </Stack>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </>
  );
};
