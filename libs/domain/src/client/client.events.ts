import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';

export const clientDetails = z.object({
  name: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type ClientDetails = z.infer<typeof clientDetails>;

const clientEventDefinitions = [
  defineEvent(
    'ClientRegistered',
    clientDetails.extend({ clientId: z.number().int().positive() }),
    'Cliente registrado',
  ),
  defineEvent('ClientDetailsCorrected', z.object({ changes: clientDetails.partial() }), 'Datos corregidos'),
] as const;

export type ClientEvent = EventOf<typeof clientEventDefinitions>;
export const clientEvents = new EventCatalogue<ClientEvent>(clientEventDefinitions);
