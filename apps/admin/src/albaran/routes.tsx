import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { Route } from 'react-router';
import { ALBARAN_PATHS } from '../paths';
import { lazyScreen } from '../shared/lazyScreen';

/** The albarán in a file of its own, fetched when first shown (shared/lazyScreen.tsx). */
export const AlbaranPage = lazyScreen(() => import('./AlbaranPage').then((m) => m.AlbaranPage));

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
];
