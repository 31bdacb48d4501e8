import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT } from '../layout/listDefaults';
import { dataProvider } from './dataProvider';

/** react-admin's query cache, made here so that a list's first page can be asked for before React renders. */
export const queryClient = new QueryClient();

/**
 * The lists that open on `ShopList`'s defaults (15 rows, newest first, no filter): their first
 * page is the query react-admin's list controller makes on a cold start. A list that sorts
 * otherwise (clients, products, team, deleted) is not here. Keep in step with the list screens:
 * a list here that asked for something else would only cost one request more.
 */
const LISTS_ON_DEFAULTS = new Set(['repairs', 'revisions', 'orders', 'invoices']);

/** How long the first page asked for here counts as fresh, so the list does not ask for it again. */
const FRESH_MS = 3000;

/**
 * Asks for a list's first page as the page starts, beside the screen's code, when the address
 * opens on a list (`/repairs`) with no parameters and none kept from an earlier visit (react-admin
 * keeps them in localStorage): the list controller then finds its rows in the cache instead of
 * asking once its code has been fetched, parsed and rendered. `pathname` is under the base.
 */
export function prefetchListAt(pathname: string, search: string): void {
  const resource = /^\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  if (!resource || !LISTS_ON_DEFAULTS.has(resource) || search !== '') return;
  try {
    if (window.localStorage.getItem(`RaStore.${resource}.listParams`) !== null) return;
  } catch {
    return; // Storage blocked: react-admin's store then starts empty as well, but better not guess.
  }
  const params = { pagination: { page: 1, perPage: DEFAULT_PAGE_SIZE }, sort: DEFAULT_SORT, filter: {} };
  // react-admin's useGetList key and answer, exactly (ra-core's dataProvider/useGetList).
  const queryKey = [resource, 'getList', { ...params, meta: undefined }];
  queryClient.setQueryDefaults(queryKey, { staleTime: FRESH_MS });
  // After the first render the list is react-admin's as before: every later visit asks again.
  setTimeout(() => queryClient.setQueryDefaults(queryKey, { staleTime: 0 }), FRESH_MS);
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
}
