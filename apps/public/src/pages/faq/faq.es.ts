import { shop } from '../../config/shop';
import { es } from '../../i18n/es';
import { openingHoursSentence, serviceTerms as terms } from '../policies/serviceTerms';

/** Every text of /preguntas-frecuentes: the screen's labels and the 15 questions (spec: FAQ). */
export const faqTexts = {
  eyebrow: 'Centro de ayuda',
  title: es.pages.faq,
  lead: 'Resolvemos las dudas más habituales sobre reparaciones, garantía, pagos y recogidas. Si no encuentras tu respuesta, pregúntanos.',
  searchLabel: 'Buscar en las preguntas frecuentes',
  searchPlaceholder: 'Ej.: garantía, pago, recogida…',
  clearSearchShort: 'Borrar búsqueda',
  suggestionsLabel: 'Sugerencias',
  listLabel: 'Preguntas',
  count: (shown: number, total: number, query: string) => {
    if (!query) return `${total} preguntas`;
    const found = shown === 1 ? '1 resultado' : `${shown} resultados`;
    return `${found} de ${total} para «${query}»`;
  },
  expandAll: 'Expandir todas',
  collapseAll: 'Contraer todas',
  noResultsTitle: (query: string) => `No hay resultados para «${query}»`,
  noResultsText: 'Prueba con otra palabra, revisa cómo está escrita o consulta todas las preguntas.',
  clearSearch: 'Limpiar búsqueda',
  helpTitle: '¿No encuentras lo que buscas?',
  helpText:
    'Escríbenos o llámanos y te respondemos lo antes posible. También puedes pasarte por la tienda sin cita: el diagnóstico es gratuito.',
  helpButton: 'Contactar con soporte',
  helpCall: 'Llamar al',
} as const;

