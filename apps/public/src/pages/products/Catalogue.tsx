import { PRODUCT_CATEGORIES, productCategoryLabels } from '@taller/domain/texts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, NetworkError } from '../../api/client';
import { AlertIcon, ArrowLeftIcon, ArrowRightIcon, CloseIcon, SearchIcon } from '../../ui/icons';
import { fetchCatalogueModels, searchCatalogue, type CatalogueModel, type CataloguePage } from './catalogueApi';
import { catalogueHref, pageCount, parseCatalogueSearch, visiblePages, type CatalogueQuery } from './catalogueUrl';
import { ProductCard } from './ProductCard';
import { productsTexts } from './products.texts';

const t = productsTexts.catalogue;

type Results =
  | { state: 'loading'; previous: CataloguePage | null }
  | { state: 'loaded'; page: CataloguePage }
  | { state: 'failed'; message: string; unreachable: boolean };

/**
 * The catalogue: search, device, category, results and pages. Everything it shows follows the
 * address (catalogueUrl.ts): a filter is a link or a form that leads to a new address, so Back
 * undoes it and a reload or a shared link shows the same products.
 */
export function Catalogue() {
  const location = useLocation();
  const query = parseCatalogueSearch(location.search);
  const [results, setResults] = useState<Results>({ state: 'loading', previous: null });
  const [attempt, setAttempt] = useState(0);
  const models = useCatalogueModels();

  useEffect(() => {
    const controller = new AbortController();
    setResults((current) => ({ state: 'loading', previous: current.state === 'loaded' ? current.page : current.state === 'loading' ? current.previous : null }));
    searchCatalogue(parseCatalogueSearch(location.search), controller.signal).then(
      (page) => setResults({ state: 'loaded', page }),
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        const unreachable = failure instanceof NetworkError || (failure instanceof ApiError && failure.status >= 500);
        const message = failure instanceof ApiError && failure.status === 400 && failure.serverMessage ? failure.serverMessage : unreachable ? t.unreachable : t.failed;
        setResults({ state: 'failed', message, unreachable });
      },
    );
    return () => controller.abort();
  }, [location.search, attempt]);

  const from = `${location.pathname}${location.search}`;
  const shown = results.state === 'loaded' ? results.page : results.state === 'loading' ? results.previous : null;
  const filtered = query.q !== '' || query.model !== '' || query.category !== null;

  return (
    <section className="catalogue" aria-labelledby="catalogue-title">
      <h2 id="catalogue-title" className="sr-only">
        {t.title}
      </h2>
      <SearchForm query={query} models={models} />
      <CategoryLinks query={query} />
      {filtered && <ActiveFilters query={query} />}

      <div className="catalogue__results" aria-busy={results.state === 'loading'}>
        <p className="catalogue__status" role="status">
          {results.state === 'loading' && !shown ? t.loading : shown ? summary(shown) : ''}
        </p>
        {results.state === 'failed' ? (
          <CatalogueFailure message={results.message} onRetry={results.unreachable ? () => setAttempt((n) => n + 1) : undefined} />
        ) : shown && shown.items.length > 0 ? (
          <>
            <ul className={`catalogue__grid${results.state === 'loading' ? ' is-updating' : ''}`} aria-label={t.resultsLabel}>
              {shown.items.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} from={from} />
                </li>
              ))}
            </ul>
            <Pagination query={query} total={shown.total} perPage={shown.perPage} />
          </>
        ) : shown ? (
          <EmptyResults query={query} page={shown} filtered={filtered} />
        ) : (
          <div className="catalogue__placeholder" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}

function summary(page: CataloguePage): string {
  const pages = pageCount(page.total, page.perPage);
  return pages > 1 && page.items.length > 0 ? `${t.count(page.total)}, ${t.pageOf(page.page, pages)}` : t.count(page.total);
}

/** The devices the catalogue has something for, for the device field's suggestions (none if they cannot be had). */
function useCatalogueModels(): CatalogueModel[] {
  const [models, setModels] = useState<CatalogueModel[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchCatalogueModels(controller.signal).then(setModels, () => undefined);
    return () => controller.abort();
  }, []);
  return models;
}

function SearchForm({ query, models }: { query: CatalogueQuery; models: CatalogueModel[] }) {
  const navigate = useNavigate();
  const [q, setQ] = useState(query.q);
  const [model, setModel] = useState(query.model);
  const id = useId();
  // Back, a chip or a category link changes the address: the fields show what it now says.
  useEffect(() => {
    setQ(query.q);
    setModel(query.model);
  }, [query.q, query.model]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The device as the catalogue spells it when it is one of its own ('iphone 13' → 'iPhone 13').
    const typed = model.trim();
    const known = models.find((entry) => entry.model.toLocaleLowerCase('es') === typed.toLocaleLowerCase('es'));
    navigate(catalogueHref({ category: query.category, q: q.trim(), model: known?.model ?? typed }));
  };

  return (
    <form className="catalogue-search" role="search" onSubmit={submit}>
      <div className="field catalogue-search__field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t.searchLabel}
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t.searchPlaceholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className="field catalogue-search__field">
        <label className="field__label" htmlFor={`${id}-model`}>
          {t.modelLabel}
        </label>
        <input
          id={`${id}-model`}
          className="field__input"
          type="text"
          name="modelo"
          list={`${id}-models`}
          value={model}
          onChange={(event) => setModel(event.target.value)}
          placeholder={t.modelPlaceholder}
          aria-describedby={`${id}-model-hint`}
          maxLength={60}
          autoComplete="off"
          enterKeyHint="search"
        />
        <datalist id={`${id}-models`}>
          {models.map((entry) => (
            <option key={entry.model} value={entry.model} />
          ))}
        </datalist>
        <p id={`${id}-model-hint`} className="catalogue-search__hint">
          {t.modelHint}
        </p>
      </div>
      <button type="submit" className="button button--accent catalogue-search__submit">
        <SearchIcon />
        {t.submit}
      </button>
    </form>
  );
}

