import { EntitySchema, type Opt } from '@mikro-orm/core';
import type { ContactTemplate } from './contact.rules.js';

/**
 * A message a visitor sent from /contacto, kept whatever happens to the e-mail that tells
 * the shop about it. Not event-sourced: a plain table (DESIGN.md).
 */
export class ContactMessage {
  id!: number;
  name!: string;
  email!: string;
  /** Nine digits without spaces, or null when not given. */
  phone!: string | null;
  subject!: string;
  message!: string;
  template!: ContactTemplate;
  /** Name, e-mail, phone, subject and message, lower case without accents, for `q`. */
  searchText!: string;
  createdAt!: Date;
  /** Someone of the shop has answered it. */
  handled!: Opt<boolean>;
  handledAt!: Opt<Date> | null;
  /** The name of the account that marked it handled. */
  handledBy!: Opt<string> | null;
}

export const ContactMessageSchema = new EntitySchema<ContactMessage>({
  class: ContactMessage,
  tableName: 'contact_messages',
  indexes: [{ properties: ['createdAt'] }, { properties: ['handled', 'createdAt'] }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    phone: { type: 'string', length: 20, nullable: true },
    subject: { type: 'string', length: 150 },
    message: { type: 'text' },
    template: { type: 'string', length: 20 },
    searchText: { type: 'text' },
    createdAt: { type: 'datetime' },
    handled: { type: 'boolean', default: false },
    handledAt: { type: 'datetime', nullable: true, default: null },
    handledBy: { type: 'string', length: 200, nullable: true, default: null },
  },
});
