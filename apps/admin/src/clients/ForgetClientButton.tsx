import PersonOffIcon from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import { serverMessage } from '../providers/errors';
import type { ClientDetail } from './types';
import '../i18n/details.es';

const T = 'clientDetail.forget';
/** The word typed to confirm; the server asks for the same. */
const CONFIRMATION = 'OLVIDAR';

/**
 * 'Olvidar cliente' (RGPD, right to erasure): the Administrador's alone (the server answers 403
 * to anyone else). A dialog says what goes and what stays, and asks for OLVIDAR typed.
 */
export const ForgetClientButton = ({ client, onForgotten }: { client: ClientDetail; onForgotten: () => void }) => {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();
  if (identity?.role !== 'administrador' || client.forgotten) return null;

  const close = () => {
    setOpen(false);
    setTyped('');
  };
  const forget = async () => {
    setBusy(true);
    try {
      const answer = await httpClient(`/api/clients/${encodeURIComponent(String(client.id))}/forget`, {
        method: 'POST',
        body: JSON.stringify({ confirmation: typed }),
      });
      notify((answer.json as { message: string }).message, { type: 'success' });
      close();
      onForgotten();
    } catch (error) {
      notify(serverMessage(error) ?? translate(`${T}.failed`), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<PersonOffIcon />} onClick={() => setOpen(true)}>
        {translate(`${T}.action`)}
      </Button>
      <Dialog open={open} onClose={busy ? undefined : close} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>{translate(`${T}.title`, { id: client.id })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {translate(`${T}.content`)}
          </DialogContentText>
          <TextField
            label={translate(`${T}.type_label`)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            fullWidth
            autoFocus
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 20, spellCheck: false } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={() => void forget()} disabled={busy || typed !== CONFIRMATION}>
            {translate(`${T}.confirm`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
