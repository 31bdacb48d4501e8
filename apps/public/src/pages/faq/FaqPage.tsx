import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { buildVocabulary, containsAllTerms, foldText, searchTerms, suggestWords } from '../../lib/textSearch';
import { Highlight } from '../../ui/Highlight';
import { ArrowRightIcon, ChevronDownIcon, CloseIcon, PhoneIcon, SearchIcon } from '../../ui/icons';
import { faqs, faqTexts as t, type Faq } from './faq.es';
import './faq.css';

// Folded once: the search compares every keystroke against these.
const searchable = faqs.map((faq) => ({ faq, folded: foldText([faq.question, ...faq.answer].join(' ')) }));
const vocabulary = buildVocabulary(faqs.flatMap((faq) => [faq.question, ...faq.answer]));

/** /preguntas-frecuentes: the 15 questions, searchable, each one opening on its own. */
export default function FaqPage() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const searchInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  const terms = useMemo(() => searchTerms(query), [query]);
  const results = useMemo(
    () => searchable.filter(({ folded }) => containsAllTerms(folded, terms)).map(({ faq }) => faq),
    [terms],
  );
  const suggestions = useMemo(() => suggestWords(vocabulary, query), [query]);
  const trimmedQuery = query.trim();

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const expandAll = () => setOpen((current) => new Set([...current, ...results.map((faq) => faq.id)]));
  const collapseAll = () => setOpen(new Set());
  const search = (text: string) => {
    setQuery(text);
    searchInput.current?.focus();
  };

  return (
    <div className="faq-page">
      <section className="faq-hero" aria-labelledby="page-title">
        <div className="container faq-hero__inner">
          <p className="faq-hero__eyebrow">{t.eyebrow}</p>
          <h1 id="page-title" className="faq-hero__title">
            {t.title}
          </h1>
          <p className="faq-hero__lead">{t.lead}</p>

          <div className="faq-search" role="search">
            <label htmlFor={`${ids}-search`} className="sr-only">
              {t.searchLabel}
            </label>
            <div className="faq-search__field">
              <SearchIcon className="faq-search__icon" />
              <input
                ref={searchInput}
                id={`${ids}-search`}
                type="search"
                className="faq-search__input"
                placeholder={t.searchPlaceholder}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && query) {
                    event.preventDefault();
                    setQuery('');
                  }
                }}
              />
              {query && (
                <button type="button" className="faq-search__clear" aria-label={t.clearSearchShort} onClick={() => search('')}>
                  <CloseIcon />
                </button>
              )}
            </div>
            {suggestions.length > 0 && (
              <div className="faq-suggestions" role="group" aria-labelledby={`${ids}-suggestions`}>
                <span id={`${ids}-suggestions`} className="faq-suggestions__label">
                  {t.suggestionsLabel}:
                </span>
                <ul className="faq-suggestions__list">
                  {suggestions.map((word) => (
                    <li key={word}>
                      <button type="button" className="faq-suggestions__chip" onClick={() => search(word)}>
                        {word}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </section>

      <section className="faq-body" aria-label={t.listLabel}>
        <div className="container faq-body__inner">
          <div className="faq-toolbar">
            <p className="faq-toolbar__count" role="status">
              {t.count(results.length, faqs.length, trimmedQuery)}
            </p>
            {results.length > 0 && (
              <div className="faq-toolbar__actions">
                <button type="button" className="button button--secondary button--small" onClick={expandAll}>
                  {t.expandAll}
                </button>
                <button type="button" className="button button--secondary button--small" onClick={collapseAll}>
                  {t.collapseAll}
                </button>
              </div>
            )}
          </div>

          {results.length > 0 ? (
            <ul className="faq-list">
              {results.map((faq) => (
                <FaqItem key={faq.id} faq={faq} terms={terms} open={open.has(faq.id)} onToggle={() => toggle(faq.id)} />
              ))}
            </ul>
          ) : (
            <div className="faq-empty">
              <span className="faq-empty__icon">
                <SearchIcon />
              </span>
              <h2 className="faq-empty__title">{t.noResultsTitle(trimmedQuery)}</h2>
              <p className="faq-empty__text">{t.noResultsText}</p>
              <button type="button" className="button button--primary" onClick={() => search('')}>
                {t.clearSearch}
              </button>
            </div>
          )}

          <aside className="faq-help" aria-labelledby={`${ids}-help`}>
            <div className="faq-help__body">
              <h2 id={`${ids}-help`} className="faq-help__title">
                {t.helpTitle}
              </h2>
              <p>{t.helpText}</p>
            </div>
            <div className="faq-help__actions">
              <Link to="/contacto" className="button button--accent">
                {t.helpButton}
                <ArrowRightIcon />
              </Link>
              {shop.contact.phoneHref && (
                <a href={shop.contact.phoneHref} className="button button--ghost-light">
                  <PhoneIcon />
                  <span>
                    {t.helpCall} <span className="nowrap">{shop.contact.phone}</span>
                  </span>
                </a>
              )}
            </div>
          </aside>
        </div>
      </section>
    </div>
  );
}

function FaqItem({ faq, terms, open, onToggle }: { faq: Faq; terms: string[]; open: boolean; onToggle: () => void }) {
  const questionId = `pregunta-${faq.id}`;
  const answerId = `respuesta-${faq.id}`;
  return (
    <li className={`faq-item${open ? ' is-open' : ''}`}>
      <h2 className="faq-item__heading">
        <button type="button" id={questionId} className="faq-item__toggle" aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          <span className="faq-item__question">
            <Highlight text={faq.question} terms={terms} />
          </span>
          <ChevronDownIcon className="faq-item__chevron" />
        </button>
      </h2>
      <div id={answerId} className="faq-item__answer" hidden={!open}>
        {faq.answer.map((paragraph) => (
          <p key={paragraph}>
            <Highlight text={paragraph} terms={terms} />
          </p>
        ))}
      </div>
    </li>
  );
}
