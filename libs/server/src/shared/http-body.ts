import { BadRequestException } from '@nestjs/common';

/** A JSON object body, or the 400 that says so. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestException({ message: 'El cuerpo de la petición debe ser un objeto JSON' });
  }
  return body as Record<string, unknown>;
}
