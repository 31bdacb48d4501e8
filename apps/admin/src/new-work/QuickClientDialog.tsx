import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clientMessages, fieldErrors, quickClientSchema } from '@taller/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { clientFullName, createQuickClient, type ClientChoice } from './api';
import { failureMessage, fieldErrorsOf } from './failure';

type Field = 'name' | 'phone';
type Errors = Partial<Record<Field, string>>;

/** What was typed in the search goes where it belongs: digits to the phone, words to the name. */
const looksLikePhone = (text: string) => /^\+?[\d\s\-()]+$/.test(text);

interface QuickClientDialogProps {
  /** Open with what was typed in the client search (may be empty). */
  typed: string;
  onClose: () => void;
  /** The client to bind the form to: the one just created, or the one that had that phone. */
  onChosen: (client: ClientChoice) => void;
}

/**
 * The quick client of new work: name and phone, both required (spec §5). A phone another
 * client has is refused (409) with that client, which is offered instead of a duplicate.
 */
export const QuickClientDialog = ({ typed, onClose, onChosen }: QuickClientDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const titleId = useId();
  const incompleteId = useId();
  const [name, setName] = useState(looksLikePhone(typed) ? '' : typed);
  const [phone, setPhone] = useState(looksLikePhone(typed) ? typed : '');
  const [errors, setErrors] = useState<Errors>({});
  const [existing, setExisting] = useState<ClientChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = { name: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null) };

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = (['name', 'phone'] as const).find((field) => found[field]);
    if (first) inputs[first].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    // Its own form: the work form around the page must not see this submission.
    event.preventDefault();
    event.stopPropagation();
    if (sending) return;
    setExisting(null);
    setFailure(null);
    const form = quickClientSchema.safeParse({ name, phone });
    if (!form.success) {
      showErrors(fieldErrors(form.error) as Errors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await createQuickClient(form.data);
      if (answer.outcome === 'exists') {
        setExisting(answer.client);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: ['clients'] });
      notify('new_work.quick_client.created', {
        type: 'success',
        messageArgs: { name: clientFullName(answer.client) },
      });
      onChosen(answer.client);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields && (fields.name || fields.phone)) {
        showErrors({ name: fields.name as string | undefined, phone: fields.phone as string | undefined });
      } else {
        setFailure(failureMessage(error, translate('new_work.quick_client.failed')));
      }
    } finally {
      setSending(false);
    }
  };

  const incomplete = errors.name === clientMessages.quickClientIncomplete || errors.phone === clientMessages.quickClientIncomplete;
  /** The one "complete every field" line is said once, above; other messages go under their field. */
  const fieldProps = (field: Field) => {
    const message = errors[field];
    const ownMessage = message && message !== clientMessages.quickClientIncomplete ? message : undefined;
    return {
      error: Boolean(message),
      helperText: ownMessage,
      inputRef: inputs[field],
      slotProps: { htmlInput: message && !ownMessage ? { 'aria-describedby': incompleteId } : {} },
    };
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId}>{translate('new_work.quick_client.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <DialogContentText variant="body2">{translate('new_work.quick_client.intro')}</DialogContentText>
          {incomplete && (
            <Alert severity="error" id={incompleteId}>
              {translate('new_work.quick_client.incomplete')}
            </Alert>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {existing && (
            <Alert severity="warning">
              {translate('new_work.quick_client.exists')}:{' '}
              <strong>{clientFullName(existing)}</strong>
              {[existing.phone, existing.email].filter(Boolean).map((detail) => ` · ${detail}`)}
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                autoFocus
                onClick={() => onChosen(existing)}
                sx={{ display: 'flex', mt: 1 }}
              >
                {translate('new_work.quick_client.use_existing')}
              </Button>
            </Alert>
          )}
          <TextField
            label={translate('new_work.quick_client.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            autoComplete="off"
            fullWidth
            {...fieldProps('name')}
          />
          <TextField
            label={translate('new_work.quick_client.phone')}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            type="tel"
            required
            autoComplete="off"
            fullWidth
            {...fieldProps('phone')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('new_work.quick_client.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={sending}>
          {translate('new_work.quick_client.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
