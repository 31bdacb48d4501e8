import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';
import { ALBARAN_PATHS, QUOTE_PATHS } from '../paths';
import { lazyScreen } from '../shared/lazyScreen';

/** The albarán in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export const AlbaranPage = lazyScreen(() => import('./AlbaranPage').then((m) => m.AlbaranPage));
/** The printable quote, likewise: a page to print, in its own file. */
export const QuotePage = lazyScreen(() => import('../repairs/quote/QuotePage').then((m) => m.QuotePage));

/** Outside the layout there is no layout's `<Suspense>`: react-admin's loading state, in Spanish. */
const Albaran = ({ type }: { type?: 'repair' }) => (
  <Suspense fallback={<Loading />}>
    <AlbaranPage type={type} />
  </Suspense>
);

/**
 * The albarán outside the back-office's layout (`<CustomRoutes noLayout>`): no app bar, no
 * menu, on screen or on paper. /albaran/:id is the spec's path and means a repair.
 */
export const albaranRoutes = [
  <Route key="albaran-of" path={ALBARAN_PATHS.ofType} element={<Albaran />} />,
  <Route key="albaran" path={ALBARAN_PATHS.repair} element={<Albaran type="repair" />} />,
  ...(['repair', 'revision'] as const).map((kind) => (
    <Route
      key={`presupuesto-${kind}`}
      path={QUOTE_PATHS[kind]}
      element={
        <Suspense fallback={<Loading />}>
          <QuotePage kind={kind} />
        </Suspense>
      }
    />
  )),
];
