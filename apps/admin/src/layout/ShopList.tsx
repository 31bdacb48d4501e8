import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  Button,
  CreateButton,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useTranslate,
  type ListProps,
  type RaRecord,
} from 'react-admin';
import { useAccessibleRowCheckboxes } from './accessibleRowCheckboxes';
import { BulkDeleteReportArea } from './BulkDeleteReport';
import { ListPagination } from './ListPagination';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from './listDefaults';
import { LoadError } from './LoadError';

// The spec's default order: newest first (back-office.md §9; the client list sorts by name).
export { DEFAULT_SORT };

/**
 * The search box, with an accessible name (react-admin's shows only a placeholder); `hint`, a
 * key, says in the placeholder what it finds.
 */
export const SearchFilter = ({ hint, ...props }: { source: string; alwaysOn?: boolean; hint?: string }) => {
  const translate = useTranslate();
  return (
    <SearchInput
      {...props}
      {...(hint ? { placeholder: translate(hint), sx: { minWidth: { sm: 300 } } } : {})}
      inputProps={{ 'aria-label': translate('ra.action.search') }}
    />
  );
};

/**
 * The lists' filters: the search box and the status filter, labelled from the resource's
 * catalogue (`filters.status`, `filters.all_statuses`).
 */
export const searchAndStatusFilters = (resource: string, statusChoices: { id: string; name: string }[], searchHint?: string) => [
  <SearchFilter key="q" source="q" alwaysOn hint={searchHint} />,
  <SelectInput
    key="status"
    source="status"
    label={`resources.${resource}.filters.status`}
    choices={statusChoices}
    emptyText={`resources.${resource}.filters.all_statuses`}
    alwaysOn
  />,
];

/** A column, header and cells, shown only from `breakpoint` up: it gives way on the counter's tablet. */
export const columnFrom = (breakpoint: 'md' | 'lg') => ({ display: { xs: 'none', [breakpoint]: 'table-cell' } }) as const;

/** What a cell shows only under `breakpoint`, where the column that holds it has given way. */
export const onlyUnder = (breakpoint: 'md' | 'lg') => ({ display: { xs: 'block', [breakpoint]: 'none' } }) as const;

export const hasActiveFilter = (filterValues: Record<string, unknown> | undefined) =>
  Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== null && value !== '');

/** 'Quitar filtros', shown only while a search term or a status narrows the list (spec §2). */
export const ClearFiltersButton = () => {
  const { filterValues, setFilters } = useListContext();
  if (!hasActiveFilter(filterValues)) return null;
  return (
    <Button label="ra.navigation.clear_filters" onClick={() => setFilters({}, {})}>
      <FilterListOffIcon />
    </Button>
  );
};

/**
 * A list's empty-results row: nothing there yet (`resources.<name>.empty`), or nothing matches
 * the search or filter (`no_results`), with the clear-filters button.
 */
export const NoResults = ({ resource }: { resource: string }) => {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {translate(hasActiveFilter(filterValues) ? `resources.${resource}.no_results` : `resources.${resource}.empty`)}
      </Typography>
      <Box sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}>
        <ClearFiltersButton />
      </Box>
    </Box>
  );
};

/** The list's top bar: clear filters, then the add button when the list has one. */
export const ListActions = ({ createLabel }: { createLabel?: string }) => (
  <TopToolbar>
    <ClearFiltersButton />
    {createLabel ? <CreateButton label={createLabel} /> : null}
  </TopToolbar>
);

export interface ShopListProps<RecordType extends RaRecord>
  extends Omit<ListProps<RecordType>, 'perPage' | 'pagination' | 'exporter' | 'error' | 'children'> {
  /** The spec's 'Error al cargar …' (a translation key): the list's error state and its notification. */
  loadFailed: string;
  /** The add button's label (a translation key); without one, no add button. */
  createLabel?: string;
  children: ReactNode;
}

/**
 * The common layout of the list screens (back-office.md §2, §9), one place for all four:
 * 15 rows a page out of 5, 10, 15, 25 or 50, 'Mostrando x-y de total' and at most five page
 * buttons; newest first; the clear-filters button; an empty-results row rather than
 * react-admin's invitation page; the error state with its reload button and notification;
 * row checkboxes that screen readers (and axe) can name, and a header checkbox that selects
 * the page shown and no more (the theme takes react-admin's select-all-pages button away);
 * above the list, what a bulk delete could not delete and why; gutters of 8 px rather than
 * MUI's 16, so that eight columns fit a 1280 px screen; and, on a screen still too narrow for
 * the table, a table that scrolls rather than a page that grows past the app bar.
 */
export const ShopList = <RecordType extends RaRecord>({
  loadFailed,
  createLabel,
  actions,
  queryOptions,
  children,
  ...props
}: ShopListProps<RecordType>) => {
  const notify = useNotify();
  const rowsRef = useAccessibleRowCheckboxes<HTMLDivElement>();
  return (
    <Box
      ref={rowsRef}
      sx={{
        '& .RaDataTable-tableWrapper': { overflowX: 'auto', contain: 'inline-size' },
        '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
      }}
    >
      <BulkDeleteReportArea>
        <List<RecordType>
          sort={DEFAULT_SORT}
          perPage={DEFAULT_PAGE_SIZE}
          pagination={<ListPagination />}
          empty={false}
          exporter={false}
          actions={actions ?? <ListActions createLabel={createLabel} />}
          error={<LoadError message={loadFailed} />}
          {...props}
          queryOptions={{ ...queryOptions, onError: () => notify(loadFailed, { type: 'error' }) }}
        >
          {children}
        </List>
      </BulkDeleteReportArea>
    </Box>
  );
};
