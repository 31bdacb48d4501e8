import { Suspense, type ComponentProps } from 'react';
import { lazyScreen } from '../shared/lazyScreen';

/**
 * react-admin's error and authentication-error pages, fetched when one is shown: both bring its
 * configurable page title (a text field, a popover and the preferences editor), which no screen
 * that works needs before its first render.
 */
const LazyError = lazyScreen(() => import('./reactAdminPages').then((m) => m.Error), { withScreenTexts: false });
const LazyAuthenticationError = lazyScreen(() => import('./reactAdminPages').then((m) => m.AuthenticationError), { withScreenTexts: false });

type ErrorProps = ComponentProps<typeof import('./reactAdminPages').Error>;

export const ErrorScreen = (props: ErrorProps) => (
  <Suspense fallback={null}>
    <LazyError {...props} />
  </Suspense>
);

export const AuthenticationErrorScreen = () => (
  <Suspense fallback={null}>
    <LazyAuthenticationError />
  </Suspense>
);
