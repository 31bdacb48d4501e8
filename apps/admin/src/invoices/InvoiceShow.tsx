import BlockIcon from '@mui/icons-material/Block';
import EditNoteIcon from '@mui/icons-material/EditNote';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain';
import { useState } from 'react';
import { Link, useBasename, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { Detail, DetailList, Section } from '../layout/Section';
import { ShopShow } from '../layout/ShopShow';
import { AnnulDialog } from './AnnulDialog';
import { EmailInvoiceDialog, InvoiceEmails } from './EmailInvoice';
import { InvoiceDocument } from './InvoiceDocument';
import { InvoiceSource } from './InvoiceSource';
import { InvoiceStatus } from './InvoiceStatus';
import { RectifyDialog } from './RectifyDialog';
import { returnable, ReturnDialog } from './ReturnDialog';
import { invoicePrintPath } from './routes';
import type { Invoice } from './types';

const T = 'invoices.show';

/** A wrong invoice is corrected once, by a rectifying one; a rectifying one is not itself rectified. */
const rectifiable = (invoice: Invoice) => invoice.kind !== 'rectifying' && !invoice.annulled && !invoice.rectifiedBy;

/** Number, kind, state, what it corrects or what corrected it, and its actions. */
const InvoiceHeader = () => {
  const invoice = useRecordContext<Invoice>();
  const translate = useTranslate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState<'rectify' | 'return' | 'annul' | 'email' | null>(null);
  if (!invoice) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {invoice.kindLabel} {invoice.number}
            </Typography>
            <InvoiceStatus invoice={invoice} size="medium" />
          </Stack>
          {invoice.rectifies && (
            <Alert severity="info" role="status">
              {translate('invoices.document.rectifies', { number: invoice.rectifies.number })}.{' '}
              {translate('invoices.document.reason', { reason: invoice.rectifies.reason })}{' '}
              <Link to={`${basename}/invoices/${invoice.rectifies.id}/show`}>{invoice.rectifies.number}</Link>
            </Alert>
          )}
          {invoice.rectifiedBy && (
            <Alert severity="warning" role="status">
              {translate(`${T}.rectified_by`, { number: invoice.rectifiedBy })}
            </Alert>
          )}
          {invoice.annulled && (
            <Alert severity="error" role="status">
              {translate(`${T}.annulled`, { date: formatMadridDateTime(invoice.annulled.at), reason: invoice.annulled.reason })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} useFlexGap role="toolbar" aria-label={translate(`${T}.toolbar`)} sx={{ flexWrap: 'wrap' }}>
            <Button component={Link} to={invoicePrintPath(basename, invoice.id, 'a4')} variant="contained" startIcon={<PrintIcon />}>
              {translate(`${T}.print_a4`)}
            </Button>
            <Button component={Link} to={invoicePrintPath(basename, invoice.id, 'ticket')} variant="outlined" startIcon={<ReceiptIcon />}>
              {translate(`${T}.print_ticket`)}
            </Button>
            <Button variant="outlined" startIcon={<MailOutlineIcon />} onClick={() => setOpen('email')}>
              {translate('invoices.email.action')}
            </Button>
            {returnable(invoice) && (
              <Button variant="outlined" startIcon={<KeyboardReturnIcon />} onClick={() => setOpen('return')}>
                {translate('invoices.return.action')}
              </Button>
            )}
            {rectifiable(invoice) && (
              <Button variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setOpen('rectify')}>
                {translate(`${T}.rectify`)}
              </Button>
            )}
            {/* A counter sale moved money and units: it is undone by 'Devolución', never annulled (the server refuses it). */}
            {identity?.role === 'administrador' && !invoice.annulled && !invoice.sale && (
              <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setOpen('annul')}>
                {translate(`${T}.annul`)}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {open === 'rectify' && <RectifyDialog invoice={invoice} onClose={() => setOpen(null)} />}
      {open === 'return' && <ReturnDialog invoice={invoice} onClose={() => setOpen(null)} />}
      {open === 'annul' && <AnnulDialog invoice={invoice} onClose={() => setOpen(null)} />}
      {open === 'email' && <EmailInvoiceDialog invoice={invoice} onClose={() => setOpen(null)} />}
    </Card>
  );
};

/** Where it comes from and its VERI*FACTU record, beside the invoice as it prints. */
const InvoiceBody = () => {
  const invoice = useRecordContext<Invoice>();
  const translate = useTranslate();
  if (!invoice) return null;
  const { verifactu } = invoice;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Box sx={{ overflowX: 'auto' }}>
          <InvoiceDocument invoice={invoice} layout="a4" heading="h2" />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Section title={`${T}.record`}>
          <DetailList>
            <Detail label="invoices.fields.source">
              <InvoiceSource source={invoice.source} />
            </Detail>
            <Detail label={`${T}.invoice_type`}>{verifactu.invoiceType ?? '—'}</Detail>
            <Detail label={`${T}.generated_at`}>{verifactu.generatedAt}</Detail>
            <Detail label={`${T}.hash`}>
              <Box component="code" sx={{ fontSize: '0.8em', overflowWrap: 'anywhere' }}>
                {verifactu.hash}
              </Box>
            </Detail>
            {verifactu.url && (
              <Detail label={`${T}.verification_url`}>
                <Box component="a" href={verifactu.url} target="_blank" rel="noreferrer" sx={{ overflowWrap: 'anywhere' }} data-testid="invoice-verification-url">
                  {verifactu.url}
                </Box>
              </Detail>
            )}
          </DetailList>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('invoices.fields.issueDate')}: {formatMadridDateTime(invoice.issuedAt)}
          </Typography>
          <InvoiceEmails invoice={invoice} />
        </Section>
      </Grid>
    </Grid>
  );
};

/** An invoice: its state and actions, the invoice as it prints, and its VERI*FACTU record. */
export const InvoiceShow = () => (
  <ShopShow>
    <InvoiceHeader />
    <InvoiceBody />
  </ShopShow>
);
