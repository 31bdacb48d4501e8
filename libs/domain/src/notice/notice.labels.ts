/**
 * The notices the shop gives its customers on its own, and their texts, without zod (the
 * back-office's bundle takes these). The rules are in `notice.ts`.
 */

/**
 * The steps of a job on which the customer may be told, in the order a job meets them. The
 * shop chooses which in its settings; all six are on until the Administrador turns one off.
 */
export const NOTICE_STEPS = ['received', 'quote_ready', 'ready_to_collect', 'storage_fee_started', 'final_notice', 'order_ready'] as const;
export type NoticeStep = (typeof NOTICE_STEPS)[number];

export const noticeStepLabels: Record<NoticeStep, string> = {
  received: 'Equipo recibido',
  quote_ready: 'Presupuesto listo',
  ready_to_collect: 'Listo para recoger',
  storage_fee_started: 'Empieza a cobrarse el almacenaje',
  final_notice: 'Aviso final antes de considerarlo abandonado',
  order_ready: 'Pedido listo para recoger',
};

/** What each step is about, for the settings screen. */
export const noticeStepHints: Record<NoticeStep, string> = {
  received: 'Al registrar una reparación o una revisión.',
  quote_ready: 'Al dar un presupuesto de una reparación: lleva las líneas, el total y el enlace para aceptarlo.',
  ready_to_collect: 'Al marcar una reparación como Completada: es el aviso del que cuentan el almacenaje y el abandono.',
  storage_fee_started: 'El día en que acaban los días de almacenaje gratuito de una reparación sin recoger.',
  final_notice: 'Cuando una reparación sin recoger llega a los días de abandono: fija el día tras el cual se considerará abandonada.',
  order_ready: 'Al marcar un pedido como Listo.',
};

/**
 * The notices a customer cannot turn off from the link in the e-mails: they carry a price to
 * answer or a charge or legal consequence the customer must know of. The others are courtesy.
 */
export const ESSENTIAL_NOTICE_STEPS: readonly NoticeStep[] = ['quote_ready', 'storage_fee_started', 'final_notice'];

