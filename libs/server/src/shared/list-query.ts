import { z } from 'zod';
import { isCleanText, oneLineText, textMessages, ValidationFailed } from '@taller/domain';
import type { FastifyReply } from 'fastify';
import { containsPattern } from './search-text.js';

/**
 * The list protocol of ra-data-simple-rest: `sort=["id","DESC"]`, `range=[0,14]`,
 * `filter={"q":"iphone","status":"pending"}` or `filter={"id":[1,2]}`.
 */
export interface ListQuery<Field extends string> {
  sort: { field: Field; order: 'ASC' | 'DESC' };
  /** `null`: every matching record (getMany). */
  range: { offset: number; limit: number } | null;
  filter: Record<string, unknown>;
}

export const MAX_PAGE = 1000;
const INVALID = 'Parámetros de la lista no válidos';

/** The longest search a box may send: far more than anyone types, far less than a page of text. */
export const SEARCH_MAX = 200;
/** The search box, as every list and the client picker take it. */
export const searchText = oneLineText({ label: 'Búsqueda', max: SEARCH_MAX });

/**
 * `sort`, `range` and `filter` are small JSON texts; the longest, a getMany's `filter={"id":[…]}`
 * of a full page, stays well below this.
 */
const LIST_PARAM_MAX = 20_000;

/** How the screens name the filters, for the messages that name them; others by their key. */
const FILTER_LABELS: Record<string, string> = { q: 'Búsqueda', status: 'Estado', id: 'ID' };

const ORDER_INVALID = 'El orden debe ser ASC o DESC';
/** A whole number from 0 to 2⁵³ − 1; anything else, in one Spanish message. */
const rangeBound = z.number({ error: 'range debe ser [inicio, fin], dos números enteros desde 0' }).int().min(0);

const json = (what: string) =>
  z
    .string({ error: `${what} no es JSON válido` })
    .max(LIST_PARAM_MAX, `${what} es demasiado largo`)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${what} no es JSON válido` });
        return z.NEVER;
      }
    });

/** A filter's value is a text, a number, a boolean, or a list of those: nothing deeper. */
const FILTER_DEPTH = 3;

/**
 * Every text a filter carries (`{"q":"…"}`, `{"status":["a","b"]}`) is one line of clean text
 * no longer than a search: a filter's value reaches the database, so it is checked at the door
 * like any field, with the same rule. The error names the filter.
 */
function filterTextErrors(filter: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (key: string, value: unknown, depth: number): void => {
    if (key in errors) return;
    const label = FILTER_LABELS[key] ?? key;
    if (typeof value === 'string') {
      const text = oneLineText({ label, max: SEARCH_MAX }).safeParse(value);
      if (!text.success) errors[key] = text.error.issues[0]!.message;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= FILTER_DEPTH) {
        errors[key] = `El filtro «${label}» no es válido`;
        return;
      }
      // A list's items, an object's keys and values.
      for (const item of Array.isArray(value) ? value : Object.entries(value).flat()) check(key, item, depth + 1);
    }
  };
  for (const [key, value] of Object.entries(filter)) {
    if (!isCleanText(key) || key.length > SEARCH_MAX) errors.filter ??= textMessages.forbiddenCharacters('filter');
    else check(key, value, 1);
  }
  return errors;
}

export function parseListQuery<Field extends string>(
  query: Record<string, unknown>,
  sortable: readonly Field[],
  defaultSort: ListQuery<Field>['sort'],
): ListQuery<Field> {
  const schema = z.object({
    sort: json('sort')
      .pipe(
        z.tuple(
          [
            z.enum(sortable as [Field, ...Field[]], { error: `Solo se puede ordenar por: ${sortable.join(', ')}` }),
            z.string({ error: ORDER_INVALID }).toUpperCase().pipe(z.enum(['ASC', 'DESC'], { error: ORDER_INVALID })),
          ],
          { error: 'sort debe ser ["campo","ASC|DESC"]' },
        ),
      )
      .optional(),
    range: json('range')
      .pipe(
        z
          .tuple([rangeBound, rangeBound], { error: 'range debe ser [inicio, fin]' })
          .refine(([start, end]) => end >= start, 'range: el fin no puede ser menor que el inicio')
          .refine(([start, end]) => end - start < MAX_PAGE, `No se pueden pedir más de ${MAX_PAGE} registros a la vez`),
      )
      .optional(),
    filter: json('filter').pipe(z.record(z.string(), z.unknown(), { error: 'filter debe ser un objeto' })).optional(),
  });
  const parsed = schema.safeParse(query);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    throw new ValidationFailed(errors, INVALID);
  }
  const { sort, range, filter = {} } = parsed.data;
  const filterErrors = filterTextErrors(filter);
  if (Object.keys(filterErrors).length > 0) throw new ValidationFailed(filterErrors, Object.values(filterErrors)[0]);
  return {
    sort: sort ? { field: sort[0], order: sort[1] } : defaultSort,
    range: range ? { offset: range[0], limit: range[1] - range[0] + 1 } : null,
    filter,
  };
}

/** `filter.id` as a list of ids, when asked for (getMany); invalid ids match nothing. */
export function idsOf(filter: Record<string, unknown>): number[] | undefined {
  if (filter.id === undefined) return undefined;
  const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
  return ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** The `Content-Range` header ra-data-simple-rest reads the total from. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** The filters every list shares: `id` (getMany) and `q` over the row's `searchText`. */
export function commonFilters(filter: Record<string, unknown>): { id?: { $in: number[] }; searchText?: { $like: string } } {
  const where: { id?: { $in: number[] }; searchText?: { $like: string } } = {};
  const ids = idsOf(filter);
  if (ids) where.id = { $in: ids };
  // Already checked by parseListQuery; checked again here so that no caller can skip it.
  const q = filter.q === undefined ? '' : searchText.safeParse(filter.q).data;
  if (q) where.searchText = { $like: containsPattern(q) };
  return where;
}

/** Answers a page of rows with the `Content-Range` ra-data-simple-rest reads the total from. */
export function listAnswer<Row>(
  reply: FastifyReply,
  resource: string,
  list: ListQuery<string>,
  page: { rows: Row[]; total: number },
): Row[] {
  reply.header('Content-Range', contentRange(resource, list.range?.offset ?? 0, page.rows.length, page.total));
  return page.rows;
}
