/**
 * The contact form's rules and Spanish texts (public-site-and-access.md §2, §5, §8), written
 * once: the public page checks them before sending, the server checks them again and its
 * answer is the one that counts. No zod here, so the public site can load this file alone
 * (`@taller/domain/contact`).
 */
export const contactMessages = {
  nameRequired: 'El nombre es obligatorio', // spec
  nameTooLong: 'El nombre no puede superar los 100 caracteres',
  emailRequired: 'El email es obligatorio', // spec
  emailInvalid: 'El formato del email no es válido', // spec
  phoneInvalid: 'El formato del teléfono no es válido', // spec
  subjectRequired: 'El asunto es obligatorio', // spec
  subjectTooLong: 'El asunto no puede superar los 150 caracteres',
  messageRequired: 'El mensaje es obligatorio', // spec
  messageTooLong: 'El mensaje no puede superar los 5000 caracteres',
  fieldRequired: 'Este campo es obligatorio', // spec
  templateInvalid: 'El tipo de consulta no es válido',
  formInvalid: 'Por favor, corrige los errores del formulario', // spec
  sent: 'Mensaje enviado correctamente', // spec
  throttled: 'Has enviado varios mensajes seguidos. Espera unos minutos antes de enviar otro o llámanos por teléfono.',
  notFound: 'Mensaje no encontrado',
  invalidId: 'ID de mensaje no válido',
  handledInvalid: 'Indica si el mensaje está atendido: handled debe ser true o false',
  handledFilterInvalid: 'El filtro handled debe ser true o false',
  templateFilterInvalid: 'El filtro template debe ser custom, technical, billing, general o warranty',
} as const;

/** The five kinds of query of the contact page; `custom` when none is chosen. */
export const CONTACT_TEMPLATES = ['custom', 'technical', 'billing', 'general', 'warranty'] as const;
export type ContactTemplate = (typeof CONTACT_TEMPLATES)[number];

/** How the shop reads each kind in its e-mails and lists. */
export const contactTemplateLabels: Record<ContactTemplate, string> = {
  custom: 'Consulta personalizada',
  technical: 'Soporte técnico',
  billing: 'Facturación',
  general: 'Información general',
  warranty: 'Garantía',
};

/** The longest values the server takes; the page's inputs stop there. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, subject: 150, message: 5000 } as const;

/** Messages one client address may send… */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
/** …in this window, counted from its first. */
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

/** Something@something.tld, without the characters that would break an address header. */
export const CONTACT_EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
/** Spec §5: 9 digits starting 6 to 9, once the spaces are taken out. */
export const CONTACT_PHONE_PATTERN = /^[6-9]\d{8}$/;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The contact rules of spec §5 on what a visitor typed: each field's first problem. */
export function validateContact(values: ContactValues): ContactErrors {
  const m = contactMessages;
  const errors: ContactErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = m.nameRequired;
  else if (name.length > CONTACT_LIMITS.name) errors.name = m.nameTooLong;
  const email = values.email.trim();
  if (email === '') errors.email = m.emailRequired;
  else if (email.length > CONTACT_LIMITS.email || !CONTACT_EMAIL_PATTERN.test(email)) errors.email = m.emailInvalid;
  const phone = values.phone.replace(/\s+/g, '');
  if (phone !== '' && (values.phone.length > CONTACT_LIMITS.phone || !CONTACT_PHONE_PATTERN.test(phone))) errors.phone = m.phoneInvalid;
  const subject = values.subject.trim();
  if (subject === '') errors.subject = m.subjectRequired;
  else if (subject.length > CONTACT_LIMITS.subject) errors.subject = m.subjectTooLong;
  const message = values.message.trim();
  if (message === '') errors.message = m.messageRequired;
  else if (values.message.length > CONTACT_LIMITS.message) errors.message = m.messageTooLong;
  return errors;
}
