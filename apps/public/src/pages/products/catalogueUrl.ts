/**
 * The catalogue's state lives in the address (`/productos?categoria=fundas&modelo=iPhone%2013&q=…&pagina=2`),
 * so a link, a reload and the back button all show the same results; and a product has its own
 * address with a readable slug (`/productos/12-funda-silicona-iphone-13`). The site speaks
 * Spanish in its addresses; the API keeps its English names (`category=cases`).
 */
import { PRODUCT_CATEGORIES, type ProductCategory } from '@taller/domain/texts';

export const CATALOGUE_PATH = '/productos';
/** Products on a page: four rows of three on a desktop, and a number the server accepts (≤ 48). */
export const CATALOGUE_PAGE_SIZE = 12;

/** The Spanish slug of each category, as the address shows it. */
export const categorySlugs: Record<ProductCategory, string> = {
  cases: 'fundas',
  screen_protectors: 'cristales-templados',
  chargers: 'cargadores',
  power_banks: 'baterias-externas',
  cables: 'cables',
  headphones: 'auriculares',
  batteries: 'baterias',
  memory: 'memorias',
};

export interface CatalogueQuery {
  /** Words typed in the search box ('' for none). */
  q: string;
  category: ProductCategory | null;
  /** A device, as the filter names it ('iPhone 13'; '' for any). */
  model: string;
  /** From 1. */
  page: number;
}

export const EMPTY_QUERY: CatalogueQuery = { q: '', category: null, model: '', page: 1 };

/** The longest page number the address may carry (the server refuses more than 10.000). */
const MAX_PAGE = 10_000;

export function categoryFromSlug(slug: string | null): ProductCategory | null {
  if (!slug) return null;
  return PRODUCT_CATEGORIES.find((category) => categorySlugs[category] === slug.toLowerCase()) ?? null;
}

/**
 * What the address asks for. Anything it cannot mean (an unknown category, page `abc` or `0`)
 * falls back to the whole catalogue rather than an error: an old or hand-edited link still shows products.
 */
export function parseCatalogueSearch(search: string | URLSearchParams): CatalogueQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageText = params.get('pagina') ?? '';
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 1;
  return {
    q: (params.get('q') ?? '').trim(),
    category: categoryFromSlug(params.get('categoria')),
    model: (params.get('modelo') ?? '').trim(),
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The address's query for `query` ('' for the whole catalogue): only what differs from it, in a fixed order. */
export function catalogueSearch(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('categoria', categorySlugs[query.category]);
  if (query.model.trim()) params.set('modelo', query.model.trim());
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('pagina', String(query.page));
  const text = readable(params);
  return text ? `?${text}` : '';
}

/** `/productos?…` for `query`. */
export function catalogueHref(query: Partial<CatalogueQuery> = {}): string {
  return `${CATALOGUE_PATH}${catalogueSearch({ ...EMPTY_QUERY, ...query })}`;
}

/** The query of `GET /api/catalogue/products` for the same state. */
export function catalogueApiSearch(query: CatalogueQuery, perPage = CATALOGUE_PAGE_SIZE): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.model) params.set('model', query.model);
  params.set('page', String(query.page));
  params.set('perPage', String(perPage));
  return `?${params.toString()}`;
}

/** Spaces as `%20` rather than `+`: `modelo=iPhone%2013` reads as what it is, and both mean the same. */
function readable(params: URLSearchParams): string {
  return params.toString().replace(/\+/g, '%20');
}

/**
 * A product's name as the tail of its address: lower case, accents and symbols gone, words
 * joined by hyphens, cut at a word under 60 characters ('Funda silicona iPhone 13' →
 * 'funda-silicona-iphone-13'). Only for people and search engines to read: the id finds the product.
 */
export function productSlug(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, 60) || '';
}

/** `/productos/12-funda-silicona-iphone-13`. */
export function productPath(product: { id: number; name: string }): string {
  const slug = productSlug(product.name);
  return `${CATALOGUE_PATH}/${product.id}${slug ? `-${slug}` : ''}`;
}

/** The id at the head of a product's address segment ('12-funda…' → 12), or null when there is none. */
export function productIdFromSegment(segment: string | undefined): number | null {
  const match = /^(\d{1,15})(?:-|$)/.exec(segment ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/** How many pages `total` products fill. */
export function pageCount(total: number, perPage = CATALOGUE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The page numbers a pagination shows: the first, the last, and the ones around the current
 * page, with `null` where a gap is ([1, null, 4, 5, 6, null, 12]).
 */
export function visiblePages(current: number, total: number): Array<number | null> {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: Array<number | null> = [];
  for (const page of sorted) {
    const previous = pages.at(-1);
    if (typeof previous === 'number' && page - previous === 2) pages.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) pages.push(null);
    pages.push(page);
  }
  return pages;
}
