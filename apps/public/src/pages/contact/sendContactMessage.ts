import { apiRequest } from '../../api/client';
import type { ContactTemplateId } from './contactTemplates';
import type { ContactValues } from './validation';

export interface ContactReceipt {
  ok: boolean;
  success: boolean;
  id: number;
  message?: string;
}

/** `POST /api/contact` (spec §7): the visitor's message, as typed, with the chosen template. */
export function sendContactMessage(values: ContactValues, template: ContactTemplateId, signal?: AbortSignal): Promise<ContactReceipt> {
  const phone = values.phone.trim();
  return apiRequest<ContactReceipt>('/contact', {
    method: 'POST',
    body: {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(phone === '' ? {} : { phone }),
      subject: values.subject.trim(),
      message: values.message.trim(),
      template,
    },
    signal,
  });
}
