/**
 * The texts of the Products page (/productos). The spec (§1, §9) gives the facts: the
 * accessory families, mobile lines, reservation online and collection in store, no
 * shipping, card on the web for reservations, cash or card in store, 2-week product
 * warranty, prices with VAT, a deposit on special orders. The wording is the shop's.
 */
export type FamilyId = 'cases' | 'glass' | 'chargers' | 'powerBanks' | 'cables' | 'headphones' | 'batteries' | 'memory';

export const productsTexts = {
  hero: {
    eyebrow: 'Accesorios y líneas móviles',
    title: 'Productos',
    lead:
      'Todo lo que necesitas para proteger, cargar y sacar partido a tus dispositivos. Resérvalo en la web y recógelo en la tienda: sin gastos de envío y sin esperas.',
    noShipping: 'No hacemos envíos: reserva online y recoge en tienda.',
    ctaReserve: 'Cómo reservar',
    ctaContact: 'Pregunta por un producto',
  },

  families: {
    title: 'Nuestros accesorios',
    lead: 'Trabajamos con las marcas y modelos más habituales. Si no lo tenemos en la tienda, te lo pedimos.',
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

  reservation: {
    title: 'Reserva online, recoge en tienda',
    lead: 'No hacemos envíos ni entregas a domicilio. Así funciona:',
    steps: [
      {
        title: 'Reserva',
        text: 'Reserva tu accesorio desde la web y págalo con tarjeta al hacer la reserva, o pregúntanos por teléfono o desde el formulario de contacto.',
      },
      {
        title: 'Te avisamos',
        text: 'Preparamos tu pedido y te avisamos cuando esté listo. Si tenemos que pedirlo, te decimos cuándo llega.',
      },
      {
        title: 'Recoge en tienda',
        text: 'Pasa a recogerlo en nuestro horario. Lo que no hayas pagado al reservar lo pagas en la tienda, en efectivo o con tarjeta.',
      },
    ],
    payment: {
      title: 'Formas de pago',
      items: [
        { where: 'En la web', how: 'Tarjeta, para las reservas.' },
        { where: 'En la tienda', how: 'Efectivo o tarjeta.' },
      ],
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
