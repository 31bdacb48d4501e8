import { z } from 'zod';
import type { ContactMessage } from './contact-message.entity.js';
import { CONTACT_TEMPLATES, contactTemplateLabels } from './contact.rules.js';

/** A contact message as the back-office reads it (the API description shows this schema; contactMessageJson is held to it). */
export const contactMessageJsonSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('Nombre'),
    email: z.string().describe('Correo electrónico'),
    phone: z.string().nullable().describe('Teléfono, si lo dio'),
    subject: z.string().describe('Asunto'),
    message: z.string().describe('Mensaje'),
    template: z.enum(CONTACT_TEMPLATES).describe('Tipo de consulta'),
    templateLabel: z.string().describe('El tipo de consulta en palabras'),
    createdAt: z.string().describe('Instante ISO 8601 (UTC)'),
    handled: z.boolean().describe('Atendido'),
    handledAt: z.string().nullable().describe('Cuándo se marcó atendido'),
    handledBy: z.string().nullable().describe('Quién lo marcó atendido'),
  })
  .describe('Un mensaje del formulario de contacto');
export type ContactMessageJson = z.infer<typeof contactMessageJsonSchema>;

/** A contact message as the back-office reads it. */
export function contactMessageJson(row: ContactMessage): ContactMessageJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    template: row.template,
    templateLabel: contactTemplateLabels[row.template],
    createdAt: row.createdAt.toISOString(),
    handled: row.handled,
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: row.handledBy,
  };
}
