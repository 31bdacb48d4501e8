import DeleteIcon from '@mui/icons-material/Delete';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDay, formatMadridDateTime, madridDay } from '@taller/domain';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  CreateButton,
  DataTable,
  Link,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useDelete,
  useDeleteMany,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUnselect,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../layout/ListPagination';
import { LoadError } from '../layout/LoadError';
import { useAccessibleRowCheckboxes } from './accessibleRowCheckboxes';
import { statusChoices } from './choices';
import { useNotify5s } from './notify';
import { RevisionPagination } from './RevisionPagination';
import { RevisionStatusChip } from './RevisionStatusChip';
import { readableToolbarSx } from './toolbar';
import type { Revision } from './types';

/** The search box, with an accessible name (react-admin's shows only a placeholder). */
const SearchFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  return <SearchInput {...props} inputProps={{ 'aria-label': translate('ra.action.search') }} />;
};

const revisionFilters = [
  <SearchFilter key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="resources.revisions.filters.status"
    choices={statusChoices}
    emptyText="resources.revisions.filters.all_statuses"
    alwaysOn
  />,
];

const hasActiveFilter = (filterValues: Record<string, unknown> | undefined) =>
  Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== null && value !== '');

/** Shown while a search term or a status filter is active (spec §2, revision list). */
const ClearFiltersButton = () => {
  const { filterValues, setFilters } = useListContext();
  if (!hasActiveFilter(filterValues)) return null;
  return (
    <Button label="resources.revisions.actions.clear_filters" onClick={() => setFilters({}, [], false)}>
      <FilterListOffIcon />
    </Button>
  );
};

const RevisionListActions = () => (
  <TopToolbar sx={readableToolbarSx}>
    <ClearFiltersButton />
    <CreateButton label="resources.revisions.actions.create" />
  </TopToolbar>
);

/**
 * Deletes the selected revisions (one DELETE each, in parallel, as ra-data-simple-rest does)
 * after a confirmation, with the spec's texts for one and for many.
 */
const BulkDeleteRevisions = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const notify = useNotify5s();
  const refresh = useRefresh();
  const count = selectedIds.length;

  const confirm = () =>
    deleteMany(
      'revisions',
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('resources.revisions.notifications.deleted', { type: 'success', messageArgs: { smart_count: count } });
          onUnselectItems(true);
        },
        onError: () => {
          setOpen(false);
          notify(
            count === 1
              ? 'resources.revisions.notifications.delete_failed'
              : 'resources.revisions.notifications.bulk_delete_failed',
            { type: 'error' },
          );
          // Some may have gone before one failed: the list shows what is left.
          refresh();
        },
      },
    );

  return (
    <>
      {/* error.dark: the plain red reads at under 4.5:1 on the selection bar's tint */}
      <Button
        label="ra.action.delete"
        color="error"
        sx={{ color: 'error.dark' }}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.revisions.message.bulk_delete_title"
        content="resources.revisions.message.bulk_delete_content"
        titleTranslateOptions={{ smart_count: count }}
        contentTranslateOptions={{ smart_count: count }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** Deletes one revision from its row, after a confirmation; the row's click opens nothing. */
const RowDeleteButton = () => {
  const revision = useRecordContext<Revision>();
  const translate = useTranslate();
  const notify = useNotify5s();
  const unselect = useUnselect('revisions');
  const [deleteOne, { isPending }] = useDelete<Revision>();
  const [open, setOpen] = useState(false);
  if (!revision) return null;

  const label = translate('resources.revisions.actions.delete_row', { id: revision.id });
  const confirm = () =>
    deleteOne(
      'revisions',
      { id: revision.id, previousData: revision },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('resources.revisions.notifications.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
          unselect([revision.id], true);
        },
        onError: () => {
          setOpen(false);
          notify('resources.revisions.notifications.delete_failed', { type: 'error' });
        },
      },
    );

  return (
    // The dialog lives in a portal, but its clicks still bubble to the row through React.
    <Box component="span" onClick={(event: MouseEvent) => event.stopPropagation()}>
      <Tooltip title={label}>
        <IconButton size="small" color="error" aria-label={label} onClick={() => setOpen(true)} disabled={isPending}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.revisions.message.delete_title"
        content="resources.revisions.message.delete_content"
        titleTranslateOptions={{ id: revision.id }}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};

/** The empty-results row: nothing registered yet, or nothing matches the search or filter. */
const NoRevisions = () => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {translate(hasActiveFilter(filterValues) ? 'resources.revisions.no_results' : 'resources.revisions.empty')}
      </Typography>
      <Box sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}>
        <ClearFiltersButton />
      </Box>
    </Box>
  );
};

