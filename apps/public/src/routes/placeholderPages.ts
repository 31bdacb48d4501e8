import { es } from '../i18n/es';

/** Pages of the route table still to be built: they show their title and a way to reach us. */
export const placeholderPages: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/acerca-de-nosotros', title: es.pages.about },
  { path: '/contacto', title: es.pages.contact },
  { path: '/preguntas-frecuentes', title: es.pages.faq },
  { path: '/politica-de-privacidad', title: es.pages.privacy },
  { path: '/terminos-y-condiciones', title: es.pages.terms },
  { path: '/iniciar-sesion', title: es.pages.customerLogin },
  { path: '/registrarse', title: es.pages.register },
  { path: '/recuperar-contrasena', title: es.pages.forgotPassword },
  { path: '/productos', title: es.pages.products },
  { path: '/perfil', title: es.pages.profile },
  { path: '/brickle-pickle', title: es.pages.bricklePickle },
  { path: '/white-branch', title: es.pages.whiteBranch },
];
