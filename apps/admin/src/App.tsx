import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { albaranRoutes } from './albaran/routes';
import clients from './clients';
import deleted from './deleted';
import staff from './team';
import { Dashboard } from './dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { TallerLayout } from './layout/Layout';
import { NotFound } from './layout/NotFound';
import { TallerNotification } from './layout/Notification';
import { tallerTheme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import orders from './orders';
import repairs from './repairs';
import revisions from './revisions';
import { RESOURCE_VIEWS } from './paths';
import { specPathAliases } from './routes';

/** The resources, as paths.ts names them for the server (a resource missing there is a type error). */
const RESOURCES = { repairs, revisions, clients, orders, deleted, staff } satisfies Record<keyof typeof RESOURCE_VIEWS, object>;

/** The back-office's place in the site: the API serves it (and its SPA fallback) under /gestion. */
export const BASENAME = '/gestion';

/**
 * The login lives on the public site (/acceso-gerencia); react-admin shows none of its own.
 */
const TallerAdmin = () => (
  <Admin
    basename={BASENAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={TallerLayout}
    theme={tallerTheme}
    notification={TallerNotification}
    dashboard={Dashboard}
    catchAll={NotFound}
    loginPage={false}
    requireAuth
    disableTelemetry
    title="Taller · Gestión"
  >
    {Object.entries(RESOURCES).map(([name, views]) => (
      <Resource key={name} name={name} {...views} />
    ))}
    <CustomRoutes>{specPathAliases}</CustomRoutes>
    <CustomRoutes noLayout>{albaranRoutes}</CustomRoutes>
  </Admin>
);

/**
 * react-admin in a browser *data* router mounted at /gestion: its own default is a hash
 * router, and only a data router lets a form warn about unsaved changes on leaving.
 */
const router = createBrowserRouter([{ path: `${BASENAME}/*`, element: <TallerAdmin /> }]);

export const App = () => <RouterProvider router={router} />;