/** The categories as links: one click narrows the results, and the address says which. */
function CategoryLinks({ query }: { query: CatalogueQuery }) {
  const keep = { q: query.q, model: query.model };
  const choices = [{ category: null, label: t.allCategories }, ...PRODUCT_CATEGORIES.map((category) => ({ category, label: productCategoryLabels[category] }))];
  return (
    <nav className="category-links" aria-label={t.categoriesLabel}>
      <ul>
        {choices.map(({ category, label }) => {
          const current = query.category === category;
          return (
            <li key={category ?? 'all'}>
              <Link to={catalogueHref({ ...keep, category })} className={`category-link${current ? ' is-current' : ''}`} aria-current={current ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The device and the words the results are narrowed to, each with a way to take it off. */
function ActiveFilters({ query }: { query: CatalogueQuery }) {
  const chips = [
    query.model ? { label: t.filterModel(query.model), without: { ...query, model: '', page: 1 } } : null,
    query.q ? { label: t.filterSearch(query.q), without: { ...query, q: '', page: 1 } } : null,
  ].filter((chip) => chip !== null);
  return (
    <div className="active-filters">
      {chips.length > 0 && (
        <ul className="active-filters__list" aria-label={t.activeFilters}>
          {chips.map((chip) => (
            <li key={chip.label}>
              <Link to={catalogueHref(chip.without)} className="filter-chip" aria-label={t.removeFilter(chip.label)}>
                {chip.label}
                <CloseIcon />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={catalogueHref()} className="active-filters__clear">
        {t.clearFilters}
      </Link>
    </div>
  );
}

function Pagination({ query, total, perPage }: { query: CatalogueQuery; total: number; perPage: number }) {
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  const current = Math.min(query.page, pages);
  const href = (page: number) => catalogueHref({ ...query, page });
  return (
    <nav className="pagination" aria-label={t.pagination}>
      {current > 1 ? (
        <Link to={href(current - 1)} className="pagination__step" aria-label={t.previousLabel}>
          <ArrowLeftIcon />
          <span>{t.previous}</span>
        </Link>
      ) : (
        // On the first page there is no way back: an empty place keeps the numbers where they were.
        <span className="pagination__step is-absent" aria-hidden="true" />
      )}
      <ul className="pagination__pages">
        {visiblePages(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link to={href(page)} className={`pagination__page${page === current ? ' is-current' : ''}`} aria-label={t.pageLabel(page)} aria-current={page === current ? 'page' : undefined}>
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < pages ? (
        <Link to={href(current + 1)} className="pagination__step" aria-label={t.nextLabel}>
          <span>{t.next}</span>
          <ArrowRightIcon />
        </Link>
      ) : (
        <span className="pagination__step is-absent" aria-hidden="true" />
      )}
    </nav>
  );
}

function EmptyResults({ query, page, filtered }: { query: CatalogueQuery; page: CataloguePage; filtered: boolean }) {
  // An old link to a page the catalogue no longer fills.
  if (page.total > 0) {
    return (
      <div className="catalogue-message">
        <h3 className="catalogue-message__title">{t.pastLastPageTitle}</h3>
        <Link to={catalogueHref({ ...query, page: 1 })} className="button button--primary">
          {t.pastLastPageLink}
        </Link>
      </div>
    );
  }
  return (
    <div className="catalogue-message">
      <h3 className="catalogue-message__title">{filtered ? t.emptyTitle : t.emptyCatalogueTitle}</h3>
      <p>{filtered ? t.emptyText : t.emptyCatalogueText}</p>
      <div className="catalogue-message__actions">
        {filtered && (
          <Link to={catalogueHref()} className="button button--primary">
            {t.seeAll}
          </Link>
        )}
        <Link to="/contacto" className="button button--secondary">
          {t.askUs}
        </Link>
      </div>
    </div>
  );
}

function CatalogueFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="catalogue-message catalogue-message--error" role="alert">
      <h3 className="catalogue-message__title">
        <AlertIcon />
        {t.failedTitle}
      </h3>
      <p>{message}</p>
      <div className="catalogue-message__actions">
        {onRetry ? (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t.retry}
          </button>
        ) : (
          <Link to={catalogueHref()} className="button button--primary">
            {t.seeAll}
          </Link>
        )}
      </div>
    </div>
  );
}
