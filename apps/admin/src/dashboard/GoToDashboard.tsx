import { Navigate, useBasename } from 'react-admin';

/** The spec's /dashboard-gerencia leads to the dashboard, the back-office's home. */
export const GoToDashboard = () => <Navigate to={`${useBasename()}/`} replace />;
