import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@taller/domain';
import { useEffect, useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { TallerDataProvider } from '../providers/dataProvider';
import type { HistoryChange, HistoryEvent, Repair } from '../providers/types';
import { formatHistoryValue } from './historyValues';

/** What the history needs of a record: repairs and orders both have it. */
type HistoryRecord = Pick<Repair, 'id' | 'version' | 'clientId' | 'clientName'>;

/** A value of "what changed" as the shop reads it; `null` for an empty one. */
type FormatHistoryValue = (field: string, value: unknown) => string | null;

/** Words an event carries beside its changes (a stock movement's note or reason); `null` for none. */
type HistoryEventNote = (event: HistoryEvent) => string | null;

/** Whether an event's changes are facts it records (a deposit paid: how much, how), read as values rather than before → after. */
type RecordsValues = (event: HistoryEvent) => boolean;

type HistoryState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; events: HistoryEvent[] };

/**
 * Loads the repair's events. They change only when the repair does, so the record's
 * version is part of the key: a status change or an edit shows up here at once.
 */
function useRecordHistory(resource: string, repair: HistoryRecord | undefined) {
  const dataProvider = useDataProvider<TallerDataProvider>();
  const [state, setState] = useState<HistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const id = repair?.id;
  const version = repair?.version;

  useEffect(() => {
    if (id == null) return;
    let current = true;
    setState({ status: 'loading' });
    dataProvider.getHistory(resource, id).then(
      (events) => current && setState({ status: 'loaded', events: [...events].reverse() }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, id, version, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** The stream's first event (the registration) has no previous values: it reads as a list of values. */
const isFirstValues = (event: HistoryEvent) => Number(event.revision) === 0;

const ChangeLine = ({
  change,
  showFrom,
  repair,
  formatValue,
}: {
  change: HistoryChange;
  showFrom: boolean;
  repair: HistoryRecord;
  formatValue: FormatHistoryValue;
}) => {
  const translate = useTranslate();
  const empty = translate('resources.repairs.history.empty_value');
  const format = (value: unknown) =>
    change.field === 'clientId' && value === repair.clientId
      ? `${repair.clientName} (#${repair.clientId})`
      : (formatValue(change.field, value) ?? empty);
  return (
    <Typography component="li" variant="body2">
      <strong>{change.label}:</strong>{' '}
      {showFrom ? `${format(change.from)} → ${format(change.to)}` : format(change.to)}
    </Typography>
  );
};

const actorText = (actor: NonNullable<HistoryEvent['actor']>) => {
  const role = actor.roleLabel || actor.role;
  return { name: actor.name, role: role && role !== actor.name ? role : '' };
};

const HistoryEntry = ({
  event,
  repair,
  formatValue,
  noteOf,
  recordsValues,
}: {
  event: HistoryEvent;
  repair: HistoryRecord;
  formatValue: FormatHistoryValue;
  noteOf?: HistoryEventNote;
  recordsValues?: RecordsValues;
}) => {
  const translate = useTranslate();
  const showFrom = !isFirstValues(event) && !recordsValues?.(event);
  const actor = event.actor ? actorText(event.actor) : null;
  const note = noteOf?.(event) ?? null;
  return (
    <ListItem divider alignItems="flex-start" sx={{ display: 'block', px: 0 }} data-event-type={event.type}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h3">
          {event.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={event.occurredAt}>{formatMadridDateTime(event.occurredAt)}</time>
          {actor
            ? ` · ${translate(actor.role ? 'resources.repairs.history.by' : 'resources.repairs.history.by_name', actor)}`
            : null}
        </Typography>
        {event.source !== 'api' && (
          <Chip size="small" variant="outlined" label={translate(`resources.repairs.history.sources.${event.source}`)} />
        )}
      </Stack>
      {note && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note}
        </Typography>
      )}
      {event.changes?.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {event.changes.map((change, index) => (
            <ChangeLine
              key={`${change.field}-${index}`}
              change={change}
              showFrom={showFrom}
              repair={repair}
              formatValue={formatValue}
            />
          ))}
        </Box>
      )}
    </ListItem>
  );
};

/**
 * The "Historial" tab: every event of the record, newest first, with who and when. A repair's
 * by default; another resource passes its name, its value formatter and its list title, and
 * (products) what words of an event to show beside its changes, (orders) which events record
 * values rather than change them.
 */
export const RepairHistory = ({
  resource = 'repairs',
  formatValue = formatHistoryValue,
  title = 'resources.repairs.history.title',
  noteOf,
  recordsValues,
}: {
  resource?: string;
  formatValue?: FormatHistoryValue;
  title?: string;
  noteOf?: HistoryEventNote;
  recordsValues?: RecordsValues;
} = {}) => {
  const repair = useRecordContext<HistoryRecord>();
  const translate = useTranslate();
  const { state, retry } = useRecordHistory(resource, repair);

  if (!repair) return null;
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('resources.repairs.history.retry')}
          </Button>
        }
      >
        {translate('resources.repairs.history.load_failed')}: {state.message}
      </Alert>
    );
  }
  if (state.events.length === 0) {
    return <Typography color="text.secondary">{translate('resources.repairs.history.empty')}</Typography>;
  }
  return (
    <List aria-label={translate(title)} disablePadding>
      {state.events.map((event) => (
        <HistoryEntry
          key={`${event.revision}-${event.position}`}
          event={event}
          repair={repair}
          formatValue={formatValue}
          noteOf={noteOf}
          recordsValues={recordsValues}
        />
      ))}
    </List>
  );
};
