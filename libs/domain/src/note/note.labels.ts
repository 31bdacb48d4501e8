/*
 * The limits and names the notes board's texts quote, in a file of their own without zod, so
 * that the back-office's translations (`@taller/domain/texts`) do not bring the schemas with
 * them. `note.rules.ts` re-exports them.
 */

export const NOTE_TITLE_MAX = 30;
/** Not in the spec: a quick note is short, and a bound keeps one paste from filling the board. */
export const NOTE_CONTENT_MAX = 10_000;
/** How the board names the fields, for the messages that name them. */
export const noteTextLabels = { title: 'Título', content: 'Contenido' } as const;
/** 'recent' = created within 7 days; 'older' = more than 7 days ago (spec §9). */
export const RECENT_NOTE_DAYS = 7;
