import { contactMessages } from '@taller/domain/contact';

/**
 * The texts of the contact page (/contacto). Those quoted by the spec
 * (public-site-and-access.md §2, §5, §8) are copied verbatim and marked `spec`; the rest
 * are the shop's own words.
 */
export const contactTexts = {
  title: 'Contacto',
  hero: {
    eyebrow: 'Estamos para ayudarte',
    lead:
      'Cuéntanos qué le pasa a tu dispositivo o qué necesitas y te responderemos lo antes posible. Si lo prefieres, llámanos o pásate por la tienda: no hace falta cita.',
    facts: ['Diagnóstico gratuito', 'Presupuesto sin compromiso', 'Respuesta en horario de tienda'],
  },

  templates: {
    title: '¿Sobre qué nos escribes?',
    hint: 'Elige una plantilla para rellenar el asunto y el mensaje, o escribe tu consulta desde cero.',
    chosen: 'Plantilla elegida:',
    change: 'Cambiar plantilla', // spec
    applied: (title: string) => `Plantilla «${title}» elegida: hemos rellenado el asunto y el mensaje, que puedes cambiar.`,
  },

  form: {
    title: 'Envíanos un mensaje',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    name: 'Nombre',
    namePlaceholder: 'Tu nombre',
    email: 'Email',
    emailPlaceholder: 'tu@correo.com',
    phone: 'Teléfono',
    optional: '(opcional)',
    phoneHint: 'Si prefieres que te llamemos. Por ejemplo: 612 345 678.',
    subject: 'Asunto',
    subjectPlaceholder: '¿En qué podemos ayudarte?',
    message: 'Mensaje',
    messagePlaceholder: 'Cuéntanos los detalles: dispositivo, modelo, qué le pasa…',
    submit: 'Enviar mensaje',
    submitting: 'Enviando…',
    privacy: 'Usaremos tus datos solo para responder a tu consulta. Más información en la',
    privacyLink: 'política de privacidad',
  },

  errors: contactMessages,

  banner: {
    successTitle: 'Mensaje enviado', // spec
    success: 'Mensaje enviado correctamente', // spec
    successDetail: 'Lo hemos recibido y te responderemos pronto.',
    errorTitle: 'Error al enviar', // spec
    error: 'Error al enviar el mensaje. Inténtalo de nuevo.', // spec
    errorDetail: (phone: string) =>
      phone ? `Si el problema continúa, escríbenos o llámanos directamente al ${phone}.` : 'Si el problema continúa, inténtalo de nuevo más tarde o ven a vernos a la tienda.',
    close: 'Cerrar aviso',
  },

  sidebar: {
    title: 'Información de contacto',
    email: 'Email',
    phone: 'Teléfono',
    address: 'Dirección',
    hours: 'Horario',
    visitTitle: 'Ven a vernos',
    visit: 'Sin cita previa. Atendemos a particulares y empresas. No hacemos envíos: las reparaciones y los pedidos se recogen en la tienda.',
  },
} as const;
