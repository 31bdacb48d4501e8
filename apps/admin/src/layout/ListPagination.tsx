import { Pagination, useListContext } from 'react-admin';

/** The spec's page sizes and default (back-office.md §9). */
export const PAGE_SIZES = [5, 10, 15, 25, 50];
export const DEFAULT_PAGE_SIZE = 15;

/** 'Mostrando x-y de total' with the spec's page sizes; nothing while the list failed to load. */
export const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={PAGE_SIZES} />;
};
