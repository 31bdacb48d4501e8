import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  ListBase,
  useCreate,
  useDelete,
  useDeleteMany,
  useListContext,
  useNotify,
  useTranslate,
  useUpdate,
  type Identifier,
} from 'react-admin';
import {
  bulkDeleteReport,
  BulkDeleteReportPanel,
  useBulkDeleteFailureLine,
  type BulkDeleteReport,
} from '../layout/BulkDeleteReport';
import { BulkDeleteIncomplete } from '../providers/deleteEach';
import { isStaleVersion, serverMessage } from '../providers/errors';
import { NoteItem } from './NoteItem';
import { NotesSelectionBar } from './NotesSelectionBar';
import { NotesToolbar } from './NotesToolbar';
import { useNow } from './relativeTime';
import type { FieldErrors, Note, NoteAgeFilter, NoteFormValues } from './types';
import { useHighlight } from './useHighlight';
import { lazyScreen } from '../shared/lazyScreen';
import { screenLoadMessages } from '../i18n/screens.es';

/**
 * The note form (react-hook-form, react-admin's inputs and the domain's schema, with zod) in a
 * file of its own: the dashboard shows the board without it, and it is fetched when the pointer
 * or the keyboard reaches «Nueva nota» or a note's «Editar», or at the latest on the click. While
 * it loads the app bar's loading bar runs; if it cannot be fetched, the place of the form says so
 * with a «Recargar la página» button (shared/lazyScreen.tsx).
 */
const NoteForm = lazyScreen(() => import('./NoteForm').then((m) => m.NoteForm), { withScreenTexts: false });
/** The two deletion dialogs' file, fetched on the same signs as the form's. */
const Confirm = lazyScreen(() => import('./ConfirmDialog').then((m) => m.Confirm), { withScreenTexts: false });
const preloadNoteForm = () => {
  NoteForm.preload();
  Confirm.preload();
};
/** In the form's place while its file loads (the first time only). */
const NoteFormLoading = () => <LinearProgress aria-label={screenLoadMessages.loading} sx={{ my: 1 }} />;

/** Notes shown at first, and how many more each 'Mostrar más notas' adds. */
const NOTES_PER_STEP = 10;
const EMPTY_NOTE: NoteFormValues = { title: '', content: '' };

/** The note being edited, as it was when the editing began. */
interface EditedNote {
  id: Identifier;
  version: number;
  initial: NoteFormValues;
}

/** The server's messages by field from a refused save (400), for the form. */
function fieldErrorsOf(error: unknown): FieldErrors | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  if (!errors) return undefined;
  const byField = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[0] !== 'root' && typeof entry[1] === 'string',
  );
  return byField.length > 0 ? Object.fromEntries(byField) : undefined;
}

/** The spec's failure text, with the server's reason when it gives one. */
function failure(spec: string, error: unknown): string {
  const reason = serverMessage(error);
  return reason && reason !== spec ? `${spec}: ${reason}` : spec;
}

