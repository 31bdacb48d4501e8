import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { CLIENT_STATUSES, clientTextLabels } from './client.rules.js';

export const clientDetails = z.object({
  name: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  company: z.string(),
  status: z.enum(CLIENT_STATUSES),
});
export type ClientDetails = z.infer<typeof clientDetails>;

/**
 * What a forgotten client's name reads as, everywhere: lists, details, history, albaranes,
 * exports. Their other personal fields read as empty.
 */
export const ERASED_PERSON = 'Cliente eliminado (RGPD)';

/** The client's personal data: what `ClientForgotten` destroys. The status is the shop's. */
export const CLIENT_PERSONAL_FIELDS = ['name', 'lastName', 'phone', 'email', 'company'] as const;

const accountLink = z.object({ accountId: z.number().int().positive(), email: z.string() });

const clientEventDefinitions = [
  defineEvent(
    'ClientRegistered',
    clientDetails.extend({
      clientId: z.number().int().positive(),
      /** The day the client joined; null when it is the day of the event. */
      registrationDate: z.string().nullable(),
    }),
    'Cliente registrado',
    // v2: company, status and registration date arrived; earlier clients were active.
    {
      version: 2,
      upcasters: { 1: (data: object) => ({ company: '', status: 'active', registrationDate: null, ...data }) },
    },
  ),
  defineEvent('ClientDetailsCorrected', z.object({ changes: clientDetails.partial() }), 'Datos corregidos'),
  defineEvent('ClientDeleted', z.object({}), 'Cliente eliminado'),
  // The person's data was destroyed (GDPR right to erasure): their key is shredded, so what the
  // log holds of them reads as `ERASED_PERSON` from now on. The event itself names nobody.
  defineEvent('ClientForgotten', z.object({}), 'Datos personales olvidados (RGPD)'),
  // Staff's decision about a customer account (the public site's sign-in) and this client: the
  // account then sees, or no longer sees, the client's work. `email` is the account's address
  // then, so the history says whose account it was.
  defineEvent('ClientAccountLinked', accountLink, 'Cuenta de cliente vinculada'),
  defineEvent('ClientAccountUnlinked', accountLink, 'Cuenta de cliente desvinculada'),
] as const;

export type ClientEvent = EventOf<typeof clientEventDefinitions>;
export const clientEvents = new EventCatalogue<ClientEvent>(clientEventDefinitions);

/** Spanish names of the fields, for the history. */
export const clientFieldLabels: Record<keyof ClientDetails | 'registrationDate' | 'account', string> = {
  ...clientTextLabels,
  status: 'Estado',
  registrationDate: 'Fecha de alta',
  account: 'Cuenta de cliente',
};
