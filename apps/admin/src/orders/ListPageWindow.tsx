import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import TablePagination from '@mui/material/TablePagination';
import { useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZES } from '../layout/ListPagination';

/** The spec shows at most five page buttons, centred on the current page (back-office.md §9). */
export const MAX_PAGE_BUTTONS = 5;

/** The pages whose buttons are shown: `size` pages around `current`, shifted to stay within 1…pageCount. */
export function pageWindow(current: number, pageCount: number, size = MAX_PAGE_BUTTONS): number[] {
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const last = Math.min(pageCount, first + size - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);
}

interface ActionsProps {
  /** 0-based, as MUI's TablePagination counts. */
  page: number;
  count: number;
  rowsPerPage: number;
  onPageChange: (event: null, page: number) => void;
  className?: string;
}

/** First, previous, the window of page buttons, next and last, as a labelled navigation. */
const PageWindowActions = ({ page, count, rowsPerPage, onPageChange, className }: ActionsProps) => {
  const translate = useTranslate();
  const pageCount = Math.max(1, Math.ceil(count / rowsPerPage));
  const current = page + 1;
  if (pageCount === 1) return <Box className={className} />;

  const goTo = (target: number) => () => onPageChange(null, target - 1);
  const arrow = (type: 'first' | 'previous' | 'next' | 'last', target: number, disabled: boolean) => (
    <li>
      <PaginationItem
        type={type}
        size="small"
        disabled={disabled}
        onClick={goTo(target)}
        aria-label={translate(`ra.navigation.${type}`)}
      />
    </li>
  );

  return (
    <Box
      component="nav"
      className={className}
      aria-label={translate('resources.orders.pagination.label')}
      sx={{ flexShrink: 0, ml: 2 }}
    >
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', listStyle: 'none', m: 0, p: 0 }}>
        {arrow('first', 1, current === 1)}
        {arrow('previous', current - 1, current === 1)}
        {pageWindow(current, pageCount).map((number) => (
          <li key={number}>
            <PaginationItem
              type="page"
              page={number}
              size="small"
              selected={number === current}
              aria-current={number === current ? 'page' : undefined}
              aria-label={translate(number === current ? 'ra.navigation.current_page' : 'ra.navigation.page', {
                page: number,
              })}
              onClick={goTo(number)}
            />
          </li>
        ))}
        {arrow('next', current + 1, current === pageCount)}
        {arrow('last', pageCount, current === pageCount)}
      </Box>
    </Box>
  );
};

/**
 * The list's pagination at every width (react-admin's drops the page sizes below 900 px, the
 * counter's tablet): page sizes 5–50, 'Mostrando x-y de total' and at most five page buttons.
 * Nothing while the list is loading, failed or empty (the table says so).
 */
export const ListPageWindow = () => {
  const { isPending, error, page, perPage, total, setPage, setPerPage } = useListContext();
  const translate = useTranslate();
  if (isPending || error || !total) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.min(page, Math.ceil(total / perPage)) - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={PAGE_SIZES}
      onPageChange={(_event, next) => setPage(next + 1)}
      onRowsPerPageChange={(event) => setPerPage(Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      ActionsComponent={PageWindowActions}
    />
  );
};
