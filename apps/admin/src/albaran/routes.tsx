import { Route } from 'react-router';
import { ALBARAN_PATHS } from '../paths';
import { AlbaranPage } from './AlbaranPage';

/**
 * The albarán outside the back-office's layout (`<CustomRoutes noLayout>`): no app bar, no
 * menu, on screen or on paper. /albaran/:id is the spec's path and means a repair.
 */
export const albaranRoutes = [
  <Route key="albaran-of" path={ALBARAN_PATHS.ofType} element={<AlbaranPage />} />,
  <Route key="albaran" path={ALBARAN_PATHS.repair} element={<AlbaranPage type="repair" />} />,
];
