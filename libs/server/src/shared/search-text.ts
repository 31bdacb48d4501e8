/** Lower case without accents, so 'maria' finds 'María' and 'PANTALLA' finds 'pantalla'. */
export function searchable(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${searchable(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
