/** The contact rules are the domain's, shared with the server (`@taller/domain/contact`). */
export {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '@taller/domain/contact';
import type { ContactValues } from '@taller/domain/contact';

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };
