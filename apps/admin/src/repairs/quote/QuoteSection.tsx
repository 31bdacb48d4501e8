import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, formatDay, formatMadridDateTime, madridDay } from '@taller/domain/dates';
import { eurosToCents, formatEuros } from '@taller/domain/money';
import { isQuotableRepair } from '@taller/domain/terms';
import { isQuotableRevision } from '@taller/domain/texts';
import { useEffect, useId, useState } from 'react';
import PrintIcon from '@mui/icons-material/Print';
import { Link, useBasename, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { serverMessage } from '../../providers/errors';
import { CollapsibleSection } from '../../shared/CollapsibleSection';
import type { RepairDetail } from '../types';
import { getQuote, recordAnswer, sendQuote, type QuotedResource, type QuoteForm, type StaffQuote } from './quoteApi';
import '../../i18n/quotes.es';

/** The record the section is on: a repair, or a revision (whose accepted quote becomes its repair). */
type QuotedRecord = RepairDetail | { id: number; version: number; status: string; convertedToRepairId: number | null };

const T = 'quote';
const STATE_COLOURS = { pending: 'info', accepted: 'success', rejected: 'error', expired: 'default' } as const;

type Loaded = { state: 'loading' } | { state: 'loaded'; quote: StaffQuote | null } | { state: 'failed' };

/**
 * The record's latest quote (a repair's, or a revision's): its lines and totals, where it stands
 * and how it was answered, what became of its e-mail; a new quote (replacing one unanswered) and
 * an answer taken at the counter or on the phone. Both change the record (status, price; a
 * revision's accepted quote makes its repair): the screen reloads it after.
 */
export const QuoteSection = ({ resource = 'repairs' }: { resource?: QuotedResource }) => {
  const repair = useRecordContext<QuotedRecord>();
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [editing, setEditing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const id = repair?.id;

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    getQuote(resource, id).then(
      (quote) => current && setLoaded({ state: 'loaded', quote }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [resource, id, repair?.version]);

  if (!repair) return null;
  const quote = loaded.state === 'loaded' ? loaded.quote : null;
  const quotable =
    resource === 'repairs'
      ? isQuotableRepair({ status: (repair as RepairDetail).status, collected: Boolean((repair as RepairDetail).collectedAt) })
      : isQuotableRevision(repair as { status: string; convertedToRepairId: number | null });

  return (
    <CollapsibleSection
      title={`${T}.section`}
      actions={
        quotable ? (
          <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing(true)}>
            {translate(quote?.state === 'pending' ? `${T}.replace` : `${T}.new`)}
          </Button>
        ) : undefined
      }
    >
      {loaded.state === 'failed' ? (
        <Alert severity="error">{translate(`${T}.failed`)}</Alert>
      ) : loaded.state === 'loading' ? null : !quote ? (
        <Typography color="text.secondary">{translate(`${T}.none`)}</Typography>
      ) : (
        <QuoteSummary resource={resource} recordId={repair.id} quote={quote} onRecord={quote.answerable ? () => setAnswering(true) : undefined} />
      )}
      {editing && <QuoteEditor resource={resource} recordId={repair.id} onClose={() => setEditing(false)} onSent={(sent) => setLoaded({ state: 'loaded', quote: sent })} />}
      {answering && quote && <AnswerDialog resource={resource} recordId={repair.id} quote={quote} onClose={() => setAnswering(false)} onRecorded={(answered) => setLoaded({ state: 'loaded', quote: answered })} />}
    </CollapsibleSection>
  );
};

const QuoteSummary = ({ resource, recordId, quote, onRecord }: { resource: QuotedResource; recordId: number; quote: StaffQuote; onRecord?: () => void }) => {
  const translate = useTranslate();
  const basename = useBasename();
  const state = translate(`${T}.states.${quote.state}`);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {translate(`${T}.title`, { number: quote.number })}
        </Typography>
        <Chip size="small" color={STATE_COLOURS[quote.state]} label={state} data-testid="quote-state" />
      </Stack>
      <Table size="small" aria-label={translate(`${T}.title`, { number: quote.number })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${T}.concept`)}</TableCell>
            <TableCell align="right">{translate(`${T}.quantity`)}</TableCell>
            <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {quote.lines.map((line, index) => (
            <TableRow key={index}>
              <TableCell>
                {line.description}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {line.kindLabel} · {formatEuros(line.unitPriceCents)}
                </Typography>
              </TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatEuros(line.totalCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {(['base', 'iva', 'total'] as const).map((part) => (
            <TableRow key={part}>
              <TableCell colSpan={2} sx={{ fontWeight: part === 'total' ? 700 : 400, fontSize: '0.875rem', color: part === 'total' ? 'text.primary' : 'text.secondary' }}>
                {translate(`${T}.${part}`)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: part === 'total' ? 700 : 400, fontSize: '0.875rem', color: part === 'total' ? 'text.primary' : 'text.secondary' }}>
                {formatEuros(part === 'base' ? quote.baseCents : part === 'iva' ? quote.ivaCents : quote.totalCents)}
              </TableCell>
            </TableRow>
          ))}
        </TableFooter>
      </Table>
      {quote.notes && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{quote.notes}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.valid_until`)}: {formatDay(quote.validUntil)} · {translate(`${T}.issued`, { date: formatMadridDateTime(quote.issuedAt) })}
      </Typography>
      {quote.answeredAt && (
        <Typography variant="body2">
          {translate(quote.decidedBy ? `${T}.answered_by` : `${T}.answered`, {
            state,
            date: formatMadridDateTime(quote.answeredAt),
            how: quote.answeredBy ?? '',
            name: quote.decidedBy ?? '',
          })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {quote.email ? translate(`${T}.email`, { label: quote.email.deliveryLabel }) : translate(`${T}.no_email`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {onRecord && (
          <Button variant="outlined" size="small" onClick={onRecord}>
            {translate(`${T}.record`)}
          </Button>
        )}
        <Button size="small" startIcon={<PrintIcon />} component={Link} to={`${basename}/presupuesto/${resource === 'revisions' ? 'revision/' : ''}${encodeURIComponent(String(recordId))}`}>
          {translate(`${T}.open`)}
        </Button>
      </Stack>
    </Stack>
  );
};

interface LineDraft {
  kind: string;
  description: string;
  quantity: string;
  price: string;
}

const emptyLine = (kind = 'part'): LineDraft => ({ kind, description: '', quantity: '1', price: '' });

/** The editor: lines (part or labour, concept, quantity, unit price with IVA), validity, notes; the server says what is wrong, field by field. */
const QuoteEditor = ({ resource, recordId, onClose, onSent }: { resource: QuotedResource; recordId: number; onClose: () => void; onSent: (quote: StaffQuote) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [lines, setLines] = useState<LineDraft[]>([emptyLine('part'), emptyLine('labour')]);
  const [validUntil, setValidUntil] = useState(() => addDays(madridDay(new Date()), 15));
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const form = (): QuoteForm => ({
    lines: lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: Number(line.quantity),
      unitPriceCents: eurosToCents(line.price) ?? Number.NaN,
    })),
    validUntil,
    notes,
  });
  const total = lines.reduce((sum, line) => sum + (Number(line.quantity) || 0) * (eurosToCents(line.price) ?? 0), 0);
  const change = (index: number, patch: Partial<LineDraft>) => setLines((all) => all.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  /** A text field of line `index`, with the server's message for it (`lines.0.quantity`…). */
  const lineField = (index: number, field: 'description' | 'quantity' | 'price', label: string, htmlInput: object, sx: object) => {
    const error = errors[`lines.${index}.${field === 'price' ? 'unitPriceCents' : field}`];
    return (
      <TextField
        label={translate(`${T}.${label}`)}
        value={lines[index]![field]}
        onChange={(e) => change(index, { [field]: e.target.value })}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput }}
        sx={sx}
        size="small"
      />
    );
  };

  const send = async () => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const { quote, emailed } = await sendQuote(resource, recordId, form());
      notify(`${T}.${emailed ? 'sent' : 'sent_no_email'}`, { type: emailed ? 'success' : 'warning' });
      onSent(quote);
      refresh();
      onClose();
    } catch (error) {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      setErrors(body?.errors ?? {});
      setMessage(serverMessage(error) ?? null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate(`${T}.new`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.editor_hint`)}
          </Typography>
          {message && <Alert severity="error">{message}</Alert>}
          {lines.map((line, index) => (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField select label={translate(`${T}.kind`)} value={line.kind} onChange={(e) => change(index, { kind: e.target.value })} sx={{ width: { sm: 160 }, flex: 'none' }} size="small">
                {(['part', 'labour'] as const).map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {translate(`${T}.kinds.${kind}`)}
                  </MenuItem>
                ))}
              </TextField>
              {lineField(index, 'description', 'concept', { maxLength: 200 }, { flex: 1, minWidth: { sm: 200 } })}
              {lineField(index, 'quantity', 'quantity', { inputMode: 'numeric' }, { width: { sm: 90 }, flex: 'none' })}
              {lineField(index, 'price', 'unit_price', { inputMode: 'decimal' }, { width: { sm: 150 }, flex: 'none' })}
              <IconButton
                aria-label={translate(`${T}.remove_line`, { n: index + 1 })}
                onClick={() => setLines((all) => all.filter((_, i) => i !== index))}
                disabled={lines.length === 1}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          {errors.lines && <Alert severity="error">{errors.lines}</Alert>}
          <Button startIcon={<AddIcon />} onClick={() => setLines((all) => [...all, emptyLine()])} sx={{ alignSelf: 'flex-start' }} disabled={lines.length >= 30}>
            {translate(`${T}.add_line`)}
          </Button>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={translate(`${T}.valid_until`)}
              value={validUntil}
              onChange={(e) => setValidUntil(e.target.value)}
              error={Boolean(errors.validUntil)}
              helperText={errors.validUntil}
              slotProps={{ inputLabel: { shrink: true } }}
              size="small"
            />
            <Typography sx={{ alignSelf: 'center', fontWeight: 700 }} data-testid="quote-editor-total">
              {translate(`${T}.total`)}: {formatEuros(total)}
            </Typography>
          </Stack>
          <TextField
            label={translate(`${T}.notes`)}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            error={Boolean(errors.notes)}
            helperText={errors.notes}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={send} disabled={busy}>
          {translate(`${T}.send`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** An answer given at the counter or on the phone: which, and how. */
const AnswerDialog = ({
  resource,
  recordId,
  quote,
  onClose,
  onRecorded,
}: {
  resource: QuotedResource;
  recordId: number;
  quote: StaffQuote;
  onClose: () => void;
  onRecorded: (quote: StaffQuote) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [decision, setDecision] = useState<'accept' | 'reject'>('accept');
  const [channel, setChannel] = useState<'phone' | 'in_person'>('in_person');
  const [busy, setBusy] = useState(false);
  const record = async () => {
    setBusy(true);
    try {
      onRecorded(await recordAnswer(resource, recordId, { number: quote.number, decision, channel }));
      notify(`${T}.recorded`, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(serverMessage(error) ?? `${T}.failed`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`${T}.answer_title`, { number: quote.number })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.answer_hint`)}
          </Typography>
          <TextField select label={translate(`${T}.decision`)} value={decision} onChange={(e) => setDecision(e.target.value as 'accept' | 'reject')} size="small">
            <MenuItem value="accept">{translate(`${T}.accept`)}</MenuItem>
            <MenuItem value="reject">{translate(`${T}.reject`)}</MenuItem>
          </TextField>
          <TextField select label={translate(`${T}.channel`)} value={channel} onChange={(e) => setChannel(e.target.value as 'phone' | 'in_person')} size="small">
            <MenuItem value="in_person">{translate(`${T}.channels.in_person`)}</MenuItem>
            <MenuItem value="phone">{translate(`${T}.channels.phone`)}</MenuItem>
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={record} disabled={busy}>
          {translate(`${T}.record`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
