import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

/**
 * The address's query, and a way to change it that starts from the address as it is now.
 *
 * react-router renders a navigation in a transition, so the query of the last render may be a
 * change behind the address: two quick clicks on 'Semana anterior' would both start from the
 * same week, and a number typed just after choosing a kind would drop the kind. The address
 * itself is updated before the next click or key reaches the page, so changes start from it.
 */
export const useAddressParams = () => {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(window.location.search);
      edit(next);
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change] as const;
};
