import CssBaseline from '@mui/material/CssBaseline';
import type { ReactNode } from 'react';
import { AccessDenied, AdminContext, CoreAdminUI, LoadingPage, localStorageStore, type AdminProps } from 'react-admin';
import { AuthenticationErrorScreen, ErrorScreen } from './ErrorScreen';
import { TallerLayout } from './Layout';
import { NotFound } from './NotFound';
import { TallerNotification } from './Notification';

/** The store react-admin's `<Admin>` keeps by default (list filters, sort, sidebar): the same. */
const store = localStorageStore();

type AdminShellProps = Pick<AdminProps, 'basename' | 'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme' | 'dashboard' | 'title' | 'queryClient'> & {
  children: ReactNode;
};

/**
 * react-admin's `<Admin>` as its documentation composes it (`<AdminContext>` around the UI),
 * without what this back-office never shows but `<Admin>` loads up front all the same: the
 * login page and its form (the login lives on the public site, /acceso-gerencia), the OAuth
 * callback page and the English messages. Everything else is react-admin's own: the routes,
 * the session check (`requireAuth`), the loading, error and access-denied pages (the error pages
 * fetched when shown, ErrorScreen.tsx); the layout is ours (Layout.tsx).
 */
export const AdminShell = ({ basename, dataProvider, authProvider, i18nProvider, theme, dashboard, title, queryClient, children }: AdminShellProps) => (
  <AdminContext
    basename={basename}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    store={store}
    queryClient={queryClient}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        layout={TallerLayout}
        dashboard={dashboard}
        catchAll={NotFound}
        error={ErrorScreen}
        loading={LoadingPage}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationErrorScreen}
        loginPage={false}
        requireAuth
        disableTelemetry
        title={title}
      >
        {children}
      </CoreAdminUI>
      <TallerNotification />
    </CssBaseline>
  </AdminContext>
);
