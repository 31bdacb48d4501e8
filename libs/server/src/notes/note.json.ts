import type { Note } from './note.entity.js';

/** A note as the API answers it; `authorName` is null once its account is gone. */
export function noteJson(note: Note, authorName: string | null) {
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
export type NoteJson = ReturnType<typeof noteJson>;
