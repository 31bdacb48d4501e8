/**
 * The free-text search of the public help pages (FAQ, privacy, terms): accent- and
 * case-insensitive, every typed word must appear, and the places it appears can be marked.
 * Pure functions, no DOM: the pages and their tests share them.
 */

/** "Garantía" → "garantia": lower case and no accents, so «garantia» finds «Garantía». */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded and without repeats: "¿Garantía  de?" → ["garantia", "de"]. */
export function searchTerms(query: string): string[] {
  return [...new Set(foldText(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
}

/** Whether every term appears somewhere in the (already folded) text. */
export function containsAllTerms(foldedText: string, terms: readonly string[]): boolean {
  return terms.every((term) => foldedText.includes(term));
}

export interface TextRange {
  start: number;
  end: number;
}

/**
 * Where the terms appear in `text`, as ranges of the original text (accents and case kept),
 * in order and merged where they touch or overlap, so each range is one <mark>.
 */
export function findMatches(text: string, terms: readonly string[]): TextRange[] {
  if (terms.length === 0 || text === '') return [];
  // Fold character by character, remembering where each folded unit came from: folding may
  // change lengths ("ǅ" → "dž"), and the marks must fall on the original characters.
  let folded = '';
  const startOf: number[] = [];
  const endOf: number[] = [];
  let offset = 0;
  for (const char of text) {
    const foldedChar = foldText(char);
    for (let unit = 0; unit < foldedChar.length; unit += 1) {
      startOf.push(offset);
      endOf.push(offset + char.length);
    }
    folded += foldedChar;
    offset += char.length;
  }

  const found: TextRange[] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      found.push({ start: startOf[at]!, end: endOf[at + term.length - 1]! });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);

  const merged: TextRange[] = [];
  for (const range of found) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

/** How many marks `findMatches` gives for this text. */
export function countMatches(text: string, terms: readonly string[]): number {
  return findMatches(text, terms).length;
}

/** The text cut into plain and matching pieces, in order, for rendering with <mark>. */
export function splitByMatches(text: string, terms: readonly string[]): Array<{ text: string; match: boolean }> {
  const pieces: Array<{ text: string; match: boolean }> = [];
  let cursor = 0;
  for (const { start, end } of findMatches(text, terms)) {
    if (start > cursor) pieces.push({ text: text.slice(cursor, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), match: false });
  return pieces;
}

/** Suggestions appear once MORE than this many characters are typed (spec: "more than 2"). */
export const SUGGEST_AFTER_CHARACTERS = 2;
/** Only words LONGER than this are suggested (spec: "words longer than 3 characters"). */
export const SUGGESTED_WORD_MIN_EXCLUSIVE = 3;
/** At most this many suggestions (spec §9). */
export const MAX_SUGGESTIONS = 5;

export interface VocabularyWord {
  /** As shown: lower case, accents kept ("garantía"). */
  word: string;
  folded: string;
  /** How often it appears in the texts: the more common, the earlier it is offered. */
  count: number;
}

/**
 * The words worth suggesting from some texts: letters only, longer than 3 characters, one
 * entry per folded form, most frequent first (then alphabetical, for a stable order).
 */
export function buildVocabulary(texts: readonly string[]): VocabularyWord[] {
  const byFolded = new Map<string, VocabularyWord>();
  for (const text of texts) {
    for (const [raw] of text.matchAll(/\p{L}+/gu)) {
      if ([...raw].length <= SUGGESTED_WORD_MIN_EXCLUSIVE) continue;
      const folded = foldText(raw);
      const known = byFolded.get(folded);
      if (known) known.count += 1;
      else byFolded.set(folded, { word: raw.toLocaleLowerCase('es-ES'), folded, count: 1 });
    }
  }
  return [...byFolded.values()].sort((a, b) => b.count - a.count || a.folded.localeCompare(b.folded, 'es'));
}

/**
 * Up to five words of the vocabulary that start with what was typed, once more than two
 * characters are typed. The word typed in full is not offered back to the visitor.
 */
export function suggestWords(
  vocabulary: readonly VocabularyWord[],
  typed: string,
  limit: number = MAX_SUGGESTIONS,
): string[] {
  const prefix = foldText(typed.trim());
  if ([...prefix].length <= SUGGEST_AFTER_CHARACTERS) return [];
  return vocabulary
    .filter(({ folded }) => folded.startsWith(prefix) && folded !== prefix)
    .slice(0, limit)
    .map(({ word }) => word);
}
