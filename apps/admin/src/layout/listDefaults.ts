import type { SortPayload } from 'react-admin';

/** The spec's default page size (back-office.md §9). */
export const DEFAULT_PAGE_SIZE = 15;

/** Newest first: every list's order unless it says otherwise. */
export const DEFAULT_SORT: SortPayload = { field: 'id', order: 'DESC' };
