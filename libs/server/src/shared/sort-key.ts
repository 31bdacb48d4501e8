/**
 * Spanish order for text columns, the same on every engine and under every database collation.
 *
 * SQLite compares text byte by byte and a PostgreSQL database may be created with any collation,
 * so neither sorts 'Álvaro' before 'Zoe' or 'ñ' after 'n' on its own. Each sortable text is stored
 * beside a key: its letters in the Spanish alphabet's order, case and accents set aside
 * (á = a, ü = u) but ñ a letter of its own after n, runs of spaces and punctuation one space,
 * each character written as two digits. A string of digits sorts the same byte by byte and in
 * any collation, so the key can be indexed and compared by both engines as it is. Ties (Ángel
 * and Angel) fall back to the text itself, then the id.
 */

const ALPHABET = ' 0123456789abcdefghijklmnñopqrstuvwxyz';
/** Characters beyond the alphabet (other scripts, emoji) sort after it, among themselves by the text. */
const BEYOND = '99';
/** Enough to order any two names a shop holds; the rest breaks ties through the text itself. */
export const SORT_KEY_CHARS = 48;
/** The column: two digits per character. */
export const SORT_KEY_LENGTH = SORT_KEY_CHARS * 2;

const codes = new Map<string, string>();
function codeOf(char: string): string | null {
  let code = codes.get(char);
  if (code !== undefined) return code || null;
  const lower = char.toLocaleLowerCase('es');
  const base = lower === 'ñ' ? 'ñ' : lower.normalize('NFD').charAt(0);
  const index = ALPHABET.indexOf(base);
  code = index > 0 ? String(index + 10) : /[\p{L}\p{N}]/u.test(base) ? BEYOND : '';
  if (codes.size < 10_000) codes.set(char, code);
  return code || null;
}

/** The key of `text` (see above): 'Álvaro Pérez' → codes of 'alvaro perez'. */
export function spanishSortKey(text: string | null | undefined): string {
  let key = '';
  let chars = 0;
  let gap = false;
  for (const char of (text ?? '').normalize('NFC')) {
    const code = codeOf(char);
    if (code === null) {
      gap = chars > 0;
      continue;
    }
    if (gap) {
      key += '10';
      chars += 1;
      gap = false;
    }
    if (chars >= SORT_KEY_CHARS) break;
    key += code;
    chars += 1;
  }
  return key.slice(0, SORT_KEY_LENGTH);
}

/** The key columns of a row: `{ name: 'nameKey' }` for each sortable text kept with a key. */
export type SortKeyColumns<Row> = Partial<Record<keyof Row & string, keyof Row & string>>;

/** Sets every key column from its text (after a registration, a correction or a client's rename). */
export function setSortKeys<Row>(row: Row, columns: SortKeyColumns<Row>): void {
  for (const [text, key] of Object.entries(columns) as [keyof Row & string, keyof Row & string][]) {
    (row as Record<string, unknown>)[key] = spanishSortKey(row[text] as string);
  }
}

/**
 * A list's ORDER BY: a text with a key sorts by the key, then by the text itself (Angel before
 * Ángel), then by id; anything else by itself, then by id.
 */
export function orderByOf<Row>(field: string, order: 'ASC' | 'DESC', columns: SortKeyColumns<Row>): Record<string, 'ASC' | 'DESC'> {
  const key = (columns as Record<string, string | undefined>)[field];
  return key ? { [key]: order, [field]: order, id: order } : { [field]: order, id: order };
}
