import { formatMadridDateTime } from '@taller/domain';
import type { OutgoingMail } from '../mail/outbox.js';
import type { ContactMessage } from './contact-message.entity.js';
import { contactTemplateLabels } from './contact.rules.js';

/** What the outbox knows the notification by: deleting the message deletes its e-mail. */
export const regardingContactMessage = (id: number) => `contact-message:${id}`;

/**
 * The e-mail that tells the shop about a new contact message. Answering it answers the
 * visitor (Reply-To); the message itself stays in the back-office's list either way. It goes
 * to the shop's e-mail as its settings say it when the message arrives.
 */
export function contactNotification(message: ContactMessage, shopEmail: string): OutgoingMail {
  const lines = [
    'Nuevo mensaje desde el formulario de contacto de la web.',
    '',
    `Nombre: ${message.name}`,
    `Email: ${message.email}`,
    `Teléfono: ${message.phone ? spacedPhone(message.phone) : 'no indicado'}`,
    `Tipo de consulta: ${contactTemplateLabels[message.template]}`,
    `Asunto: ${message.subject}`,
    '',
    'Mensaje:',
    message.message,
    '',
    '--',
    `Recibido el ${formatMadridDateTime(message.createdAt)} (mensaje n.º ${message.id}).`,
    'Responde a este correo para contestar directamente a quien escribe.',
  ];
  return {
    to: shopEmail,
    replyTo: `"${message.name.replace(/["\\]/g, '')}" <${message.email}>`,
    subject: `Nuevo mensaje de contacto: ${message.subject}`,
    text: lines.join('\n'),
    regarding: regardingContactMessage(message.id),
  };
}

/** 612345678 → 612 345 678. */
function spacedPhone(phone: string): string {
  return phone.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3');
}
