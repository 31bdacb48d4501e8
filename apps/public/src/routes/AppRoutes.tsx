import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { SiteLayout } from '../layout/SiteLayout';
import HomePage from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { LeaveForManagement } from './LeaveForManagement';
import { managementRedirects } from './managementRedirects';
import { placeholderPages } from './placeholderPages';

// The home page stays in the first bundle; the rest loads when visited.
const ManagerLoginPage = lazy(() => import('../pages/manager-login/ManagerLoginPage'));

export function AppRoutes() {
  return (
    <Routes>
      {managementRedirects.map(({ path, target }) => (
        <Route key={path} path={path} element={<LeaveForManagement target={target} />} />
      ))}
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="/acceso-gerencia" element={<ManagerLoginPage />} />
        {placeholderPages.map(({ path, title }) => (
          <Route key={path} path={path} element={<PlaceholderPage title={title} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
