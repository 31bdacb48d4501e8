import { LEGAL_DATA_PENDING, legalEntity, shop, shopNameInText } from '../../config/shop';
import { es } from '../../i18n/es';
import { list, paragraph, type PolicyContent } from './policy';
import { serviceTerms as terms } from './serviceTerms';

const { contact } = shop;

/** ' (3 meses)' for a whole number of months of days, else nothing. */
const inMonths = (days: number) => (days % 30 === 0 ? ` (${days / 30} ${days === 30 ? 'mes' : 'meses'})` : '');

/** /terminos-y-condiciones: fifteen sections with the shop's rules (spec: terms; §9 business rules). */
export const termsAndConditions: PolicyContent = {
  title: es.pages.terms,
  eyebrow: 'Información legal',
  updatedOn: '2025-09-01',
  intro: [
    `Estas son las condiciones con las que ${shopNameInText} repara tus dispositivos y te vende accesorios, en la tienda y a través de esta web. Las hemos escrito para que se entiendan: si algo no queda claro, pregúntanos antes de dejarnos tu dispositivo.`,
  ],
  summary: [
    'Diagnóstico y presupuesto gratuitos',
    `${terms.repairWarrantyMonths} meses de garantía en las reparaciones`,
    'Precios con IVA incluido',
    'Reserva en la web y recoge en la tienda',
  ],
  searchLabel: 'Buscar en los términos y condiciones',
  contactTitle: '¿Alguna duda sobre estas condiciones?',
  contactText:
    'Te lo explicamos por teléfono, por correo o en la tienda, sin compromiso y antes de que aceptes ningún presupuesto.',
  sections: [
    {
      id: 'objeto',
      title: 'Objeto y ámbito de aplicación',
      blocks: [
        paragraph(
          legalEntity
            ? `Estas condiciones regulan los servicios de diagnóstico, revisión y reparación de dispositivos electrónicos y la venta y reserva de accesorios que presta ${legalEntity}, tanto en la tienda como a través de esta web.`
            : `Estas condiciones regulan los servicios de diagnóstico, revisión y reparación de dispositivos electrónicos y la venta y reserva de accesorios que presta el taller, tanto en la tienda como a través de esta web. ${LEGAL_DATA_PENDING}`,
        ),
        paragraph(
          'Atendemos a particulares y a empresas. Al dejarnos un dispositivo, aceptar un presupuesto o hacer una reserva aceptas estas condiciones. Los derechos que la ley reconoce a los consumidores se aplican siempre, aunque aquí no se mencionen.',
        ),
      ],
    },
    {
      id: 'diagnostico',
      title: 'Diagnóstico y revisión gratuitos',
      blocks: [
        paragraph(
          'El diagnóstico y la revisión de los dispositivos son gratuitos y no necesitas cita previa. Al recibir el dispositivo te entregamos un albarán con tus datos, el dispositivo, la avería que nos describes y su estado aparente.',
        ),
        paragraph('Conserva el albarán: es el justificante para recoger el dispositivo y para la garantía.'),
      ],
    },
    {
      id: 'presupuesto',
      title: 'Presupuesto y aceptación',
      blocks: [
        list(
          'Tras el diagnóstico te damos un presupuesto con el precio de la reparación, IVA incluido.',
          'El presupuesto puede ser de precio cerrado o un presupuesto orientativo, cuando la avería no puede conocerse del todo sin desmontar el dispositivo. Si el coste final va a superar lo presupuestado, te avisamos y no continuamos sin tu aprobación.',
          'Solo empezamos la reparación cuando aceptas el presupuesto, en la tienda, por teléfono o por escrito.',
          'Si no lo aceptas, te devolvemos el dispositivo en el estado en que nos lo entregaste, sin ningún coste.',
        ),
      ],
    },
    {
      id: 'plazos',
      title: 'Plazos de reparación',
      blocks: [
        paragraph(
          `Las reparaciones sencillas suelen estar listas en ${terms.simpleRepairDays}. Cuando hay que pedir una pieza, suele llegar en ${terms.partsArrivalDays}. Son plazos orientativos: dependen de la disponibilidad de las piezas y del diagnóstico final.`,
        ),
        paragraph('Cuando la reparación termina te enviamos un aviso de finalización para que vengas a recoger el dispositivo.'),
      ],
    },
    {
      id: 'copias-de-seguridad',
      title: 'Copias de seguridad y datos del dispositivo',
      blocks: [
        list(
          'Haz una copia de seguridad de tus datos antes de dejarnos el dispositivo. Algunas reparaciones (placa base, almacenamiento, restauración del sistema) pueden borrar la información.',
          'Salvo que nos encargues expresamente una recuperación de datos, no respondemos de la pérdida de datos, aplicaciones o configuraciones que se produzca durante la reparación, excepto si se debe a dolo o negligencia grave por nuestra parte.',
          'Retira la tarjeta SIM y las tarjetas de memoria antes de entregarnos el dispositivo, o indícanos en el albarán que las dejas.',
          'Si nos facilitas el código o patrón de desbloqueo, solo lo usamos para comprobar el funcionamiento del dispositivo; lo guardamos cifrado y lo borramos cuando lo recoges.',
        ),
      ],
    },
    {
      id: 'desbloqueo-y-recuperacion',
      title: 'Códigos de desbloqueo y recuperación de datos',
      blocks: [
        list(
          'Los plazos de entrega de los códigos de desbloqueo son solo orientativos: dependen del fabricante, del operador y de proveedores externos.',
          'Antes de encargar un código comprobamos contigo el modelo y el operador. Si finalmente no se puede obtener, no te lo cobramos.',
          'La recuperación de datos no siempre es posible. Antes de empezar te damos un diagnóstico gratuito, el precio y un plazo estimado, y solo cobramos lo que figure en el presupuesto que aceptes.',
        ),
      ],
    },
    {
      id: 'garantia-reparaciones',
      title: 'Garantía de las reparaciones',
      blocks: [
        list(
          `Las reparaciones tienen una garantía de ${terms.repairWarrantyMonths} meses desde la entrega del dispositivo.`,
          'Cubre la avería reparada y las piezas sustituidas: si vuelve a fallar por la misma causa, la reparamos sin coste.',
          'No cubre golpes, caídas, humedad o líquidos, el mal uso, las averías distintas de la reparada ni los dispositivos abiertos o manipulados por terceros después de nuestra reparación.',
          'Para usar la garantía, trae el dispositivo con el albarán o la factura de la reparación.',
        ),
      ],
    },
    {
      id: 'garantia-accesorios',
      title: 'Garantía de los accesorios',
      blocks: [
        paragraph(
          `Si un accesorio comprado en la tienda presenta un defecto de fábrica durante las ${terms.accessoryExchangeWeeks} primeras semanas, te lo cambiamos directamente por otro igual o equivalente.`,
        ),
        paragraph(
          'Pasado ese plazo, los productos nuevos mantienen la garantía legal de conformidad de tres años que establece la Ley General para la Defensa de los Consumidores y Usuarios, que gestionamos contigo en la tienda. La garantía no cubre el desgaste por el uso ni los daños por golpes o por una instalación incorrecta.',
        ),
      ],
    },
    {
      id: 'recogida-y-almacenaje',
      title: 'Recogida y gastos de almacenaje',
      blocks: [
        paragraph(
          terms.storageFeePerDay
            ? `Desde el aviso de finalización tienes ${terms.storageFreeDays} días para recoger el dispositivo sin coste. Pasados ${terms.storageFreeDays} días desde ese aviso, su almacenaje se cobra a ${terms.storageFeePerDay} por día hasta que lo recojas.`
            : 'El almacenaje del dispositivo no se cobra: recógelo cuando te avisemos de que está listo.',
        ),
        paragraph('Para recogerlo, trae el albarán o identifícate como la persona que lo dejó.'),
      ],
    },
    {
      id: 'dispositivos-no-recogidos',
      title: 'Dispositivos no recogidos',
      blocks: [
        paragraph(
          `Un dispositivo que no se recoja en ${terms.abandonedAfterDays} días${inMonths(terms.abandonedAfterDays)} desde el aviso de finalización se considerará abandonado y podrá destinarse al reciclaje a través de un gestor autorizado de residuos de aparatos eléctricos y electrónicos.`,
        ),
        paragraph(
          'Antes intentaremos contactar contigo con los datos que nos diste, así que mantenlos actualizados. Los gastos de almacenaje generados hasta entonces siguen siendo exigibles.',
        ),
      ],
    },
    {
      id: 'precios-y-pago',
      title: 'Precios y formas de pago',
      blocks: [
        list(
          'Todos los precios están en euros e incluyen el IVA.',
          'En la tienda puedes pagar en efectivo o con tarjeta. Las reservas hechas en la web se pagan al recogerlas en la tienda; si al confirmar la reserva te ofrecemos pagarla con tarjeta en la web, también puedes pagarla así.',
          'Las reparaciones se pagan al recoger el dispositivo.',
          'Te entregamos albarán o factura de cada operación; si eres empresa, con tus datos fiscales.',
        ),
      ],
    },
    {
      id: 'reservas-y-recogida',
      title: 'Reservas y pedidos: recogida en tienda',
      blocks: [
        list(
          'No hacemos envíos a domicilio. Los accesorios se reservan en la web o en la tienda, y se encargan en la tienda, por teléfono o desde el formulario de contacto; todo se recoge siempre en la tienda.',
          `Una reserva hecha en la web te la guardamos ${terms.reservationHold} desde que la haces. Te enviamos por correo su número y un código de recogida, que dices o enseñas (en código QR) en el mostrador.`,
          'Si no recoges una reserva sin pagar en ese plazo, se cancela sola, sin coste para ti, y los productos vuelven a la venta. Reservar no te obliga a comprar.',
          'Te avisamos cuando un encargo esté listo para recoger.',
          'En los encargos especiales (productos o piezas que no tenemos en la tienda y pedimos expresamente para ti) podemos pedirte una señal. Si cancelas el encargo cuando ya lo hemos pedido al proveedor, la señal puede no ser reembolsable.',
        ),
      ],
    },
    {
      id: 'devoluciones',
      title: 'Devoluciones',
      blocks: [
        paragraph(
          'No se admiten devoluciones de las reparaciones ya realizadas ni de los productos comprados en la tienda por cambio de opinión. Si un producto o una reparación tienen un defecto, se aplican las garantías de estas condiciones y la garantía legal.',
        ),
        paragraph(
          'Una reserva que pagas al recogerla es una compra en la tienda: puedes ver el producto antes de pagarlo. En las reservas pagadas a través de la web, si eres consumidor conservas el derecho de desistimiento de 14 días naturales que la ley reconoce en las compras a distancia, salvo en los productos hechos a medida o personalizados. Para ejercerlo, comunícanoslo por correo o en la tienda y te devolveremos el importe por el mismo medio de pago.',
        ),
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Responsabilidad',
      blocks: [
        list(
          'Respondemos de los daños causados por nuestra intervención, conforme a la ley.',
          'No respondemos de las averías anteriores a la reparación o ajenas a ella, ni de los fallos que aparezcan por daños ocultos (por ejemplo, por líquidos o golpes internos) que no pudieron detectarse en el diagnóstico; si los encontramos durante la reparación, te avisamos.',
          'Tampoco de la pérdida de datos, en los términos del apartado «Copias de seguridad y datos del dispositivo».',
          'La información de esta web es orientativa: el precio y el plazo que nos comprometen son los del presupuesto que aceptas.',
        ),
      ],
    },
    {
      id: 'reclamaciones-y-ley-aplicable',
      title: 'Reclamaciones, ley aplicable y cambios',
      blocks: [
        list(
          `Si algo no ha ido bien, cuéntanoslo en la tienda${contact.phone ? `, por teléfono (${contact.phone})` : ''}${contact.email ? ` o por correo (${contact.email})` : ''}: intentamos resolverlo siempre de forma amistosa.`,
          'Tienes a tu disposición hojas de reclamaciones en la tienda.',
          'Estas condiciones se rigen por la legislación española. En las controversias con consumidores son competentes los juzgados y tribunales de su domicilio.',
          'Podemos modificar estas condiciones; se aplica la versión vigente el día en que dejas el dispositivo o haces la compra.',
        ),
      ],
    },
  ],
};
