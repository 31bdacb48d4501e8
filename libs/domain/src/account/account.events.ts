import { z } from 'zod';
import { defineEvent, EventCatalogue, type EventOf } from '../shared/event.js';
import { STAFF_ACCOUNT_ROLES } from './account.rules.js';

const role = z.enum(STAFF_ACCOUNT_ROLES);

/**
 * What happens to a staff account, for the history and the audit. The password, its hash and
 * any reset token live in the accounts table only: no event ever carries them.
 */
const accountEventDefinitions = [
  defineEvent(
    'StaffAccountCreated',
    z.object({
      accountId: z.number().int().positive(),
      email: z.string(),
      name: z.string(),
      role,
      /** How the first password is set: typed or generated at the command line, or by the member through an e-mailed link. */
      password: z.enum(['typed', 'generated', 'reset_link']),
    }),
    'Cuenta del equipo creada',
  ),
  defineEvent('StaffRoleChanged', z.object({ from: role, to: role }), 'Rol cambiado'),
  defineEvent(
    'StaffDetailsCorrected',
    // `before`: what the fields held, so the story reads whole even for an account older than its stream.
    z.object({
      changes: z.object({ email: z.string().optional(), name: z.string().optional() }),
      before: z.object({ email: z.string().optional(), name: z.string().optional() }),
    }),
    'Datos de la cuenta corregidos',
  ),
  defineEvent('StaffAccountDisabled', z.object({}), 'Cuenta desactivada (sesiones cerradas)'),
  defineEvent('StaffAccountEnabled', z.object({}), 'Cuenta activada'),
  defineEvent(
    'StaffPasswordResetSent',
    z.object({ email: z.string() }),
    'Enlace para restablecer la contraseña enviado',
  ),
] as const;

export type AccountEvent = EventOf<typeof accountEventDefinitions>;
export const accountEvents = new EventCatalogue<AccountEvent>(accountEventDefinitions);

/** Spanish names of the fields, for the history and the audit. */
export const accountFieldLabels: Record<string, string> = {
  email: 'Correo electrónico',
  name: 'Nombre',
  role: 'Rol',
  active: 'Estado',
  password: 'Contraseña',
};
