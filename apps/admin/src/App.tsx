import { CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AlbaranPage, albaranRoutes } from './albaran/routes';
import clients from './clients';
import deleted from './deleted';
import invoices from './invoices';
import { invoiceRoutes } from './invoices/routes';
import staff from './team';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminShell } from './layout/AdminShell';
import { tallerTheme } from './layout/theme';
import { authProvider, startSessionCheck } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { prefetchListAt, queryClient } from './providers/prefetchList';
import orders from './orders';
import products from './products';
import repairs from './repairs';
import revisions from './revisions';
import { CASH_PATHS, RESOURCE_VIEWS, SCREEN_PATHS } from './paths';
import { preloadScreenAt } from './preloadScreen';
import { AuditPage, CalendarPage, CashClosesPage, CashDayPage, cashPrintRoutes, NewWorkPage, NoticeSettingsPage, NotesPage, ShopSettingsPage, specPathAliases } from './routes';
import { Dashboard } from './dashboard/Dashboard';

/** The resources, as paths.ts names them for the server (a resource missing there is a type error). */
const RESOURCES = { repairs, revisions, clients, orders, products, deleted, staff, invoices } satisfies Record<keyof typeof RESOURCE_VIEWS, object>;

/** The back-office's place in the site: the API serves it (and its SPA fallback) under /gestion. */
export const BASENAME = '/gestion';

/**
 * The home screen comes with the first load (every other screen is a file of its own,
 * shared/lazyScreen.tsx): what it needs is most of what any screen needs, so the screens' other
 * parts can be one file (vite.config.ts) without the home screen fetching it.
 */

// The session check starts now, and the screen the address opens on starts loading beside it,
// with a list's first page when the address opens on one.
startSessionCheck();
prefetchListAt(window.location.pathname.slice(BASENAME.length), window.location.search);
preloadScreenAt(window.location.pathname.slice(BASENAME.length), {
  resources: RESOURCES,
  albaran: AlbaranPage,
  pages: {
    [SCREEN_PATHS.newWork]: NewWorkPage,
    [SCREEN_PATHS.calendar]: CalendarPage,
    [SCREEN_PATHS.notes]: NotesPage,
    [SCREEN_PATHS.audit]: AuditPage,
    [SCREEN_PATHS.shopSettings]: ShopSettingsPage,
    [SCREEN_PATHS.noticeSettings]: NoticeSettingsPage,
    [CASH_PATHS.today]: CashDayPage,
    [CASH_PATHS.closes]: CashClosesPage,
  },
});

/**
 * The login lives on the public site (/acceso-gerencia); react-admin shows none of its own
 * (layout/AdminShell.tsx: the layout, 404 page and notifications are set there).
 */
const TallerAdmin = () => (
  <AdminShell
    basename={BASENAME}
    dataProvider={dataProvider}
    queryClient={queryClient}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={tallerTheme}
    dashboard={Dashboard}
    title="Taller · Gestión"
  >
    {Object.entries(RESOURCES).map(([name, views]) => (
      <Resource key={name} name={name} {...views} />
    ))}
    <CustomRoutes>{specPathAliases}</CustomRoutes>
    <CustomRoutes noLayout>{albaranRoutes}</CustomRoutes>
    <CustomRoutes noLayout>{invoiceRoutes}</CustomRoutes>
    <CustomRoutes noLayout>{cashPrintRoutes}</CustomRoutes>
  </AdminShell>
);

/**
 * react-admin in a browser *data* router mounted at /gestion: its own default is a hash
 * router, and only a data router lets a form warn about unsaved changes on leaving.
 */
const router = createBrowserRouter([{ path: `${BASENAME}/*`, element: <TallerAdmin /> }]);

export const App = () => <RouterProvider router={router} />;
