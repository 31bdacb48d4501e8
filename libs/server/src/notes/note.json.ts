import { z } from 'zod';
import type { Note } from './note.entity.js';

/** A note as the API answers it (the API description shows this schema; noteJson is held to it). */
export const noteJsonSchema = z
  .object({
    id: z.number().int(),
    version: z.number().int().describe('Versión: 1 al crearla, una más en cada cambio'),
    title: z.string().describe('Título'),
    content: z.string().describe('Contenido'),
    userId: z.number().int().describe('La cuenta que la escribió'),
    authorName: z.string().nullable().describe('Su nombre; null si la cuenta ya no existe'),
    createdAt: z.string().describe('Instante ISO 8601 (UTC)'),
    updatedAt: z.string().describe('Instante ISO 8601 (UTC)'),
  })
  .describe('Una nota del tablón');
export type NoteJson = z.infer<typeof noteJsonSchema>;

/** A note as the API answers it; `authorName` is null once its account is gone. */
export function noteJson(note: Note, authorName: string | null): NoteJson {
  return {
    id: note.id,
    version: note.version,
    title: note.title,
    content: note.content,
    userId: note.userId,
    authorName,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}
