import type { NoteAge } from '@taller/domain';

/** A quick note as the API answers it (`authorName` is null once its account is gone). */
export interface Note {
  id: number;
  version: number;
  title: string;
  content: string;
  userId: number;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The board's age filter: every note, or the API's `age` filter. */
export type NoteAgeFilter = 'all' | NoteAge;

/** What the note form edits. */
export interface NoteFormValues {
  title: string;
  content: string;
}

/** Messages by field, as the server answers them in a 400. */
export type FieldErrors = Record<string, string>;
