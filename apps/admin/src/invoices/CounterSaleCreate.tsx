import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
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
import { invoiceMessages, type PaymentMethod } from '@taller/domain';
import { useId, useState, type FormEvent } from 'react';
import { ListButton, TopToolbar, useBasename, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import '../i18n/invoiceScreens.es';
import { serverMessage } from '../providers/errors';
import { centsToTypedEuros } from '../repairs/payments/movementForm';
import type { Product } from '../products/types';
import { sellAtCounter } from './api';
import { serverFieldErrors } from './formErrors';
import { emptyLine, newRequestId, readLines, saleLinesOf, shortLines, type LineErrors, type TypedLine } from './invoiceForm';
import { LinesEditor, LiveTotal } from './LinesEditor';
import { ProductPicker } from './ProductPicker';
import { MethodField } from './InvoiceActionDialog';
import { invoicePrintPath } from './routes';

const T = 'invoices.counter';
type Kind = 'simplified' | 'full';
type CustomerField = 'name' | 'taxId' | 'address';

/** A line left as it opened, blank: a picked product takes its place. */
const isBlank = (line: TypedLine) => !line.productId && !line.description.trim() && !line.unitPrice.trim();

/**
 * 'Venta en mostrador' as one act (issue 18): products picked from the catalogue (their name and
 * price) and free lines (a service), units, how the customer pays, and a ticket or a full
 * invoice. One request sells: the units leave stock, the money lands in the day's Caja and the
 * invoice is issued; then the printed invoice opens (the ticket by default). More units than
 * the catalogue has free are refused unless the clerk says why they are sold anyway.
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
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [override, setOverride] = useState(false);
  const [overrideReason, setOverrideReason] = useState('');
  const [customer, setCustomer] = useState<Record<CustomerField, string>>({ name: '', taxId: '', address: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readLines(lines);
    setLineErrors(read.errors);
    const found: Record<string, string> = {};
    if (!method) found['method'] = translate(`${T}.method_required`);
    if (override && !overrideReason.trim()) found['stockOverride'] = translate(`${T}.override_reason_required`);
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
      const invoice = await sellAtCounter({
        lines: saleLinesOf(lines, read.lines),
        method: method as PaymentMethod,
        kind,
        ...(override ? { stockOverride: overrideReason.trim() } : {}),
        ...(kind === 'full' ? { customer: { name: customer.name.trim(), taxId: customer.taxId.trim(), address: customer.address.trim() } } : {}),
        requestId,
      });
      notify(`${T}.sold`, { type: 'success', messageArgs: { number: invoice.number } });
      navigate(invoicePrintPath(basename, invoice.id, kind === 'simplified' ? 'ticket' : 'a4'));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors(fields);
      setFailure(serverMessage(error) ?? invoiceMessages.formHasErrors);
      setSending(false);
    }
  };

  const pick = (product: Product) => {
    const line: TypedLine = { description: product.name, quantity: '1', unitPrice: centsToTypedEuros(product.priceCents), productId: product.id, available: product.available };
    const same = lines.findIndex((each) => each.productId === product.id);
    // The same product again is one more unit of its line, as the server wants it.
    if (same >= 0) setLines(lines.map((each, at) => (at === same ? { ...each, quantity: String(Number(each.quantity) + 1) } : each)));
    else setLines([...lines.filter((each) => !isBlank(each)), line]);
  };
  const short = shortLines(lines);

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
              <ProductPicker onPick={pick} disabled={sending} />
              <LinesEditor lines={lines} errors={lineErrors} onChange={setLines} disabled={sending} />
              <LiveTotal lines={lines} />
              {(short.length > 0 || override) && (
                <Stack spacing={1} sx={{ maxWidth: 560 }}>
                  {short.length > 0 && (
                    <Alert severity="warning">
                      {translate(`${T}.short`, { names: short.map((line) => line.description).join(', ') })}
                    </Alert>
                  )}
                  <FormControlLabel
                    control={<Checkbox checked={override} onChange={(e) => setOverride(e.target.checked)} disabled={sending} />}
                    label={translate(`${T}.override`)}
                  />
                  {override && (
                    <TextField
                      label={translate(`${T}.override_reason`)}
                      value={overrideReason}
                      onChange={(e) => setOverrideReason(e.target.value)}
                      error={Boolean(errors['stockOverride'])}
                      helperText={errors['stockOverride']}
                      required
                      disabled={sending}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                  )}
                </Stack>
              )}
              <MethodField
                label={translate(`${T}.method`)}
                value={method}
                onChange={(chosen) => {
                  setMethod(chosen);
                  setErrors(({ method: _answered, ...rest }) => rest);
                }}
                sending={sending}
                required
                error={errors['method']}
              />
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