/**
 * A cell's text on at most two lines (the whole text in the tooltip): wrapping rather than
 * one long line lets the table fit the counter's tablet as well as a desktop screen.
 */
const Clamp = ({ text, maxWidth, secondary }: { text: string; maxWidth: object; secondary?: boolean }) => (
  <Typography
    variant="body2"
    title={text}
    color={secondary ? 'text.secondary' : undefined}
    sx={{
      maxWidth,
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      overflow: 'hidden',
      overflowWrap: 'anywhere',
    }}
  >
    {text}
  </Typography>
);

/** Device and model; under 900 px the problem too, whose own column is then hidden. */
const DeviceCell = ({ revision }: { revision: Revision }) => (
  <>
    <Clamp text={[revision.device, revision.model].filter(Boolean).join(' · ')} maxWidth={{ xs: 200, xl: 240 }} />
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <Clamp text={revision.description} maxWidth={{ xs: 200 }} secondary />
    </Box>
  </>
);

/** The id opens the detail by keyboard too (a row's click is for the mouse only). */
const IdLink = ({ revision }: { revision: Revision }) => {
  const createPath = useCreatePath();
  const translate = useTranslate();
  return (
    <Link
      to={createPath({ resource: 'revisions', id: revision.id, type: 'show' })}
      aria-label={translate('resources.revisions.actions.open', { id: revision.id })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      // A shade darker: a selected row's tint takes the plain blue under 4.5:1.
      sx={{ color: 'primary.dark' }}
    >
      {revision.id}
    </Link>
  );
};

const CreatedDay = ({ instant }: { instant: string }) => (
  <time dateTime={instant} title={formatMadridDateTime(instant)}>
    {formatDay(madridDay(instant))}
  </time>
);

/**
 * Columns that give way under 900 px (the problem moves under the device; one revision is then
 * deleted by its checkbox) and under 1200 px (the creation day stays on the detail page).
 */
const HIDE_UNDER_MD = 'revision-col-wide';
const HIDE_UNDER_LG = 'revision-col-wider';

export const RevisionList = () => {
  const notify = useNotify5s();
  const rowsRef = useAccessibleRowCheckboxes<HTMLDivElement>();
  return (
    <Box ref={rowsRef}>
      <List<Revision>
        title="resources.revisions.page.list"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={DEFAULT_PAGE_SIZE}
        filters={revisionFilters}
        actions={<RevisionListActions />}
        pagination={<RevisionPagination />}
        empty={false}
        exporter={false}
        error={<LoadError message="resources.revisions.notifications.load_failed" />}
        queryOptions={{
          onError: () => notify('resources.revisions.notifications.load_failed', { type: 'error' }),
        }}
      >
        <DataTable<Revision>
          rowClick="show"
          bulkActionButtons={<BulkDeleteRevisions />}
          empty={<NoRevisions />}
          sx={{
            '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
            [`& .${HIDE_UNDER_MD}`]: { display: { xs: 'none', md: 'table-cell' } },
            [`& .${HIDE_UNDER_LG}`]: { display: { xs: 'none', lg: 'table-cell' } },
          }}
        >
          <DataTable.Col source="id" render={(revision) => <IdLink revision={revision as Revision} />} />
          <DataTable.Col
            source="clientName"
            render={(revision) => <Clamp text={revision.clientName} maxWidth={{ xs: 140, xl: 200 }} />}
          />
          <DataTable.Col source="device" render={(revision) => <DeviceCell revision={revision as Revision} />} />
          <DataTable.Col
            source="description"
            headerClassName={HIDE_UNDER_MD}
            cellClassName={HIDE_UNDER_MD}
            render={(revision) => <Clamp text={revision.description} maxWidth={{ xs: 220, xl: 360 }} secondary />}
          />
          <DataTable.Col
            source="createdAt"
            headerClassName={HIDE_UNDER_LG}
            cellClassName={HIDE_UNDER_LG}
            render={(revision) => <CreatedDay instant={revision.createdAt} />}
          />
          <DataTable.Col source="date" render={(revision) => (revision.date ? formatDay(revision.date) : '')} />
          <DataTable.Col source="status" render={(revision) => <RevisionStatusChip status={revision.status} />} />
          <DataTable.Col
            label="resources.revisions.fields.actions"
            disableSort
            align="right"
            headerClassName={HIDE_UNDER_MD}
            cellClassName={HIDE_UNDER_MD}
          >
            <RowDeleteButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
};
