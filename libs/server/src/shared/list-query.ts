import { z } from 'zod';
import { ValidationFailed } from '@taller/domain';
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

const json = (what: string) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${what} no es JSON válido` });
      return z.NEVER;
    }
  });

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
            z.string().toUpperCase().pipe(z.enum(['ASC', 'DESC'], { error: 'El orden debe ser ASC o DESC' })),
          ],
          { error: 'sort debe ser ["campo","ASC|DESC"]' },
        ),
      )
      .optional(),
    range: json('range')
      .pipe(
        z
          .tuple([z.number().int().min(0), z.number().int().min(0)], { error: 'range debe ser [inicio, fin]' })
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
  if (typeof filter.q === 'string' && filter.q.trim() !== '') where.searchText = { $like: containsPattern(filter.q.trim()) };
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
