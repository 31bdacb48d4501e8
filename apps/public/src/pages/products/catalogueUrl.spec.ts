import { describe, expect, it } from '@jest/globals';
import {
  catalogueApiSearch,
  catalogueHref,
  catalogueSearch,
  categorySlugs,
  EMPTY_QUERY,
  parseCatalogueSearch,
  productIdFromSegment,
  productPath,
  productSlug,
  visiblePages,
} from './catalogueUrl';

describe('a product’s address', () => {
  it('is its id and its name in plain lower-case words', () => {
    expect(productPath({ id: 12, name: 'Funda silicona iPhone 13' })).toBe('/productos/12-funda-silicona-iphone-13');
    expect(productSlug('Batería externa 10.000 mAh — carga rápida')).toBe('bateria-externa-10-000-mah-carga-rapida');
    expect(productSlug('Cañón ÚLTIMO   «oferta»')).toBe('canon-ultimo-oferta');
  });

  it('stays short, cut between words, and is only the id when the name has no letters or digits', () => {
    const slug = productSlug('Funda de silicona con interior de microfibra y protección de cámara para iPhone 13 Pro Max');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug).toBe('funda-de-silicona-con-interior-de-microfibra-y-proteccion-de');
    expect(productPath({ id: 7, name: '¡¿?!' })).toBe('/productos/7');
  });

  it('gives back its id from the segment, whatever words follow, and nothing from a segment without one', () => {
    expect(productIdFromSegment('12-funda-silicona-iphone-13')).toBe(12);
    expect(productIdFromSegment('12')).toBe(12);
    expect(productIdFromSegment('12-otro-nombre')).toBe(12);
    for (const segment of ['funda-12', '0', '0-nada', '-3', '12abc', '', undefined, '99999999999999999999']) {
      expect([segment, productIdFromSegment(segment)]).toEqual([segment, null]);
    }
  });
});

describe('the catalogue’s state in the address', () => {
  it('reads category, device, words and page in Spanish', () => {
    expect(parseCatalogueSearch('?categoria=fundas&modelo=iPhone%2013&q=silicona&pagina=2')).toEqual({ category: 'cases', model: 'iPhone 13', q: 'silicona', page: 2 });
    expect(parseCatalogueSearch('?modelo=Galaxy+S21')).toEqual({ ...EMPTY_QUERY, model: 'Galaxy S21' });
    expect(parseCatalogueSearch('')).toEqual(EMPTY_QUERY);
  });

  it('falls back to the whole catalogue for what it cannot mean', () => {
    expect(parseCatalogueSearch('?categoria=cases&pagina=abc')).toEqual(EMPTY_QUERY);
    expect(parseCatalogueSearch('?categoria=nada&pagina=0')).toEqual(EMPTY_QUERY);
    expect(parseCatalogueSearch('?pagina=-2')).toEqual(EMPTY_QUERY);
    expect(parseCatalogueSearch('?pagina=2.5')).toEqual(EMPTY_QUERY);
    expect(parseCatalogueSearch('?pagina=999999')).toEqual(EMPTY_QUERY);
    expect(parseCatalogueSearch('?q=%20%20&modelo=%20')).toEqual(EMPTY_QUERY);
  });

  it('writes only what narrows the results, spaces as %20, and reads back what it wrote', () => {
    expect(catalogueHref()).toBe('/productos');
    expect(catalogueHref({ category: 'cases', model: 'iPhone 13', q: 'funda roja', page: 2 })).toBe('/productos?categoria=fundas&modelo=iPhone%2013&q=funda%20roja&pagina=2');
    expect(catalogueSearch({ ...EMPTY_QUERY, page: 1, q: '  ' })).toBe('');
    const state = { category: 'memory' as const, model: 'Galaxy S21', q: '64 GB & más', page: 3 };
    expect(parseCatalogueSearch(catalogueSearch(state))).toEqual(state);
  });

  it('has a distinct Spanish slug for each of the eight categories, each read back as its category', () => {
    const slugs = Object.values(categorySlugs);
    expect(new Set(slugs).size).toBe(8);
    for (const [category, slug] of Object.entries(categorySlugs)) {
      expect(slug).toMatch(/^[a-z-]+$/);
      expect(parseCatalogueSearch(`?categoria=${slug}`).category).toBe(category);
    }
  });

  it('asks the server in its own terms: category in English, page and page size', () => {
    expect(catalogueApiSearch({ category: 'screen_protectors', model: 'iPhone 13', q: 'mate', page: 2 }, 12)).toBe('?q=mate&category=screen_protectors&model=iPhone+13&page=2&perPage=12');
    expect(catalogueApiSearch(EMPTY_QUERY, 12)).toBe('?page=1&perPage=12');
  });
});

describe('the pages a pagination offers', () => {
  it('shows the first, the last and the neighbours of the current one, with gaps between', () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    // A gap of one page shows that page instead of an ellipsis.
    expect(visiblePages(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(visiblePages(12, 12)).toEqual([1, null, 11, 12]);
  });
});
