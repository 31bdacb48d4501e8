/** Lower case without accents, so 'maria' finds 'María' and 'PANTALLA' finds 'pantalla'. */
export function searchable(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * A LIKE pattern matching `text` anywhere. LIKE's own wildcards and the backslash (an escape
 * in PostgreSQL, not in SQLite) become `_`, one any-character, the same on both engines: a
 * search for "50%" may also find "50x", never an error, never a miss.
 */
export function containsPattern(text: string): string {
  return `%${searchable(text).replace(/[\\%_]/g, '_')}%`;
}
