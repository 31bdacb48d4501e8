// Base styles first: the components' stylesheets build on (and may override) them.
import './styles/base.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AuthProvider } from './auth/AuthContext';
import { NotificationsProvider } from './notifications/NotificationsContext';
import { AppRoutes, preloadPage } from './routes/AppRoutes';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A visit that starts on a page loaded when visited waits for that page's file (its HTML has
// preloaded it): the first paint is then the page, not a spinner it replaces.
void preloadPage(window.location.pathname).then(() =>
  // As a transition, the first render works in slices of a few milliseconds and lets the
  // browser breathe in between, instead of blocking a phone's main thread for a quarter second.
  startTransition(() =>
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
    ),
  ),
);
