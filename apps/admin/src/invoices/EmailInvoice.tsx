import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import '../i18n/invoiceScreens.es';
import { emailInvoice, invoiceEmails } from './api';
import { InvoiceActionDialog, useInvoiceRequest } from './InvoiceActionDialog';
import type { Invoice } from './types';

const T = 'invoices.email';
const emailsKey = (id: Invoice['id']) => ['invoice-emails', String(id)];

/** 'Enviar por correo': to the address typed, or the client's; the list below says when it has left. */
export const EmailInvoiceDialog = ({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);
  const { failure, sending, send } = useInvoiceRequest(translate('ra.notification.http_error'));

  const submit = () => {
    setToError(null);
    void send(
      async () => {
        const queued = await emailInvoice(invoice.id, to.trim());
        notify(`${T}.queued`, { type: 'info', messageArgs: { number: invoice.number, to: queued.to } });
        await queryClient.invalidateQueries({ queryKey: emailsKey(invoice.id) });
        onClose();
      },
      (fields) => {
        if (fields.to) setToError(fields.to);
        return Boolean(fields.to);
      },
    );
  };

  return (
    <InvoiceActionDialog
      title={translate(`${T}.title`, { number: invoice.number })}
      failure={failure}
      sending={sending}
      onSubmit={submit}
      onClose={onClose}
      confirm={translate(`${T}.confirm`)}
    >
      <TextField
        label={translate(`${T}.to`)}
        type="email"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        error={Boolean(toError)}
        helperText={toError ?? translate(`${T}.to_help`)}
        autoFocus
        fullWidth
      />
    </InvoiceActionDialog>
  );
};

/** The invoice's e-mails and what became of each, refreshed while one is still in the queue. */
export const InvoiceEmails = ({ invoice }: { invoice: Invoice }) => {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: emailsKey(invoice.id),
    queryFn: () => invoiceEmails(invoice.id),
    refetchInterval: (query) => (query.state.data?.some((email) => email.state === 'queued') ? 3_000 : false),
  });
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {translate(`${T}.sent_list`)}
      </Typography>
      {data && data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.none`)}
        </Typography>
      )}
      {data && data.length > 0 && (
        <List dense disablePadding>
          {data.map((email) => (
            <ListItem key={email.id} disableGutters>
              <ListItemText
                primary={`${email.to} · ${translate(`${T}.state.${email.state}`)}`}
                secondary={email.state === 'sent' && email.sentAt ? formatMadridDateTime(email.sentAt) : email.state === 'failed' ? email.lastError : formatMadridDateTime(email.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
};
