import { fullName, type ClientRow } from './client-row.entity.js';

export function clientJson(row: ClientRow) {
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
export type ClientJson = ReturnType<typeof clientJson>;
