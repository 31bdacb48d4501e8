import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '@taller/event-store';

/** Who asks: a signed-in account, the command line or the system itself. */
export interface Actor {
  id: number | null;
  name: string;
  role: 'administrador' | 'gerente' | 'customer' | 'cli' | 'system';
}

export interface CommandContext {
  actor: Actor;
  source: EventMetadata['source'];
  correlationId: string;
  now: Date;
}

export function commandContext(actor: Actor, source: EventMetadata['source'], correlationId: string = randomUUID()): CommandContext {
  return { actor, source, correlationId, now: new Date() };
}

/**
 * How a customer acting from their account is recorded in the log: never by name, which would
 * stay in every event's metadata for ever, out of reach of 'Olvidar cliente'. The account's id
 * says which account it was.
 */
export const CUSTOMER_ACCOUNT_ACTOR_NAME = 'Cliente (su cuenta en la web)';

export const CLI_ACTOR: Actor = { id: null, name: 'Línea de comandos', role: 'cli' };
export const SYSTEM_ACTOR: Actor = { id: null, name: 'Sistema', role: 'system' };
/** The correlation id of the demo data's commands: made-up work tells no customer anything (NoticeReactor). */
export const DEMO_DATA_CORRELATION = 'datos-de-demostracion';

export const roleLabels: Record<Actor['role'], string> = {
  administrador: 'Administrador',
  gerente: 'Gerente',
  customer: 'Cliente',
  cli: 'Línea de comandos',
  system: 'Sistema',
};