/** How a notice travels: e-mail through the outbox; SMS and WhatsApp through the provider, when configured. */
export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const messageChannelLabels: Record<MessageChannel, string> = {
  email: 'Correo electrónico',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/** A text of a notice: the e-mail's subject and body, and the short message (SMS, WhatsApp). */
export interface NoticeTemplate {
  subject: string;
  body: string;
  short: string;
}

/** The placeholders a template may use: `{nombre}` is replaced by the customer's first name… */
export const NOTICE_PLACEHOLDERS = {
  nombre: 'Nombre del cliente (solo el nombre de pila)',
  trabajo: 'El trabajo: «reparación nº 12 (iPhone 13)», «pedido nº 7»…',
  taller: 'Nombre comercial del taller',
  telefono: 'Teléfono del taller',
  enlace: 'Enlace de seguimiento del trabajo',
  fecha: 'La fecha del paso: de entrada, desde la que se cobra el almacenaje, o tras la que se considera abandonado',
  presupuesto: 'Las líneas del presupuesto, el total con el IVA desglosado, su validez y cómo aceptarlo',
  total: 'Total del presupuesto, IVA incluido',
  almacenaje: 'Las condiciones de almacenaje, o lo acumulado hasta hoy',
} as const;
export type NoticePlaceholder = keyof typeof NOTICE_PLACEHOLDERS;

const COMMON: readonly NoticePlaceholder[] = ['nombre', 'trabajo', 'taller', 'telefono', 'enlace'];

/** Which placeholders each step knows (a template using another is refused). */
export const noticeStepPlaceholders: Record<NoticeStep, readonly NoticePlaceholder[]> = {
  received: [...COMMON, 'fecha'],
  quote_ready: [...COMMON, 'presupuesto', 'total'],
  ready_to_collect: [...COMMON, 'almacenaje'],
  storage_fee_started: [...COMMON, 'fecha', 'almacenaje'],
  final_notice: [...COMMON, 'fecha', 'almacenaje'],
  order_ready: [...COMMON],
};

/**
 * The texts until the Administrador writes the shop's own. Every e-mail then gets, after the
 * body, the tracking link, the shop's signature and (for the courtesy notices) how to stop them;
 * every short message the tracking link.
 */
export const DEFAULT_NOTICE_TEMPLATES: Record<NoticeStep, NoticeTemplate> = {
  received: {
    subject: 'Hemos recibido tu {trabajo}',
    body: 'Hola {nombre}:\n\nHemos recibido tu {trabajo} en {taller} el {fecha}. Te avisaremos cuando haya novedades.',
    short: '{taller}: hemos recibido tu {trabajo}.',
  },
  quote_ready: {
    subject: 'Presupuesto de tu {trabajo}',
    body: 'Hola {nombre}:\n\nTe enviamos el presupuesto de tu {trabajo} en {taller}:\n\n{presupuesto}',
    short: '{taller}: el presupuesto de tu {trabajo} está listo ({total}). Acéptalo o recházalo en el enlace.',
  },
  ready_to_collect: {
    subject: 'Tu {trabajo} está lista para recoger',
    body: 'Hola {nombre}:\n\nTu {trabajo} está terminada y lista para recoger en {taller}.\n{almacenaje}',
    short: '{taller}: tu {trabajo} está lista para recoger.',
  },
  storage_fee_started: {
    subject: 'Tu {trabajo} sigue esperándote',
    body: 'Hola {nombre}:\n\nTu {trabajo} sigue en {taller}. Desde el {fecha} se cobra el almacenaje.\n{almacenaje}',
    short: '{taller}: tu {trabajo} sigue esperándote; desde el {fecha} se cobra el almacenaje.',
  },
  final_notice: {
    subject: 'Aviso final: recoge tu {trabajo} antes del {fecha}',
    body:
      'Hola {nombre}:\n\nTu {trabajo} está lista para recoger y sigue en {taller}.\n' +
      'Si no la recoges ni te pones en contacto con nosotros hasta el {fecha} inclusive, el dispositivo se considerará abandonado.\n{almacenaje}',
    short: '{taller}: aviso final. Recoge tu {trabajo} hasta el {fecha} o se considerará abandonada.',
  },
  order_ready: {
    subject: 'Tu {trabajo} está listo para recoger',
    body: 'Hola {nombre}:\n\nTu {trabajo} está listo para recoger en {taller}.',
    short: '{taller}: tu {trabajo} está listo para recoger.',
  },
};

export const noticeTemplateLimits = { subject: 200, body: 4000, short: 300 } as const;

export const noticeMessages = {
  unknownPlaceholder: (name: string, step: string) => `«{${name}}» no se puede usar en el aviso «${step}»`,
  unclosedBrace: 'Hay una llave «{» sin cerrar: los campos se escriben entre llaves, como {nombre}',
  subjectRequired: 'El asunto es obligatorio',
  bodyRequired: 'El texto del correo es obligatorio',
  shortRequired: 'El mensaje corto es obligatorio',
  stepsInvalid: 'Los pasos deben indicarse como sí o no',
  channelInvalid: 'Indica sí o no',
  tokenInvalid: 'El enlace para dejar de recibir avisos no es válido. Pídenos que lo hagamos nosotros.',
  optedOut: 'Hecho: no te enviaremos más avisos de cortesía. Seguirás recibiendo los presupuestos y los avisos de cobro y de abandono.',
  optedIn: 'Hecho: vuelves a recibir todos nuestros avisos.',
  alreadyRecorded: 'Ese aviso ya consta como enviado',
  optOutFooter: (link: string) => `¿No quieres recibir más avisos como este? ${link}`,
  trackingFooter: (link: string) => `Sigue tu trabajo aquí: ${link}`,
  customerNotified: 'Aviso al cliente enviado',
  deliveryFailed: 'El aviso al cliente no se pudo entregar',
} as const;
