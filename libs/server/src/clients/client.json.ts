import { z } from 'zod';
import { CLIENT_STATUSES, clientFieldLabels as label } from '@taller/domain';
import { fullName, type ClientRow } from './client-row.entity.js';

/** A client as the API answers it (the API description shows this schema; clientJson is held to it). */
export const clientJsonSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().describe('Versión: 1 al crearlo, una más en cada cambio'),
    name: z.string().describe(label.name),
    lastName: z.string().describe(label.lastName),
    fullName: z.string().describe('Nombre y apellidos'),
    phone: z.string().describe(label.phone),
    email: z.string().describe(label.email),
    company: z.string().describe(label.company),
    status: z.enum(CLIENT_STATUSES).describe(label.status),
    forgotten: z.boolean().describe('Olvidado: sus datos personales se destruyeron'),
    registrationDate: z.string().describe(`${label.registrationDate}: día AAAA-MM-DD`),
    createdAt: z.string().describe('Instante ISO 8601 (UTC)'),
    updatedAt: z.string().describe('Instante ISO 8601 (UTC)'),
  })
  .describe('Un cliente');
export type ClientJson = z.infer<typeof clientJsonSchema>;

export function clientJson(row: ClientRow): ClientJson {
  return {
    id: row.id,
    version: row.version,
    name: row.name,
    lastName: row.lastName,
    fullName: fullName(row),
    phone: row.phone,
    email: row.email,
    company: row.company,
    status: row.status,
    forgotten: row.forgotten,
    registrationDate: row.registrationDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
