/** What `searchable` computes, for any text: slow enough to matter when replaying a log. */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Lower-case Latin characters that `withoutAccents` changes, and what it makes of them. */
const LATIN = new Map<string, string>();
for (let code = 0; code < 0x250; code++) {
  const char = String.fromCharCode(code);
  const plain = withoutAccents(char);
  if (plain !== char && char === char.toLowerCase()) LATIN.set(char, plain);
}
const LATIN_CHANGED = new RegExp(`[${[...LATIN.keys()].map((c) => `\\u{${c.charCodeAt(0).toString(16)}}`).join('')}]`, 'gu');
const BEYOND_LATIN = /[^\u0000-\u024f]/;

/**
 * Lower case without accents, so 'maria' finds 'María' and 'PANTALLA' finds 'pantalla'.
 * Latin text (all the shop writes) goes through a table, character by character; anything
 * else through Unicode normalisation. Both give the same (tested on every character).
 */
export function searchable(...parts: (string | null | undefined)[]): string {
  const text = parts.filter(Boolean).join(' ');
  const lower = text.toLowerCase();
  if (BEYOND_LATIN.test(lower)) return withoutAccents(text);
  return lower.replace(LATIN_CHANGED, (char) => LATIN.get(char)!);
}

/**
 * A LIKE pattern matching `text` anywhere. LIKE's own wildcards and the backslash (an escape
 * in PostgreSQL, not in SQLite) become `_`, one any-character, the same on both engines: a
 * search for "50%" may also find "50x", never an error, never a miss.
 */
export function containsPattern(text: string): string {
  return `%${searchable(text).replace(/[\\%_]/g, '_')}%`;
}
