import type { ContactMessage } from './contact-message.entity.js';
import { contactTemplateLabels } from './contact.rules.js';

/** A contact message as the back-office reads it. */
export function contactMessageJson(row: ContactMessage) {
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
export type ContactMessageJson = ReturnType<typeof contactMessageJson>;
