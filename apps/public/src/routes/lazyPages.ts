/**
 * The pages that load when first visited (the home page stays in the first bundle), by path.
 * `module` is the page's file under src/pages/, without `.tsx`.
 *
 * `param`: the page also answers one more segment, as that route parameter (`/seguimiento` and
 * `/seguimiento/:token`, `/productos` and `/productos/:producto`); the server sends such paths the page's own HTML too.
 *
 * One table for two readers: the app makes each a lazy route (AppRoutes), and the build writes
 * for each an HTML file that preloads the page's own files alongside the first bundle
 * (routeDocuments in vitePlugin.ts), which the server answers at that path. Plain data, no
 * imports: the build's plugin reads it too.
 */
export const lazyPages = [
  { path: '/acceso-gerencia', module: 'manager-login/ManagerLoginPage' },
  { path: '/preguntas-frecuentes', module: 'faq/FaqPage' },
  { path: '/politica-de-privacidad', module: 'policies/PrivacyPage' },
  { path: '/terminos-y-condiciones', module: 'policies/TermsPage' },
  { path: '/acerca-de-nosotros', module: 'about/AboutPage' },
  { path: '/productos', module: 'products/ProductsPage', param: 'producto' },
  { path: '/reserva', module: 'reservation/ReservationPage', param: 'paso' },
  { path: '/brickle-pickle', module: 'showcase/BricklePicklePage' },
  { path: '/white-branch', module: 'showcase/WhiteBranchPage' },
  { path: '/contacto', module: 'contact/ContactPage' },
  { path: '/iniciar-sesion', module: 'customer-login/CustomerLoginPage' },
  { path: '/registrarse', module: 'register/RegisterPage' },
  { path: '/recuperar-contrasena', module: 'forgot-password/ForgotPasswordPage' },
  { path: '/perfil', module: 'profile/ProfilePage' },
  { path: '/seguimiento', module: 'tracking/TrackingPage', param: 'token' },
  { path: '/avisos', module: 'notices/NoticesPage', param: 'token' },
  { path: '/verificar-correo', module: 'verify-email/VerifyEmailPage', param: 'token' },
] as const satisfies ReadonlyArray<{ path: `/${string}`; module: string; param?: string }>;

/** Every path of the lazy pages in react-router's syntax: each page's, and its parameter's (`/seguimiento/:token`). */
export const lazyPagePaths: readonly string[] = lazyPages.flatMap((page) => ('param' in page ? [page.path, `${page.path}/:${page.param}`] : [page.path]));

/** Where the build writes the HTML of a lazy page: `routes/contacto.html` for /contacto. */
export function routeDocumentName(path: string): string {
  return `routes${path}.html`;
}
