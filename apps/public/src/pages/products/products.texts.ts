/**
 * The texts of the Products page (/productos) and of each product's page. The spec (§1, §9)
 * gives the facts: the accessory families, mobile lines, collection in store, no shipping,
 * cash or card in store, 2-week product warranty, prices with VAT, a deposit on special
 * orders. Reserving on the web is real (issue 17): a reservation is held for the shop's days
 * and paid when collected; paying by card on the web is not promised here (only the
 * confirmation offers it, when the shop has it set up).
 */
import type { ProductCategory } from '@taller/domain/texts';
import { shop } from '../../config/shop';

const holdDays = `${shop.terms.reservationHoldDays} ${shop.terms.reservationHoldDays === 1 ? 'día' : 'días'}`;

export type FamilyId = 'cases' | 'glass' | 'chargers' | 'powerBanks' | 'cables' | 'headphones' | 'batteries' | 'memory';

/** Each family of the page is one category of the catalogue. */
export const familyCategories: Record<FamilyId, ProductCategory> = {
  cases: 'cases',
  glass: 'screen_protectors',
  chargers: 'chargers',
  powerBanks: 'power_banks',
  cables: 'cables',
  headphones: 'headphones',
  batteries: 'batteries',
  memory: 'memory',
};

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('es-ES')} ${count === 1 ? one : many}`;

export const productsTexts = {
  hero: {
    eyebrow: 'Accesorios y líneas móviles',
    title: 'Productos',
    lead: 'Busca lo que necesitas para tu móvil, tablet u ordenador: mira el precio y si lo tenemos en la tienda, resérvalo aquí y pásate a recogerlo.',
    noShipping: 'No hacemos envíos: todo se recoge en la tienda.',
  },

  catalogue: {
    title: 'Catálogo',
    searchLabel: 'Buscar un producto',
    searchPlaceholder: 'Funda, cargador, 64 GB…',
    modelLabel: 'Tu dispositivo',
    modelPlaceholder: 'iPhone 13, Galaxy S21…',
    modelHint: 'Te mostramos lo que le sirve.',
    submit: 'Buscar',
    categoriesLabel: 'Categorías',
    allCategories: 'Todo',
    clearFilters: 'Quitar filtros',
    activeFilters: 'Filtros',
    removeFilter: (what: string) => `Quitar ${what}`,
    filterModel: (model: string) => `Para ${model}`,
    filterSearch: (q: string) => `«${q}»`,
    loading: 'Cargando productos…',
    count: (total: number) => plural(total, 'producto', 'productos'),
    pageOf: (page: number, pages: number) => `página ${page} de ${pages}`,
    resultsLabel: 'Resultados',
    emptyTitle: 'No hay productos que coincidan',
    emptyText: 'Prueba con otras palabras, otro dispositivo u otra categoría. Si no lo encuentras, pregúntanos: quizá lo tengamos en la tienda o podamos pedirlo.',
    emptyCatalogueTitle: 'Aún no hay productos en la web',
    emptyCatalogueText: 'Estamos subiendo nuestro catálogo. Mientras tanto, pásate por la tienda o pregúntanos por lo que buscas.',
    pastLastPageTitle: 'Esta página ya no tiene productos',
    pastLastPageLink: 'Ir a la primera página',
    seeAll: 'Ver todo el catálogo',
    askUs: 'Pregúntanos',
    failedTitle: 'No hemos podido cargar el catálogo',
    unreachable: 'No hay conexión con la tienda en este momento. Comprueba tu conexión e inténtalo de nuevo en un momento.',
    failed: 'Algo ha fallado al cargar los productos. Inténtalo de nuevo en un momento.',
    retry: 'Reintentar',
    pagination: 'Páginas del catálogo',
    previous: 'Anterior',
    next: 'Siguiente',
    previousLabel: 'Página anterior',
    nextLabel: 'Página siguiente',
    pageLabel: (page: number) => `Página ${page}`,
  },

  /** 'Agotado: te avisamos' on a sold-out product's page. */
  alert: {
    title: 'Avísame cuando vuelva',
    email: 'Tu correo electrónico',
    hint: 'Te escribimos una sola vez, cuando vuelva a haber unidades, y borramos tu correo.',
    button: 'Avisadme',
    sending: 'Guardando…',
    failed: 'No hemos podido guardar el aviso. Inténtalo de nuevo.',
    noAnswer: 'No hemos recibido respuesta. Comprueba tu conexión e inténtalo de nuevo.',
  },
  product: {
    breadcrumb: 'Estás en',
    backToCatalogue: 'Volver al catálogo',
    brand: 'Marca',
    priceNote: 'IVA incluido',
    photosLabel: 'Fotos del producto',
    showPhoto: (index: number, count: number) => `Ver foto ${index} de ${count}`,
    photoAlt: (name: string, index: number, count: number) => (count > 1 ? `${name}, foto ${index} de ${count}` : name),
    description: 'Descripción',
    compatible: 'Compatible con',
    compatibleHint: 'Toca un dispositivo para ver todo lo que tenemos para él.',
    loading: 'Cargando el producto…',
    failedTitle: 'No hemos podido cargar este producto',
    metaDescription: (name: string, price: string, availability: string) => `${name}: ${price}, IVA incluido. ${availability}. Recógelo en la tienda, sin envíos.`,
    buyTitle: 'Pásate por la tienda',
    buyText: 'También puedes comprarlo sin reservar: ven cuando quieras dentro de nuestro horario, sin cita, y págalo en efectivo o con tarjeta.',
    buyOnlyInShop: 'Este se compra en la tienda: ven cuando quieras dentro de nuestro horario, sin cita, y págalo en efectivo o con tarjeta.',
    buyCall: 'Si vienes de lejos, llámanos antes y te decimos si queda.',
    soldOutText: 'Ahora mismo no nos queda. Déjanos tu correo y te escribimos cuando vuelva, o pregúntanos en la tienda o por teléfono.',
    address: 'Dirección',
    addressFallback: 'En la planta baja del centro comercial.',
    hours: 'Horario',
    call: 'Llamar al',
    contact: 'Escríbenos',
    warranty: 'Los productos tienen 2 semanas de garantía.',
  },

  availabilityHint: {
    in_stock: 'Lo tenemos en la tienda.',
    last_units: 'Nos quedan pocas unidades.',
    sold_out: 'Ahora mismo no nos queda.',
  },

  families: {
    title: 'Nuestros accesorios',
    lead: 'Trabajamos con las marcas y modelos más habituales. Si no lo tenemos en la tienda, te lo pedimos.',
    see: (title: string) => `Ver ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    items: [
      {
        id: 'cases',
        title: 'Fundas',
        text: 'Fundas de silicona, rígidas, tipo libro y antigolpes para la mayoría de modelos de móvil y tablet.',
      },
      {
        id: 'glass',
        title: 'Cristal templado',
        text: 'Protectores de pantalla de cristal templado para móviles y tablets.',
      },
      {
        id: 'chargers',
        title: 'Cargadores',
        text: 'Cargadores de pared con carga rápida y conectores USB-C, Lightning o micro USB.',
      },
      {
        id: 'powerBanks',
        title: 'Baterías externas',
        text: 'Baterías externas de distintas capacidades para cargar tu móvil fuera de casa.',
      },
      {
        id: 'cables',
        title: 'Cables',
        text: 'Cables de carga y datos USB-C, Lightning y micro USB, en varias longitudes.',
      },
      {
        id: 'headphones',
        title: 'Auriculares',
        text: 'Auriculares con cable e inalámbricos, de botón y de diadema.',
      },
      {
        id: 'batteries',
        title: 'Baterías',
        text: 'Baterías de repuesto para móviles y otros dispositivos. Si lo prefieres, te la cambiamos nosotros.',
      },
      {
        id: 'memory',
        title: 'Memorias USB y SD',
        text: 'Memorias USB y tarjetas SD y microSD de 8 GB a 256 GB.',
      },
    ] satisfies ReadonlyArray<{ id: FamilyId; title: string; text: string }>,
  },

  lines: {
    title: 'Líneas móviles',
    text:
      'También abrimos líneas móviles. Te ayudamos a dar de alta una línea nueva o a traer tu número, y te explicamos las condiciones antes de firmar nada.',
    points: ['Alta de líneas nuevas', 'Portabilidad de tu número', 'Te atendemos en la tienda, sin cita'],
  },

  howToBuy: {
    title: 'Cómo comprar',
    lead: 'No hacemos envíos ni entregas a domicilio. Así funciona:',
    steps: [
      {
        title: 'Míralo aquí',
        text: 'Busca tu accesorio en el catálogo: ves el precio con IVA y si lo tenemos en la tienda. Si tienes dudas, pregúntanos por teléfono o desde el formulario de contacto.',
      },
      {
        title: 'Resérvalo si quieres',
        text: `En su página, pulsa «Reservar para recoger en tienda» y déjanos tu nombre, tu correo y tu teléfono: te lo guardamos ${holdDays} y te enviamos un código de recogida. Si está agotado, te lo pedimos y te avisamos cuando llegue.`,
      },
      {
        title: 'Recógelo en la tienda',
        text: 'Pásate en nuestro horario, sin cita (con tu código si lo reservaste), y págalo en la tienda, en efectivo o con tarjeta.',
      },
    ],
    payment: {
      title: 'Formas de pago',
      items: [{ where: 'En la tienda', how: 'Efectivo o tarjeta.' }],
    },
    notes: [
      'Todos los precios incluyen IVA.',
      'Los productos tienen 2 semanas de garantía.',
      'En los pedidos especiales podemos pedir una señal, que puede no ser reembolsable.',
    ],
    noShippingTitle: 'Sin envíos a domicilio',
    noShippingText: 'Todos los productos se recogen en la tienda, en la planta baja del centro comercial.',
  },

  cta: {
    title: '¿Buscas algo concreto?',
    text: 'Pregúntanos por modelo, capacidad o color y te decimos si lo tenemos o cuándo podemos tenerlo.',
    contact: 'Contactar',
    call: 'Llamar al',
  },
} as const;
