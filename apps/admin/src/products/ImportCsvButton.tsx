import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, HttpError, useGetIdentity, useNotify, useRefresh } from 'react-admin';
import { serverMessage } from '../providers/errors';
import { importCatalogue } from './api';
import { useProductTranslate } from './products.texts';
import type { ImportLineError } from './types';

const T = 'resources.products.import';

interface Refusal {
  message: string;
  lines: ImportLineError[];
}

/** A 400 of the import: the file's general message and its lines, each with its row, column and why. */
const refusalOf = (error: unknown): Refusal | null => {
  if (!(error instanceof HttpError) || error.status !== 400) return null;
  const body = error.body as Partial<Refusal> | undefined;
  return { message: body?.message ?? error.message, lines: Array.isArray(body?.lines) ? body.lines : [] };
};

/** Why nothing was imported: every line refused, numbered as the spreadsheet numbers rows. */
const RefusalDialog = ({ fileName, refusal, onClose }: { fileName: string; refusal: Refusal; onClose: () => void }) => {
  const translate = useProductTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.refused_title`, { file: fileName })}</DialogTitle>
      <DialogContent>
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal.message}
        </Alert>
        {refusal.lines.length > 0 && (
          <Table size="small" aria-label={translate(`${T}.lines_caption`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.line`)}</TableCell>
                <TableCell>{translate(`${T}.column`)}</TableCell>
                <TableCell>{translate(`${T}.problem`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refusal.lines.map((line, index) => (
                <TableRow key={`${line.line}-${line.field}-${index}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.line}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.field || '—'}</TableCell>
                  <TableCell>{line.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose} autoFocus>
          {translate('ra.action.close')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/**
 * 'Importar CSV' (the Administrador's: the server refuses anyone else): the chosen file's text is
 * sent whole. The server checks every line before writing any, so the outcome is all or nothing:
 * the counts of what was added, updated and received, or the dialog with every line to fix.
 */
export const ImportCsvButton = () => {
  const { identity } = useGetIdentity();
  const translate = useProductTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<{ fileName: string; refusal: Refusal } | null>(null);
  if (identity?.role !== 'administrador') return null;

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file, corrected, may be chosen again
    if (!file) return;
    setBusy(true);
    try {
      const result = await importCatalogue(await file.text());
      notify(translate(`${T}.done`, { ...result, file: file.name }), { type: 'success' });
      refresh();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) setRefused({ fileName: file.name, refusal });
      else notify(serverMessage(error) ?? translate(`${T}.failed`), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        onChange={importFile}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="product-import-input"
      />
      <Button label={translate(busy ? `${T}.importing` : `${T}.button`)} onClick={() => inputRef.current?.click()} disabled={busy}>
        <UploadFileIcon />
      </Button>
      {refused && <RefusalDialog {...refused} onClose={() => setRefused(null)} />}
    </>
  );
};
