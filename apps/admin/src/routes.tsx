import { Navigate, useCreatePath, useParams } from 'react-admin';
import { Route } from 'react-router';
import { GoToDashboard } from './dashboard';
import { CalendarPage } from './calendar/CalendarPage';
import { NewWorkPage } from './new-work';
import { NotesPage } from './notes';

type Target = { resource: string; type: 'list' | 'show' | 'create' };

/** Leads a spec path to its screen; `useCreatePath` adds the /gestion base. */
const GoTo = ({ resource, type }: Target) => {
  const { id } = useParams();
  const createPath = useCreatePath();
  return <Navigate to={createPath({ resource, type, id })} replace />;
};

/**
 * The spec's management paths (back-office.md §2) under /gestion lead to their screens, so
 * /gestion/reparacion/12 works like /gestion/repairs/12/show.
 */
export const specPathAliases = [
  <Route key="dashboard-gerencia" path="/dashboard-gerencia" element={<GoToDashboard />} />,
  <Route key="reparaciones" path="/reparaciones" element={<GoTo resource="repairs" type="list" />} />,
  <Route key="reparacion" path="/reparacion/:id" element={<GoTo resource="repairs" type="show" />} />,
  <Route key="clientes" path="/clientes" element={<GoTo resource="clients" type="list" />} />,
  <Route key="cliente" path="/cliente/:id" element={<GoTo resource="clients" type="show" />} />,
  <Route key="pedidos" path="/pedidos" element={<GoTo resource="orders" type="list" />} />,
  <Route key="pedido" path="/pedido/:id" element={<GoTo resource="orders" type="show" />} />,
  <Route key="revisiones" path="/revisiones" element={<GoTo resource="revisions" type="list" />} />,
  <Route key="revision" path="/revision/:id" element={<GoTo resource="revisions" type="show" />} />,
  <Route key="nuevo-trabajo" path="/nuevo-trabajo" element={<NewWorkPage />} />,
  <Route key="calendario" path="/calendario" element={<CalendarPage />} />,
  // Not a spec path: the notes board on a screen of its own, for the side menu.
  <Route key="notas" path="/notas" element={<NotesPage />} />,
];
