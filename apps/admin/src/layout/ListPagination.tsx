import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import TablePagination from '@mui/material/TablePagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import type { MouseEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/** The spec's page sizes and default (back-office.md §9). */
export const PAGE_SIZES = [5, 10, 15, 25, 50];
export { DEFAULT_PAGE_SIZE } from './listDefaults';

/** The spec shows at most five page buttons, centred on the current page (back-office.md §9). */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The pages whose buttons show: a window of at most `max` pages, centred on `page` (1-based)
 * and shifted, at either end, so that it never leaves 1…`pages`.
 */
export function pageWindow(page: number, pages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pages <= 0) return [];
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(1, page - Math.floor((size - 1) / 2)), pages - size + 1);
  return Array.from({ length: size }, (_, index) => start + index);
}

/**
 * First, previous, the window of page buttons, next and last, as a labelled navigation.
 * (react-admin's own actions show the first and last pages with ellipses, which the spec does not.)
 */
const CentredPageActions = ({ page, rowsPerPage, count, onPageChange }: TablePaginationActionsProps) => {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(count / rowsPerPage));
  const current = page + 1; // TablePagination counts from 0
  if (pages === 1) return null;

  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => onPageChange(event, target - 1);
  const edge = (type: 'first' | 'previous' | 'next' | 'last', target: number, disabled: boolean) => (
    <li>
      <PaginationItem
        component="button"
        type={type}
        size="small"
        disabled={disabled}
        onClick={go(target)}
        aria-label={translate(`ra.navigation.${type}`)}
      />
    </li>
  );

  return (
    <Box component="nav" aria-label={translate('app.list.pagination')} sx={{ flexShrink: 0, ml: { xs: 1, sm: 2 } }}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}>
        {edge('first', 1, current === 1)}
        {edge('previous', current - 1, current === 1)}
        {pageWindow(current, pages).map((target) => (
          <li key={target}>
            <PaginationItem
              component="button"
              type="page"
              size="small"
              page={target}
              selected={target === current}
              aria-current={target === current ? 'page' : undefined}
              onClick={go(target)}
              aria-label={translate(target === current ? 'ra.navigation.current_page' : 'ra.navigation.page', {
                page: target,
              })}
            />
          </li>
        ))}
        {edge('next', current + 1, current === pages)}
        {edge('last', pages, current === pages)}
      </Box>
    </Box>
  );
};

/**
 * Every list's pagination: 'Mostrando x-y de total', the spec's page sizes and the centred
 * page buttons, at every width (react-admin's own drops the page sizes under 900 px, the
 * counter's tablet; here the bar wraps instead). Nothing while the list loads, failed or is
 * empty: the table says so.
 */
export const ListPagination = () => {
  const { error, isPending, total, page, perPage, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  if (error || isPending || !total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page - 1, Math.max(0, Math.ceil(total / perPage) - 1))}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      ActionsComponent={CentredPageActions}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
    />
  );
};
