/**
 * Title and description of every public route of the spec's route table: the browser tab,
 * the search result and the preview card of a shared link all read from here, and so does
 * the build's sitemap.xml (seo/buildFiles.ts).
 *
 * Plain data with no browser or React imports: the Vite config loads it at build time.
 */
import { shop } from '../config/shop.ts';
import { es } from '../i18n/es.ts';
import { warrantyPeriod } from '../config/shop.ts';

export interface PageMetadata {
  /** The route, as in the route table. */
  path: string;
  /** The page's own name; the tab shows "Título · Taller" (see documentTitle). */
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
  /** Whether search engines should list it: a signed-in page has nothing for them. */
  indexable: boolean;
}

/** The home page: the title stands alone, with the shop's pitch instead of a page name. */
export const HOME_TITLE = `${shop.name ? `${shop.name} · ` : ''}Reparación de móviles, tablets, ordenadores y consolas en Madrid`;

export const SITE_DESCRIPTION =
  'Reparamos móviles, tablets, ordenadores, portátiles, consolas, altavoces y televisores cerca de Madrid. Diagnóstico gratuito y sin cita previa.';

const page = (path: string, title: string, description: string, indexable = true): PageMetadata => ({
  path,
  title,
  description,
  indexable,
});

export const publicPages: readonly PageMetadata[] = [
  page('/', HOME_TITLE, SITE_DESCRIPTION),
  page(
    '/productos',
    es.pages.products,
    'Fundas, cristal templado, cargadores, baterías externas, cables, auriculares y memorias USB/SD: precios con IVA y disponibilidad en la tienda.',
  ),
  // A product's page says its own name and price once loaded (ProductPage, usePageMetadata); this is while it loads.
  page('/productos/:producto', es.pages.product, 'Un accesorio de nuestro catálogo: precio con IVA, disponibilidad en la tienda y dispositivos compatibles.'),
  // The visitor's own basket and receipt: nothing for a search engine.
  page('/reserva', es.pages.reservation, 'Los productos que vas a reservar para recoger en la tienda, y tus datos para la reserva.', false),
  page('/reserva/:paso', es.pages.reservationDone, 'Tu reserva para recoger en la tienda: el código de recogida y hasta cuándo te la guardamos.', false),
  page(
    '/acerca-de-nosotros',
    es.pages.about,
    'Desde 2013 en un centro comercial cerca de Madrid: de recargar tóner a reparar dispositivos con tecnología sostenible. Conoce nuestra historia y valores.',
  ),
  page(
    '/contacto',
    es.pages.contact,
    'Escríbenos o llámanos: teléfono, correo, dirección y horario de la tienda. Te respondemos sobre reparaciones, facturas, garantías y pedidos.',
  ),
  page(
    '/preguntas-frecuentes',
    es.pages.faq,
    'Respuestas sobre diagnóstico gratuito, plazos de reparación, garantía, formas de pago, recogida de pedidos en tienda y más.',
  ),
  page(
    '/politica-de-privacidad',
    es.pages.privacy,
    'Qué datos personales tratamos, para qué, cuánto tiempo los conservamos y cómo ejercer tus derechos de acceso, rectificación y supresión.',
  ),
  page(
    '/terminos-y-condiciones',
    es.pages.terms,
    `Condiciones de nuestras reparaciones y ventas: presupuestos, garantía de ${warrantyPeriod} en reparaciones, pagos, reservas y dispositivos no recogidos.`,
  ),
  page(
    '/iniciar-sesion',
    es.pages.customerLogin,
    'Accede a tu cuenta de cliente para consultar tus datos y tus pedidos de accesorios.',
  ),
  page(
    '/registrarse',
    es.pages.register,
    'Crea tu cuenta de cliente para seguir tus reparaciones y reservas, y reservar accesorios sin volver a escribir tus datos.',
  ),
  page('/recuperar-contrasena', es.pages.forgotPassword, 'Recupera el acceso a tu cuenta de cliente.'),
  page('/acceso-gerencia', es.managerLogin.title, 'Acceso al área de gestión, reservado al personal de la tienda.'),
  page(
    '/brickle-pickle',
    es.pages.bricklePickle,
    'Brickle Pickle, desarrollo front-end y diseño de interfaces: quién hizo la web pública de la tienda y cómo trabaja.',
  ),
  page(
    '/white-branch',
    es.pages.whiteBranch,
    'White Branch, desarrollo back-end y arquitectura: quién hizo la API y el historial de reparaciones de la tienda.',
  ),
  page('/perfil', es.pages.profile, 'Los datos de tu cuenta de cliente.', false),
  page(
    '/seguimiento',
    es.pages.tracking,
    'Consulta cómo va tu reparación, revisión o pedido con el número del albarán y los últimos dígitos de tu teléfono.',
  ),
  // A customer's own page: nothing for a search engine (robots.txt keeps them out too).
  page('/seguimiento/:token', es.pages.trackedJob, 'El estado de tu reparación, revisión o pedido, paso a paso.', false),
  page('/avisos', es.pages.notices, 'Los avisos de la tienda por correo y mensaje: ábrelos desde el enlace de tus correos.', false),
  page('/avisos/:token', es.pages.noticePreference, 'Elige si recibes los avisos de cortesía de la tienda por correo y mensaje.', false),
  page('/verificar-correo', es.pages.verifyEmail, 'Confirma el correo de tu cuenta de cliente con el enlace que te enviamos.', false),
  page('/verificar-correo/:token', es.pages.emailVerification, 'Comprobamos que el correo de tu cuenta de cliente es tuyo.', false),
];

/** Any path no route answers (the 404 page). */
export const notFoundPage: PageMetadata = page('', es.notFound.title, es.notFound.text, false);

/** The metadata of a path: its own entry, or the entry of a route with a parameter it fills (`/seguimiento/:token`). */
export function pageMetadataFor(pathname: string): PageMetadata | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPages.find((entry) => entry.path === path) ?? publicPages.find((entry) => fills(entry.path, path));
}

function fills(route: string, path: string): boolean {
  if (!route.includes('/:')) return false;
  const want = path.split('/');
  const parts = route.split('/');
  return parts.length === want.length && parts.every((part, i) => (part.startsWith(':') ? want[i] !== '' : part === want[i]));
}

/** What the browser tab shows (set on every route change by useRouteMetadata). */
export function documentTitle(metadata: PageMetadata): string {
  return metadata.path === '/' || !shop.name ? metadata.title : `${metadata.title} · ${shop.name}`;
}
