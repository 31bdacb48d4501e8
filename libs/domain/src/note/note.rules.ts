import { z } from 'zod';
import { textFields } from '../shared/text.js';
import { noteMessages as m } from './note.messages.js';
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, noteTextLabels, RECENT_NOTE_DAYS } from './note.labels.js';

/** The limits, the fields' names and the age of a recent note: `note.labels.ts`, without zod. */
export { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, noteTextLabels, RECENT_NOTE_DAYS };
export const NOTE_AGES = ['recent', 'older'] as const;
export type NoteAge = (typeof NOTE_AGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

const text = textFields({
  labels: noteTextLabels,
  limits: { title: NOTE_TITLE_MAX, content: NOTE_CONTENT_MAX },
  multiLine: ['content'],
});

/** A note as created or edited: blank-only text counts as missing, both fields are trimmed. */
export const noteFormSchema = z.object({
  title: text('title', { error: m.titleRequired, tooLong: m.titleTooLong }).min(1, m.titleRequired),
  content: text('content', { error: m.contentRequired, tooLong: m.contentTooLong }).min(1, m.contentRequired),
});
export type NoteForm = z.infer<typeof noteFormSchema>;

/** An edit may carry the `version` the screen showed; a stale one is refused. */
export const noteEditSchema = noteFormSchema.extend({
  version: z.number({ error: m.versionInvalid }).int(m.versionInvalid).min(1, m.versionInvalid).optional(),
});
export type NoteEdit = z.infer<typeof noteEditSchema>;

/** Where 'recent' begins: a note created at or after this instant is recent, before it older. */
export function recentNotesSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_NOTE_DAYS * DAY_MS);
}

export function noteAge(createdAt: Date, now: Date): NoteAge {
  return createdAt >= recentNotesSince(now) ? 'recent' : 'older';
}
