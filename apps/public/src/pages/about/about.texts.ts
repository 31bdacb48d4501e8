import { warrantyPeriod } from '../../config/shop';
/**
 * The texts of the About page (/acerca-de-nosotros). The spec (§2 About, §1) gives its
 * sections and facts but no wording: these are the shop's own words, built on those facts.
 */
export type ValueId = 'sustainability' | 'commitment' | 'impact' | 'honesty' | 'attention';
export type ServiceId = 'mobile' | 'computer' | 'console' | 'powerBank' | 'audio' | 'diagnosis';

export const aboutTexts = {
  hero: {
    eyebrow: 'Desde 2013',
    title: 'Acerca de nosotros',
    lead:
      'Somos una tienda de reparación de electrónica y accesorios en la planta baja de un centro comercial, en un pueblo cerca de Madrid. Reparamos lo que otros dan por perdido y te explicamos cada paso.',
    badge: 'Más de una década cuidando tu tecnología',
    facts: ['Diagnóstico gratuito', 'Sin cita previa', 'Particulares y empresas'],
  },

  story: {
    title: 'Nuestra historia',
    paragraphs: [
      'Empezamos en 2013 recargando cartuchos de tinta y tóner para los vecinos y los pequeños negocios de la zona. Cada día nos llegaban más preguntas sobre móviles, ordenadores e impresoras que fallaban, y aprendimos a arreglarlos.',
      'Hoy reparamos móviles, tablets, ordenadores, portátiles, consolas, altavoces y televisores, y seguimos con la misma idea del primer día: alargar la vida de los aparatos que ya tienes.',
    ],
    timelineLabel: 'Nuestra evolución',
    timeline: [
      {
        when: '2013',
        title: 'Recarga de tóner y tinta',
        text: 'Abrimos recargando cartuchos: menos plástico a la basura y más ahorro para nuestros clientes.',
      },
      {
        when: 'Después',
        title: 'Reparación de dispositivos',
        text: 'Dimos el salto a reparar móviles, tablets, ordenadores y consolas con piezas de calidad.',
      },
      {
        when: 'Hoy',
        title: 'Tecnología sostenible',
        text: 'Reparar antes que sustituir: diagnóstico gratuito, accesorios y líneas móviles en un mismo sitio.',
      },
    ],
  },

  values: {
    title: 'Nuestros valores',
    lead: 'Lo que guía cada reparación. Pulsa en cada valor para leer más.',
    items: [
      {
        id: 'sustainability',
        title: 'Sostenibilidad',
        summary: 'Reparar antes que tirar.',
        details:
          'Cada dispositivo que reparamos es un aparato menos en el vertedero. Te proponemos la reparación cuando merece la pena, reutilizamos lo que se puede aprovechar y gestionamos de forma responsable las piezas y baterías sustituidas.',
      },
      {
        id: 'commitment',
        title: 'Compromiso',
        summary: 'Tu dispositivo, como si fuera nuestro.',
        details:
          `Cumplimos los plazos que te damos y, si surge un imprevisto, te llamamos antes de seguir. Todas nuestras reparaciones tienen ${warrantyPeriod} de garantía, y los productos que vendemos, 2 semanas.`,
      },
      {
        id: 'impact',
        title: 'Impacto positivo',
        summary: 'Tecnología al alcance de todos.',
        details:
          'Una reparación cuesta mucho menos que un aparato nuevo. Ayudamos a familias, estudiantes y pequeñas empresas de la zona a seguir conectados sin tener que cambiar de dispositivo cada poco tiempo.',
      },
      {
        id: 'honesty',
        title: 'Honestidad',
        summary: 'Presupuesto claro antes de empezar.',
        details:
          'El diagnóstico y el presupuesto son gratuitos y sin compromiso. Te decimos qué le pasa a tu dispositivo y cuánto cuesta antes de tocar nada, con el IVA incluido. Si no compensa repararlo, también te lo decimos.',
      },
      {
        id: 'attention',
        title: 'Atención personalizada',
        summary: 'Te atiende quien repara.',
        details:
          'Sin cita previa y sin centralitas: vienes a la tienda, nos cuentas qué ocurre y hablas directamente con el técnico. Atendemos igual de bien a particulares y a empresas.',
      },
    ] satisfies ReadonlyArray<{ id: ValueId; title: string; summary: string; details: string }>,
  },

  services: {
    title: 'Qué hacemos',
    lead: 'Reparamos todo tipo de dispositivos electrónicos y vendemos los accesorios que necesitas para cuidarlos.',
    list: [
      'Reparación de móviles y tablets: pantallas, baterías, conectores y cámaras',
      'Reparación de ordenadores y portátiles',
      'Reparación de consolas, altavoces y televisores',
      'Accesorios: fundas, cristal templado, cargadores, cables y auriculares',
      'Baterías externas y memorias USB/SD de 8GB a 256GB',
      'Alta de líneas móviles',
      'Diagnóstico y revisión gratuitos',
    ],
    carousel: {
      label: 'Nuestros servicios',
      slide: 'servicio',
      slideOf: (n: number, total: number) => `${n} de ${total}`,
      previous: 'Servicio anterior',
      next: 'Servicio siguiente',
      pause: 'Pausar el carrusel',
      play: 'Reanudar el carrusel',
      goTo: (title: string) => `Ver ${title}`,
    },
    slides: [
      {
        id: 'mobile',
        title: 'Reparación de móviles',
        text: 'Pantallas rotas, baterías que no aguantan, conectores de carga y cámaras. Las reparaciones sencillas, en torno a un día.',
      },
      {
        id: 'computer',
        title: 'Reparación de ordenadores',
        text: 'Portátiles y sobremesa: pantallas, teclados, discos, limpieza, ampliaciones de memoria y equipos que no arrancan.',
      },
      {
        id: 'console',
        title: 'Reparación de consolas',
        text: 'Joysticks que se mueven solos, lectores de discos, puertos HDMI, sobrecalentamiento y consolas que no encienden.',
      },
      {
        id: 'powerBank',
        title: 'Baterías externas',
        text: 'Baterías externas de varias capacidades para que tu móvil llegue al final del día.',
      },
      {
        id: 'audio',
        title: 'Auriculares y accesorios',
        text: 'Auriculares, fundas, cristal templado, cargadores, cables y memorias para todos los modelos.',
      },
      {
        id: 'diagnosis',
        title: 'Diagnóstico gratuito',
        text: 'Trae tu dispositivo sin cita: lo revisamos gratis y te damos presupuesto sin compromiso.',
      },
    ] satisfies ReadonlyArray<{ id: ServiceId; title: string; text: string }>,
  },

  location: {
    title: 'Dónde estamos',
    lead: 'Nos encontrarás en la planta baja de un centro comercial, en un pueblo cerca de Madrid.',
    points: [
      { title: 'En la planta baja', text: 'A pie de pasillo, fácil de encontrar: ven cuando te venga bien dentro de nuestro horario.' },
      { title: 'Sin envíos', text: 'No hacemos envíos a domicilio: reservas tus accesorios en la web y los recoges en la tienda.' },
      { title: 'Particulares y empresas', text: 'Reparamos para particulares y para empresas, con factura.' },
    ],
    mapLabel: 'Planta baja',
    addressLabel: 'Dirección',
    hoursLabel: 'Horario',
    callLabel: 'Llámanos',
  },

  cta: {
    title: '¿Hablamos?',
    cards: [
      {
        to: '/contacto',
        title: '¿Tienes una consulta?',
        text: 'Escríbenos y te respondemos lo antes posible, o pásate por la tienda sin cita.',
        action: 'Contactar',
      },
      {
        to: '/preguntas-frecuentes',
        title: 'Preguntas frecuentes',
        text: 'Garantías, plazos, presupuestos y formas de pago: las dudas más habituales, resueltas.',
        action: 'Ver preguntas frecuentes',
      },
    ],
  },
} as const;
