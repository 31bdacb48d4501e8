import { Suspense } from 'react';
import { Loading, Navigate, useCreatePath, useParams } from 'react-admin';
import { Route } from 'react-router';
import { GoToDashboard } from './dashboard/GoToDashboard';
import { CASH_PATHS, SCREEN_PATHS, SPEC_ALIAS_PATHS } from './paths';
import { lazyScreen } from './shared/lazyScreen';

// Each screen in a file of its own, fetched when first shown (shared/lazyScreen.tsx).
export const CalendarPage = lazyScreen(() => import('./calendar/CalendarPage').then((m) => m.CalendarPage));
export const NewWorkPage = lazyScreen(() => import('./new-work/NewWorkPage').then((m) => m.NewWorkPage));
export const NotesPage = lazyScreen(() => import('./notes/NotesPage').then((m) => m.NotesPage));
export const AuditPage = lazyScreen(() => import('./audit/AuditPage').then((m) => m.AuditPage));
export const ShopSettingsPage = lazyScreen(() => import('./shop-settings/ShopSettingsPage').then((m) => m.ShopSettingsPage));
export const NoticeSettingsPage = lazyScreen(() => import('./notice-settings/NoticeSettingsPage').then((m) => m.NoticeSettingsPage));
// The charts library comes only with this screen.
export const StatisticsPage = lazyScreen(() => import('./statistics/StatisticsPage').then((m) => m.StatisticsPage));
export const CashDayPage = lazyScreen(() => import('./cash/CashDayPage').then((m) => m.CashDayPage));
export const CashClosesPage = lazyScreen(() => import('./cash/CashClosesPage').then((m) => m.CashClosesPage));
export const CashSummaryPage = lazyScreen(() => import('./cash/CashSummaryPage').then((m) => m.CashSummaryPage));

type Target = { resource: string; type: 'list' | 'show' | 'create' };

/** Leads a spec path to its screen; `useCreatePath` adds the /gestion base. */
const GoTo = ({ resource, type }: Target) => {
  const { id } = useParams();
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource, type, id })} replace />;
};

/**
 * The spec's management paths (back-office.md §2) under /gestion lead to their screens, so
 * /gestion/reparacion/12 works like /gestion/repairs/12/show. The paths are paths.ts's (the
 * server's list of what is a page).
 */
export const specPathAliases = [
  <Route key="dashboard-gerencia" path={SPEC_ALIAS_PATHS.dashboard} element={<GoToDashboard />} />,
  <Route key="reparaciones" path={SPEC_ALIAS_PATHS.repairs} element={<GoTo resource="repairs" type="list" />} />,
  <Route key="reparacion" path={SPEC_ALIAS_PATHS.repair} element={<GoTo resource="repairs" type="show" />} />,
  <Route key="clientes" path={SPEC_ALIAS_PATHS.clients} element={<GoTo resource="clients" type="list" />} />,
  <Route key="cliente" path={SPEC_ALIAS_PATHS.client} element={<GoTo resource="clients" type="show" />} />,
  <Route key="pedidos" path={SPEC_ALIAS_PATHS.orders} element={<GoTo resource="orders" type="list" />} />,
  <Route key="pedido" path={SPEC_ALIAS_PATHS.order} element={<GoTo resource="orders" type="show" />} />,
  <Route key="revisiones" path={SPEC_ALIAS_PATHS.revisions} element={<GoTo resource="revisions" type="list" />} />,
  <Route key="revision" path={SPEC_ALIAS_PATHS.revision} element={<GoTo resource="revisions" type="show" />} />,
  <Route key="nuevo-trabajo" path={SCREEN_PATHS.newWork} element={<NewWorkPage />} />,
  <Route key="calendario" path={SCREEN_PATHS.calendar} element={<CalendarPage />} />,
  // Not a spec path: the notes board on a screen of its own, for the side menu.
  <Route key="notas" path={SCREEN_PATHS.notes} element={<NotesPage />} />,
  // The owner's audit (the Administrador's: the API refuses anyone else).
  <Route key="actividad" path={SCREEN_PATHS.audit} element={<AuditPage />} />,
  // The shop's identity, hours and terms (the Administrador's: the API refuses anyone else).
  <Route key="ajustes-del-taller" path={SCREEN_PATHS.shopSettings} element={<ShopSettingsPage />} />,
  // The customer notices' steps, channels and texts (the Administrador's, as the shop settings they are part of).
  <Route key="avisos" path={SCREEN_PATHS.noticeSettings} element={<NoticeSettingsPage />} />,
  // The owner's numbers (the Administrador's: the API refuses anyone else).
  <Route key="estadisticas" path={SCREEN_PATHS.statistics} element={<StatisticsPage />} />,
  // The daily cash close: today's, any day's (the owner's audit links here) and the list of closes.
  <Route key="caja" path={CASH_PATHS.today} element={<CashDayPage />} />,
  <Route key="caja-cierres" path={CASH_PATHS.closes} element={<CashClosesPage />} />,
  <Route key="caja-dia" path={CASH_PATHS.day} element={<CashDayPage />} />,
];

/** A day's printable cash summary, outside the layout like the albarán (no layout, so a `<Suspense>` of its own). */
export const cashPrintRoutes = [
  <Route
    key="caja-imprimir"
    path={CASH_PATHS.print}
    element={
      <Suspense fallback={<Loading />}>
        <CashSummaryPage />
      </Suspense>
    }
  />,
];