/** The board inside its list context: header, create form, search and filter, notes, dialogs. */
const NotesBoardView = ({ headingComponent }: { headingComponent: 'h1' | 'h2' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const now = useNow();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const newNoteButton = useRef<HTMLButtonElement>(null);
  const {
    data,
    total,
    error,
    isPending,
    isFetching,
    refetch,
    filterValues,
    setFilters,
    perPage,
    setPerPage,
    selectedIds,
    onSelect,
    onToggleItem,
    onUnselectItems,
  } = useListContext<Note>();
  const [create] = useCreate<Note>();
  const [update] = useUpdate<Note>();
  const [deleteOne, { isPending: deleting }] = useDelete<Note>();
  const [deleteMany, { isPending: deletingMany }] = useDeleteMany<Note>();

  // The board's own state (spec §3): search term, filter, selection, expanded and edited notes.
  const [search, setSearch] = useState<string>(typeof filterValues.q === 'string' ? filterValues.q : '');
  const age: NoteAgeFilter = filterValues.age === 'recent' || filterValues.age === 'older' ? filterValues.age : 'all';
  const [expanded, setExpanded] = useState<ReadonlySet<Identifier>>(new Set());
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EditedNote | null>(null);
  const [staleFor, setStaleFor] = useState<Identifier | null>(null);
  const [toDelete, setToDelete] = useState<Note | null>(null);
  const [confirmBulkDelete, setConfirmBulkDelete] = useState(false);
  // The dialogs stay mounted once first asked for, so that they close with their animation.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if ((toDelete !== null || confirmBulkDelete) && !dialogsWanted) setDialogsWanted(true);
  const [bulkReport, setBulkReport] = useState<BulkDeleteReport | null>(null);
  const failureLine = useBulkDeleteFailureLine();
  const [focusAfterEdit, setFocusAfterEdit] = useState<Identifier | null>(null);
  const { highlightedId, highlight, clearHighlight } = useHighlight();

  const notes = data ?? [];
  const filtered = Boolean(filterValues.q) || age !== 'all';

  // Back from editing, the keyboard lands on the note's own edit button.
  useEffect(() => {
    if (focusAfterEdit == null) return;
    document
      .querySelector<HTMLButtonElement>(`[data-note-id="${CSS.escape(String(focusAfterEdit))}"] [data-note-action="edit"]`)
      ?.focus();
    setFocusAfterEdit(null);
  }, [focusAfterEdit, notes]);

  const applyFilters = (next: { q?: string; age?: NoteAgeFilter }, debounce = false) => {
    const q = next.q ?? search;
    const nextAge = next.age ?? age;
    setFilters({ ...(q.trim() ? { q: q.trim() } : {}), ...(nextAge !== 'all' ? { age: nextAge } : {}) }, undefined, debounce);
  };

  const changeSearch = (value: string) => {
    setSearch(value);
    applyFilters({ q: value }, true);
  };

  const clearFilters = () => {
    setSearch('');
    setFilters({}, undefined, false);
  };

  const toggleExpanded = (id: Identifier) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const closeCreate = () => {
    setCreating(false);
    window.setTimeout(() => newNoteButton.current?.focus());
  };

  const saveNew = async (values: NoteFormValues): Promise<FieldErrors | void> => {
    try {
      const note = await create('notes', { data: values }, { returnPromise: true });
      notify('resources.notes.notifications.created', { type: 'success' });
      closeCreate();
      if (note) highlight(note.id);
    } catch (error) {
      notify(failure(translate('resources.notes.notifications.create_failed'), error), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  const startEdit = (note: Note) => {
    setCreating(false);
    setStaleFor(null);
    // The note as the screen shows it now: the form keeps to it (a reload of the list behind
    // never replaces what is typed), and a change by someone else meanwhile is refused (409).
    setEditing({ id: note.id, version: note.version, initial: { title: note.title, content: note.content } });
  };

  const stopEdit = (id: Identifier) => {
    setEditing(null);
    setStaleFor(null);
    setFocusAfterEdit(id);
  };

  const saveEdit = async (note: Note, version: number, values: NoteFormValues): Promise<FieldErrors | void> => {
    try {
      await update(
        'notes',
        { id: note.id, data: { ...values, version }, previousData: note },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('resources.notes.notifications.updated', { type: 'success' });
      stopEdit(note.id);
      highlight(note.id);
    } catch (error) {
      if (isStaleVersion(error)) {
        // Keep what was typed; the list behind reloads so that cancelling shows the current note.
        notify(serverMessage(error) ?? 'resources.notes.notifications.stale', { type: 'warning' });
        setStaleFor(note.id);
        void refetch();
        return;
      }
      notify(failure(translate('resources.notes.notifications.update_failed'), error), { type: 'error' });
      return fieldErrorsOf(error);
    }
  };

  const forget = (ids: Identifier[]) => {
    setExpanded((current) => new Set([...current].filter((id) => !ids.includes(id))));
    if (editing && ids.includes(editing.id)) setEditing(null);
  };

  const deleteNote = async () => {
    if (!toDelete) return;
    const note = toDelete;
    try {
      await deleteOne('notes', { id: note.id, previousData: note }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('resources.notes.notifications.deleted', { type: 'success' });
      forget([note.id]);
      if (selectedIds.includes(note.id)) onSelect(selectedIds.filter((id) => id !== note.id));
      headingRef.current?.focus();
    } catch (error) {
      notify(failure(translate('resources.notes.notifications.delete_failed'), error), { type: 'error' });
    } finally {
      setToDelete(null);
    }
  };

  const deleteSelected = async () => {
    const ids = [...selectedIds];
    try {
      await deleteMany('notes', { ids }, { mutationMode: 'pessimistic', returnPromise: true });
      setBulkReport(null);
      notify('resources.notes.notifications.bulk_deleted', { type: 'success', messageArgs: { smart_count: ids.length } });
      forget(ids);
      onUnselectItems();
      headingRef.current?.focus();
    } catch (error) {
      if (error instanceof BulkDeleteIncomplete) {
        // The others are gone: forget them, keep the ones left selected and say why each is left.
        forget(error.deleted);
        onSelect(selectedIds.filter((id) => !error.deleted.includes(id)));
        const titleOf = (id: Identifier) => {
          const note = notes.find((shown) => shown.id === id);
          return note ? `«${note.title}»` : `#${id}`;
        };
        const report = bulkDeleteReport(error, titleOf, translate('resources.notes.notifications.delete_failed'));
        setBulkReport(report);
        notify(failureLine(translate('resources.notes.notifications.bulk_delete_failed'), report), { type: 'error' });
      } else {
        setBulkReport(null);
        notify(failure(translate('resources.notes.notifications.bulk_delete_failed'), error), { type: 'error' });
      }
      void refetch();
    } finally {
      setConfirmBulkDelete(false);
    }
  };

  const visibleIds = notes.map((note) => note.id);
  const selectedVisible = visibleIds.filter((id) => selectedIds.includes(id)).length;
  const selectAllVisible = (select: boolean) =>
    onSelect(
      select
        ? [...new Set([...selectedIds, ...visibleIds])]
        : selectedIds.filter((id) => !visibleIds.includes(id)),
    );

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={isFetching}
      // The form's file is fetched as the pointer or the keyboard reaches the board.
      onPointerEnter={preloadNoteForm}
      onFocus={preloadNoteForm}
    >
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <StickyNote2OutlinedIcon color="action" />
          <Typography
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            variant="h6"
            component={headingComponent}
            sx={{ outline: 'none' }}
          >
            {translate('resources.notes.board.title')}
          </Typography>
          {total != null && !error ? (
            <Chip size="small" label={translate('resources.notes.board.count', { smart_count: total })} />
          ) : null}
          <Button
            ref={newNoteButton}
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setEditing(null);
              setCreating(true);
            }}
            disabled={creating}
            sx={{ ml: 'auto' }}
          >
            {translate('resources.notes.form.new')}
          </Button>
        </Stack>

        {creating ? (
          <Box sx={{ mb: 2 }}>
            <Suspense fallback={<NoteFormLoading />}>
              <NoteForm heading="resources.notes.form.new" initial={EMPTY_NOTE} onSave={saveNew} onCancel={closeCreate} />
            </Suspense>
          </Box>
        ) : null}

        <NotesToolbar
          search={search}
          onSearchChange={changeSearch}
          age={age}
          onAgeChange={(value) => applyFilters({ age: value })}
        />

        {error && !isPending ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('resources.notes.notifications.retry')}
              </Button>
            }
          >
            <AlertTitle>{translate('resources.notes.notifications.load_failed')}</AlertTitle>
            {serverMessage(error) ?? null}
          </Alert>
        ) : isPending ? (
          <Box aria-label={translate('resources.notes.board.loading')} role="progressbar">
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ py: 1.5 }}>
                <Skeleton width="40%" />
                <Skeleton width="90%" />
              </Box>
            ))}
          </Box>
        ) : notes.length === 0 ? (
          <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
            {filtered ? (
              <>
                <Typography color="text.secondary">{translate('resources.notes.empty.no_match')}</Typography>
                <Button onClick={clearFilters} sx={{ mt: 1 }}>
                  {translate('resources.notes.filters.clear')}
                </Button>
              </>
            ) : (
              <>
                <Typography sx={{ fontWeight: 600 }}>{translate('resources.notes.empty.title')}</Typography>
                <Typography color="text.secondary">{translate('resources.notes.empty.invite')}</Typography>
              </>
            )}
          </Box>
        ) : (
          <>
            {bulkReport && <BulkDeleteReportPanel report={bulkReport} onClose={() => setBulkReport(null)} />}
            <NotesSelectionBar
              visible={notes.length}
              selectedVisible={selectedVisible}
              selected={selectedIds.length}
              onSelectAllVisible={selectAllVisible}
              onClearSelection={() => onUnselectItems()}
              onDeleteSelected={() => setConfirmBulkDelete(true)}
            />
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {notes.map((note) =>
                editing?.id === note.id ? (
                  <Box component="li" key={note.id} data-note-id={note.id} sx={{ listStyle: 'none', py: 1 }}>
                    <Suspense fallback={<NoteFormLoading />}>
                      <NoteForm
                        heading="resources.notes.form.edit"
                        initial={editing.initial}
                        onSave={(values) => saveEdit(note, editing.version, values)}
                        onCancel={() => stopEdit(note.id)}
                        warning={staleFor === note.id ? translate('resources.notes.notifications.stale') : null}
                      />
                    </Suspense>
                  </Box>
                ) : (
                  <NoteItem
                    key={note.id}
                    note={note}
                    now={now}
                    selected={selectedIds.includes(note.id)}
                    expanded={expanded.has(note.id)}
                    highlighted={highlightedId === note.id}
                    onToggleSelected={() => onToggleItem(note.id)}
                    onToggleExpanded={() => toggleExpanded(note.id)}
                    onEdit={() => startEdit(note)}
                    onDelete={() => setToDelete(note)}
                    onHighlightEnd={clearHighlight}
                  />
                ),
              )}
            </Box>
            {total != null && total > notes.length ? (
              <Box sx={{ textAlign: 'center', mt: 1 }}>
                <Button onClick={() => setPerPage(perPage + NOTES_PER_STEP)} disabled={isFetching}>
                  {translate('resources.notes.board.show_more')}
                </Button>
              </Box>
            ) : null}
          </>
        )}
      </CardContent>

      {dialogsWanted ? (
        <Suspense fallback={null}>
          <Confirm
            isOpen={toDelete !== null}
            loading={deleting}
            title="resources.notes.message.delete_title"
            titleTranslateOptions={{ title: toDelete?.title ?? '' }}
            content="resources.notes.message.delete_content"
            confirm="ra.action.delete"
            confirmColor="warning"
            onConfirm={deleteNote}
            onClose={() => setToDelete(null)}
          />
          <Confirm
            isOpen={confirmBulkDelete}
            loading={deletingMany}
            title="resources.notes.message.bulk_delete_title"
            titleTranslateOptions={{ smart_count: selectedIds.length }}
            content="resources.notes.message.bulk_delete_content"
            contentTranslateOptions={{ smart_count: selectedIds.length }}
            confirm="ra.action.delete"
            confirmColor="warning"
            onConfirm={deleteSelected}
            onClose={() => setConfirmBulkDelete(false)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
};

/**
 * The dashboard's notes board (spec §2): newest first, searched and filtered on the server,
 * kept out of the address bar and the browser's storage.
 */
export const NotesBoard = ({ headingComponent = 'h2' }: { headingComponent?: 'h1' | 'h2' }) => (
  <ListBase<Note>
    resource="notes"
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={NOTES_PER_STEP}
    debounce={300}
    disableSyncWithLocation
    storeKey={false}
  >
    <NotesBoardView headingComponent={headingComponent} />
  </ListBase>
);
