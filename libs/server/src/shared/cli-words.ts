import { repairStatusLabels, workTypeLabels } from '@taller/domain';

/**
 * The values a person types on the command line for what the API knows by an English id:
 * `en_progreso` for `in_progress`, `pedido` for `order`, `semana` for `week`. Each id has one
 * Spanish word, usually its label made typeable (`'En progreso'` → `en_progreso`); the word is
 * read in any case, with or without accents, and the API's id is still taken, unlisted, so that
 * scripts written against it keep working. Help and errors list the Spanish words only.
 */
export class CliWords<Id extends string> {
  private readonly byTyped = new Map<string, Id>();
  private readonly words: Readonly<Record<Id, string>>;

  /** `words`: each id's Spanish word or label, in the order help lists them. */
  constructor(words: Readonly<Record<Id, string>>) {
    this.words = Object.fromEntries(Object.entries<string>(words).map(([id, word]) => [id, typeable(word)])) as Record<Id, string>;
    const ids = Object.keys(words) as Id[];
    // Spanish words first: where an English id is another id's Spanish word, the Spanish wins.
    for (const id of ids) this.claim(this.words[id], id);
    for (const id of ids) if (!this.byTyped.has(typeable(id))) this.byTyped.set(typeable(id), id);
  }

  /** The id a typed word means, Spanish or the API's own; undefined for anything else. */
  idOf(typed: string): Id | undefined {
    return this.byTyped.get(typeable(typed));
  }

  /** An id's Spanish word, as help shows it and a person types it. */
  wordOf(id: Id): string {
    return this.words[id];
  }

  /** The Spanish words of `ids` (all by default), for a help line or an error: 'dia, semana, mes'. */
  list(ids: readonly Id[] = Object.keys(this.words) as Id[], separator = ', '): string {
    return ids.map((id) => this.words[id]).join(separator);
  }

  /**
   * The id of a typed word, or a Spanish error that names what was typed and the words to use:
   * `Estado no válido: hecho. Usa uno de: pendiente, en_progreso…` (`what`, a masculine noun: 'Estado').
   */
  parse(typed: string, what: string, listed?: readonly Id[]): Id {
    const id = this.idOf(typed);
    if (id === undefined) throw new Error(`${what} no válido: ${typed}. Usa uno de: ${this.list(listed)}`);
    return id;
  }

  private claim(word: string, id: Id): void {
    const taken = this.byTyped.get(word);
    if (taken !== undefined && taken !== id) throw new Error(`CliWords: «${word}» would mean both ${taken} and ${id}`);
    this.byTyped.set(word, id);
  }
}

/**
 * A word as the CLI compares it: lower case, no accents, anything but letters and digits as one
 * `_` ('En progreso' → 'en_progreso', 'Cuenta desactivada (sesiones cerradas)' →
 * 'cuenta_desactivada_sesiones_cerradas').
 */
export function typeable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** A repair's status as typed: `pendiente`, `en_progreso`, `esperando_cliente`… (`in_progress` too). */
export const repairStatusWords = new CliWords(repairStatusLabels);

/** A kind of work as typed, for the calendar and for tracking: `reparacion`, `revision`, `pedido` (`order` too). */
export const workKindWords = new CliWords(workTypeLabels);
