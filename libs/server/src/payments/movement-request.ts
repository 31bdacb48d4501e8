import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { MovementBy } from '@taller/domain';
import type { CommandContext } from '../shared/actor.js';
import { objectBody } from '../shared/http-body.js';

/** A screen's id for one attempt at a payment: a UUID, or any short token of letters, digits and dashes. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A payment or refund as sent: the form for the decider, and the id that makes a request sent
 * twice record once (`requestId`, drawn by the screen per attempt; one of our own without it).
 */
export function movementRequestOf(body: unknown): { form: Record<string, unknown>; movementId: string } {
  const { requestId, ...form } = objectBody(body);
  if (requestId !== undefined && (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))) {
    throw new BadRequestException({ message: 'El identificador de la petición no es válido', errors: { requestId: 'Identificador no válido' } });
  }
  return { form, movementId: requestId ?? randomUUID() };
}

/** Who takes the money: the member of staff signed in, or the command line by its name. */
export function movementByOf(context: CommandContext): MovementBy {
  return { id: context.actor.id ?? null, name: context.actor.name };
}