export interface Faq {
  /** Stable slug, used for the ids that tie each question to its answer. */
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

export const faqs: readonly Faq[] = [
  {
    id: 'que-reparais',
    question: '¿Qué dispositivos reparáis y qué vendéis?',
    answer: [
      'Reparamos móviles, tablets, ordenadores de sobremesa, portátiles, consolas, altavoces y televisores.',
      'En la tienda también vendemos accesorios (fundas, cristal templado, cargadores, baterías externas, cables, auriculares, baterías y memorias USB y SD de 8GB a 256GB) y abrimos líneas móviles.',
    ],
  },
  {
    id: 'cita-previa',
    question: '¿Necesito pedir cita para llevar mi dispositivo?',
    answer: [
      'No. Puedes venir sin cita previa cuando quieras dentro de nuestro horario. Te atendemos por orden de llegada, anotamos la avería y tus datos de contacto y te entregamos un albarán como justificante.',
    ],
  },
  {
    id: 'diagnostico',
    question: '¿Cuánto cuesta el diagnóstico? ¿Y si no acepto el presupuesto?',
    answer: [
      'El diagnóstico y la revisión son gratuitos y sin compromiso. Te explicamos qué le pasa al dispositivo y cuánto costará repararlo, y solo empezamos la reparación cuando aceptas el presupuesto.',
      'Si no lo aceptas, te devolvemos el dispositivo tal como nos lo dejaste y no pagas nada. Si durante la reparación aparece otra avería que cambia el precio, te llamamos y no seguimos sin tu visto bueno.',
    ],
  },
  {
    id: 'plazos',
    question: '¿Cuánto tarda una reparación?',
    answer: [
      `Las reparaciones sencillas, como un cambio de pantalla o de batería con la pieza en la tienda, suelen estar listas en ${terms.simpleRepairDays}. Si hay que pedir la pieza, normalmente llega en ${terms.partsArrivalDays}.`,
      'Son plazos orientativos: te damos uno concreto con el presupuesto y te avisamos en cuanto el dispositivo está listo para recoger.',
    ],
  },
  {
    id: 'garantia',
    question: '¿Qué garantía tienen las reparaciones?',
    answer: [
      `Todas nuestras reparaciones tienen ${terms.repairWarrantyMonths} meses de garantía desde que recoges el dispositivo. Cubre la avería reparada y las piezas que hemos sustituido: si vuelve a fallar por la misma causa, lo reparamos sin coste.`,
      'No cubre golpes, caídas, humedad o líquidos, ni dispositivos abiertos por terceros después de nuestra reparación. Guarda el albarán o la factura: es tu justificante.',
    ],
  },
  {
    id: 'que-traer',
    question: '¿Qué tengo que traer cuando vengo a reparar?',
    answer: [
      'El dispositivo y, si puedes, su cargador, sobre todo en portátiles y consolas, para comprobar que carga correctamente.',
      'Trae también el código, PIN o patrón de desbloqueo: lo necesitamos para probar que todo funciona después de la reparación. Lo guardamos cifrado y lo borramos cuando recoges el dispositivo. Si tienes el albarán de una reparación anterior o la factura de compra, tráelos también.',
    ],
  },
  {
    id: 'copia-seguridad',
    question: '¿Tengo que hacer una copia de seguridad antes?',
    answer: [
      'Sí, te lo recomendamos siempre. La mayoría de reparaciones no afectan a tus datos, pero algunas averías o intervenciones (en la placa base o en el almacenamiento, por ejemplo) pueden borrarlos.',
      'Haz una copia de tus fotos, contactos y archivos antes de traerlo. Si el dispositivo no enciende y necesitas recuperar la información, pregúntanos por la recuperación de datos.',
    ],
  },
  {
    id: 'plazo-recogida',
    question: '¿Cuánto tiempo tengo para recoger mi dispositivo?',
    answer: [
      terms.storageFeePerDay
        ? `Cuando la reparación termina te avisamos. Desde ese aviso tienes ${terms.storageFreeDays} días para recogerlo sin ningún coste. Pasados esos ${terms.storageFreeDays} días, el almacenaje se cobra a ${terms.storageFeePerDay} por día hasta que lo recojas.`
        : 'Cuando la reparación termina te avisamos. El almacenaje no se cobra: recógelo cuando puedas.',
    ],
  },
  {
    id: 'no-recogido',
    question: '¿Qué pasa si no recojo mi dispositivo?',
    answer: [
      `Si pasan ${terms.abandonedAfterDays} días desde el aviso de que está listo y no lo has recogido, el dispositivo se considera abandonado y podemos destinarlo al reciclaje a través de un gestor autorizado de residuos electrónicos.`,
      'Si no puedes venir a tiempo, llámanos antes y lo hablamos. Mantén actualizados tu teléfono y tu correo para que podamos avisarte.',
    ],
  },
  {
    id: 'formas-pago',
    question: '¿Qué formas de pago aceptáis?',
    answer: [
      'En la tienda puedes pagar en efectivo o con tarjeta. Los accesorios que reservas en la web se pagan al recogerlos en la tienda, o con tarjeta en la web cuando te lo ofrecemos al confirmar la reserva. Las reparaciones se pagan en la tienda al recoger el dispositivo.',
    ],
  },
  {
    id: 'iva',
    question: '¿Los precios incluyen IVA?',
    answer: [
      `Sí. Todos los precios, en la tienda, en la web y en los presupuestos, incluyen el IVA (${terms.ivaPercent} %). El precio del presupuesto que aceptas es el que pagas, salvo que aceptes un cambio.`,
    ],
  },
  {
    id: 'envios',
    question: '¿Hacéis envíos a domicilio?',
    answer: [
      `No hacemos envíos. Puedes reservar accesorios en la web y recogerlos en la tienda: te los guardamos ${terms.reservationHold} y se pagan al recogerlos (o con tarjeta en la web, cuando te lo ofrecemos al confirmar la reserva). Si no tenemos lo que buscas, te lo encargamos y te avisamos cuando llegue.`,
    ],
  },
  {
    id: 'empresas',
    question: '¿Atendéis a empresas? ¿Hacéis factura?',
    answer: [
      'Sí. Atendemos a particulares, autónomos y empresas, con la misma garantía. Siempre te entregamos albarán o factura; si la necesitas a nombre de tu empresa, indícanos tus datos fiscales al dejar el dispositivo o al comprar.',
    ],
  },
  {
    id: 'horario',
    question: '¿Dónde estáis y cuál es vuestro horario?',
    answer: [
      shop.contact.address
        ? `Estamos en la planta baja de un centro comercial en un municipio cerca de Madrid. Dirección: ${shop.contact.address}.`
        : 'Estamos en la planta baja de un centro comercial en un municipio cerca de Madrid.',
      `Nuestro horario es: ${openingHoursSentence(shop.openingHours)}. No hace falta cita.`,
    ],
  },
  {
    id: 'desbloqueo-recuperacion',
    question: '¿Cuánto tarda un código de desbloqueo o una recuperación de datos?',
    answer: [
      'Depende del fabricante, del operador y del estado del dispositivo, así que los plazos que te damos son orientativos. Los códigos de desbloqueo de operador dependen de proveedores externos y pueden tardar desde unas horas hasta varios días.',
      'En la recuperación de datos primero hacemos un diagnóstico gratuito y te decimos si es viable, el precio y un plazo estimado. No siempre es posible recuperar toda la información.',
    ],
  },
];
