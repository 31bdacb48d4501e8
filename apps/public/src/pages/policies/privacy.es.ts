import { LEGAL_DATA_PENDING, legalEntity, shop, shopNameInText } from '../../config/shop';
import { es } from '../../i18n/es';
import { list, paragraph, type PolicyContent } from './policy';
import { serviceTerms as terms } from './serviceTerms';

const { contact } = shop;

/** /politica-de-privacidad: ten sections, under the RGPD and the LOPDGDD (spec: privacy policy). */
export const privacyPolicy: PolicyContent = {
  title: es.pages.privacy,
  eyebrow: 'Información legal',
  updatedOn: '2025-09-01',
  intro: [
    `En ${shopNameInText} cuidamos tus datos igual que cuidamos tus dispositivos. Aquí te explicamos qué datos personales tratamos, para qué, durante cuánto tiempo, con quién los compartimos y cómo puedes ejercer tus derechos, de acuerdo con el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD).`,
  ],
  summary: [
    'Solo pedimos los datos necesarios para atenderte',
    'No vendemos ni cedemos tus datos',
    'Sin cookies de publicidad ni de analítica',
    'Puedes ejercer tus derechos por correo o en la tienda',
  ],
  searchLabel: 'Buscar en la política de privacidad',
  contactTitle: '¿Tienes dudas sobre tus datos?',
  contactText:
    'Escríbenos o pásate por la tienda y te explicamos qué datos tenemos y cómo los usamos. Para ejercer tus derechos, indica «Protección de datos» en el asunto.',
  sections: [
    {
      id: 'responsable',
      title: 'Responsable del tratamiento',
      blocks: [
        paragraph(
          legalEntity
            ? `El responsable del tratamiento de tus datos personales es ${legalEntity}.`
            : `El responsable del tratamiento de tus datos personales es la empresa titular del taller. ${LEGAL_DATA_PENDING}`,
        ),
        list(...[contact.email && `Correo electrónico: ${contact.email}`, contact.phone && `Teléfono: ${contact.phone}`].filter((line): line is string => Boolean(line))),
        paragraph(
          'Por el volumen y la naturaleza de los datos que tratamos no estamos obligados a designar un delegado de protección de datos. Atendemos personalmente cualquier consulta sobre privacidad en la dirección de correo anterior.',
        ),
      ],
    },
    {
      id: 'datos-y-finalidades',
      title: 'Qué datos tratamos y para qué',
      blocks: [
        paragraph('Solo tratamos los datos que necesitamos para atenderte:'),
        list(
          'Reparaciones y revisiones: nombre y apellidos, teléfono, correo electrónico y los datos del dispositivo (tipo, marca, modelo y avería). Si nos lo facilitas, también el código o patrón de desbloqueo, solo para comprobar que el dispositivo funciona. Los usamos para hacer el diagnóstico, el presupuesto y la reparación, avisarte cuando esté listo y atender la garantía.',
          'Compras, reservas y pedidos: tus datos de contacto y los de la compra, para preparar tu pedido y avisarte cuando puedas recogerlo en la tienda.',
          'Reservas en la web: tu nombre, tu correo y tu teléfono, para guardarte los productos, enviarte el código de recogida y avisarte si algo cambia.',
          'Pagos con tarjeta (en la tienda y, cuando te lo ofrecemos, en la web): los procesa la entidad bancaria o la pasarela de pago. Nosotros no guardamos el número completo de tu tarjeta.',
          'Facturación: nombre o razón social, NIF y dirección cuando nos pides factura, para cumplir nuestras obligaciones fiscales y contables.',
          'Cuenta de cliente: nombre, apellidos, correo electrónico, teléfono (opcional) y contraseña, para que puedas iniciar sesión y consultar tus pedidos. Nunca guardamos tu contraseña en claro.',
          'Consultas: lo que nos cuentas por el formulario de contacto, por correo o por teléfono, para responderte.',
        ),
        paragraph(
          'No accedemos al contenido de tus dispositivos (fotos, mensajes, archivos) más allá de lo imprescindible para comprobar la reparación o de lo que nos encargues expresamente, como una recuperación de datos. No elaboramos perfiles ni tomamos decisiones automatizadas que te afecten.',
        ),
      ],
    },
    {
      id: 'base-juridica',
      title: 'Base jurídica del tratamiento',
      blocks: [
        list(
          'Ejecución de un contrato o de medidas precontractuales (art. 6.1.b RGPD): diagnósticos, presupuestos, reparaciones, ventas, reservas y tu cuenta de cliente.',
          'Cumplimiento de obligaciones legales (art. 6.1.c RGPD): facturación, contabilidad, garantías y requerimientos de las autoridades.',
          'Consentimiento (art. 6.1.a RGPD): las consultas que nos envías por iniciativa propia y las comunicaciones que aceptes recibir. Puedes retirarlo cuando quieras, sin que afecte a lo tratado antes.',
          'Interés legítimo (art. 6.1.f RGPD): la seguridad de la web y de nuestros sistemas y la prevención del fraude.',
        ),
        paragraph(
          'No estás obligado a darnos tus datos, pero sin los de contacto no podemos avisarte de tu reparación ni gestionar tu pedido.',
        ),
      ],
    },
    {
      id: 'conservacion',
      title: 'Cuánto tiempo conservamos tus datos',
      blocks: [
        list(
          `Facturas, albaranes y demás documentación contable y fiscal: ${terms.recordsRetentionYears} años, como exigen el Código de Comercio (art. 30) y la normativa tributaria.`,
          'Datos de reparaciones y compras: mientras dure la relación y la garantía y, después, durante los plazos en que puedan exigirse responsabilidades.',
          'Códigos de desbloqueo: se guardan cifrados y se borran cuando recoges el dispositivo.',
          'Cuenta de cliente: hasta que nos pidas que la eliminemos.',
          'Consultas: el tiempo necesario para responderte y atender lo que se derive de ellas.',
        ),
        paragraph('Pasados estos plazos, suprimimos los datos o los anonimizamos de forma que ya no te identifiquen.'),
      ],
    },
    {
      id: 'destinatarios',
      title: 'A quién comunicamos tus datos',
      blocks: [
        paragraph('No vendemos ni cedemos tus datos a terceros. Solo los comunicamos en estos casos:'),
        list(
          'A la Agencia Tributaria, a los juzgados y a otras administraciones, cuando una ley nos obliga.',
          'A la entidad bancaria o la pasarela que procesa los pagos con tarjeta.',
          'A los proveedores que nos prestan servicios (alojamiento de la web, correo electrónico, asesoría contable), como encargados del tratamiento: con un contrato conforme al artículo 28 del RGPD y solo para prestarnos ese servicio.',
        ),
        paragraph('No realizamos transferencias internacionales de datos fuera del Espacio Económico Europeo.'),
      ],
    },
    {
      id: 'derechos',
      title: 'Tus derechos y cómo ejercerlos',
      blocks: [
        paragraph('Puedes ejercer en cualquier momento, de forma gratuita, tus derechos de:'),
        list(
          'Acceso: saber qué datos tuyos tratamos.',
          'Rectificación: corregir los datos inexactos o incompletos.',
          'Supresión: pedir que borremos tus datos cuando ya no sean necesarios.',
          'Oposición: oponerte a un tratamiento basado en nuestro interés legítimo.',
          'Limitación: pedir que conservemos tus datos sin usarlos mientras se resuelve una reclamación.',
          'Portabilidad: recibir los datos que nos diste en un formato de uso común.',
          'Retirada del consentimiento, cuando el tratamiento se base en él.',
        ),
        paragraph(
          `Para ejercerlos, ${contact.email ? `escríbenos a ${contact.email} con el asunto «Protección de datos» o ven a la tienda` : 'ven a la tienda'}, e indícanos qué derecho quieres ejercer. Si tenemos dudas razonables sobre tu identidad, te pediremos que la acredites. Te responderemos en el plazo de un mes, ampliable dos meses más en los casos complejos, y te avisaremos si necesitamos esa ampliación.`,
        ),
      ],
    },
    {
      id: 'reclamacion-aepd',
      title: 'Reclamación ante la Agencia Española de Protección de Datos',
      blocks: [
        paragraph(
          'Si consideras que no hemos tratado tus datos correctamente o que no hemos atendido bien tus derechos, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan, 6, 28001 Madrid, o en su sede electrónica, a la que se accede desde www.aepd.es.',
        ),
        paragraph('Te agradeceremos que antes nos lo cuentes: casi siempre podemos solucionarlo directamente.'),
      ],
    },
    {
      id: 'seguridad',
      title: 'Seguridad de los datos',
      blocks: [
        paragraph('Aplicamos medidas técnicas y organizativas adecuadas al riesgo, entre ellas:'),
        list(
          'Acceso a la gestión de la tienda solo para el personal autorizado, con usuario y contraseña propios.',
          'Contraseñas guardadas de forma irreversible y conexiones cifradas con la web.',
          'Códigos de desbloqueo cifrados, visibles solo cuando hacen falta para la reparación y borrados al recoger el dispositivo.',
          'Copias de seguridad periódicas de nuestros registros.',
        ),
        paragraph(
          'Todo nuestro personal tiene un deber de confidencialidad, que incluye el contenido de los dispositivos que nos dejas. Si se produjera una brecha de seguridad que supusiera un riesgo para ti, la notificaríamos a la AEPD en un plazo de 72 horas y, cuando la ley lo exige, también a ti.',
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies y almacenamiento local',
      blocks: [
        paragraph('Esta web usa lo mínimo imprescindible para funcionar:'),
        list(
          'Una cookie técnica de sesión, que solo se crea cuando inicias sesión y sirve para mantenerla abierta.',
          'El almacenamiento local de tu navegador, para recordar tu sesión si marcas «Recordarme» y los productos que vas a reservar hasta que hagas la reserva.',
          'El almacenamiento de sesión de tu navegador, para volver a mostrarte la confirmación de tu última reserva si recargas la página; se borra al cerrar la pestaña.',
        ),
        paragraph(
          'Son técnicas y necesarias para el servicio que pides, por lo que no requieren tu consentimiento (art. 22.2 de la LSSI). No usamos cookies de analítica, de publicidad ni de redes sociales. Los enlaces a sitios externos, como nuestro perfil en redes o el mapa, llevan a páginas con sus propias políticas de privacidad y de cookies.',
        ),
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios en esta política',
      blocks: [
        paragraph(
          'Podemos actualizar esta política para adaptarla a cambios legales o en nuestros servicios. Publicaremos siempre la versión vigente en esta página, con su fecha de actualización, y si el cambio es importante te lo comunicaremos por correo o en la tienda.',
        ),
      ],
    },
  ],
};
