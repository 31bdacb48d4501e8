import { warrantyPeriod } from '../../config/shop';
/**
 * Every text of the home page. The spec (public-site-and-access.md, Home) names the sections
 * and quotes two media errors, marked `spec`; the rest is the shop's own copy.
 */
export const homeTexts = {
  hero: {
    eyebrow: 'Servicio técnico cerca de Madrid',
    title: 'Reparamos tus dispositivos, sin cita y con diagnóstico gratuito',
    lead:
      'Móviles, tablets, ordenadores, portátiles, consolas, altavoces y televisores. Tráelo a la tienda: lo revisamos gratis y te decimos qué le pasa y cuánto cuesta antes de tocar nada.',
    ctaContact: 'Pide información',
    ctaCall: 'Llámanos al',
    checks: ['Diagnóstico gratuito', 'Sin cita previa', `${warrantyPeriod} de garantía`],
  },

  video: {
    label: 'Video de presentación del taller',
    description: 'Animación sin sonido: un móvil, un portátil y un mando pasan por el taller y salen reparados.',
    loading: 'Cargando video…',
    errorTitle: 'Error al cargar el video', // spec
    errorMessage: 'No hemos podido cargar el video de presentación. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    pause: 'Pausar el video',
    play: 'Reproducir el video',
  },

  carousel: {
    title: 'Un vistazo al taller',
    intro: 'Lo que pasa cada día en nuestro mostrador, de los móviles a las consolas.',
    label: 'Galería del taller',
    roleDescription: 'carrusel',
    slideRoleDescription: 'diapositiva',
    slideLabel: (position: number, total: number) => `${position} de ${total}`,
    counter: (position: number, total: number) => `${position} / ${total}`,
    pause: 'Pausar el carrusel',
    resume: 'Reanudar el carrusel',
    previous: 'Diapositiva anterior',
    next: 'Diapositiva siguiente',
    goTo: (position: number, title: string) => `Ir a la diapositiva ${position}: ${title}`,
    imageError: 'Error al cargar imagen', // spec
  },

  stats: {
    title: 'El taller en cifras',
  },

  work: {
    title: 'Qué hacemos',
    intro: 'Vendemos los accesorios que tu dispositivo necesita y reparamos lo que se ha roto.',
    tabsLabel: 'Ventas y reparaciones',
  },

  banners: {
    title: 'Servicios',
    intro: 'Lo que más nos piden en el mostrador, con presupuesto gratuito antes de empezar.',
  },

  developers: {
    eyebrow: 'Hecho en casa',
    title: 'Quién ha hecho esta web',
    intro: 'Dos desarrolladores han construido la web y el sistema de gestión del taller. Conoce su trabajo.',
    open: (name: string) => `Conoce a ${name}`,
    newTab: '(se abre en una pestaña nueva)',
  },

  cta: {
    title: '¿Tu dispositivo necesita una revisión?',
    text: 'Cuéntanos qué le pasa y te respondemos enseguida, o acércate a la tienda: el diagnóstico es gratuito y no hace falta cita.',
    contact: 'Contactar',
    call: 'Llamar al',
    visit: 'Visítanos',
  },
} as const;
