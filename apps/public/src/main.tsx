// Base styles first: the components' stylesheets build on (and may override) them.
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './auth/AuthContext';
import { NotificationsProvider } from './notifications/NotificationsContext';
import { AppRoutes } from './routes/AppRoutes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <NotificationsProvider>
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </NotificationsProvider>
    </BrowserRouter>
  </StrictMode>,
);
