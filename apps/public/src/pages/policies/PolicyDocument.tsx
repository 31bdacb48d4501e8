import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { searchTerms } from '../../lib/textSearch';
import { Highlight } from '../../ui/Highlight';
import { ArrowRightIcon, CheckIcon, ChevronDownIcon, CloseIcon, MailIcon, SearchIcon } from '../../ui/icons';
import type { PolicyBlock, PolicyContent } from './policy';
import { policyTexts as t } from './policies.es';
import { searchSections, type SectionMatch } from './policySearch';
import { scrollBehavior } from './scrolling';
import { useActiveSection } from './useActiveSection';
import { useReadingProgress } from './useReadingProgress';
import './policies.css';

const TOC_ID = 'indice';
const titleIdOf = (sectionId: string) => `${sectionId}-titulo`;
const bodyIdOf = (sectionId: string) => `${sectionId}-contenido`;
const updatedFormat = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The reader shared by the privacy policy and the terms: searchable, numbered sections that
 * open and close, an index that follows the reading and jumps to a section, a reading
 * progress bar and a way back to the top. `toggleableIndex` adds a button to hide the index.
 */
export function PolicyDocument({ content, toggleableIndex = false }: { content: PolicyContent; toggleableIndex?: boolean }) {
  const { sections } = content;
  const page = useRef<HTMLDivElement>(null);
  const pageTitle = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(sections.map((section) => section.id)));
  const [indexShown, setIndexShown] = useState(true);

  const terms = useMemo(() => searchTerms(query), [query]);
  const matches = useMemo(() => searchSections(sections, terms), [sections, terms]);
  const totalHits = matches.reduce((sum, match) => sum + match.hits, 0);
  const [activeId, setActiveId] = useActiveSection(matches.map((match) => match.section.id));
  const { percent, showBackToTop } = useReadingProgress(page);
  const activeMatch = matches.find((match) => match.section.id === activeId);
  const trimmedQuery = query.trim();

  // A link such as /terminos-y-condiciones#garantia-reparaciones lands on its section.
  useEffect(() => {
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target && sections.some((section) => section.id === target.id)) {
      requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
    }
  }, [sections]);

  const search = (text: string) => {
    setQuery(text);
    // Every section the search finds opens, so its marks can be seen.
    const found = searchSections(sections, searchTerms(text)).map((match) => match.section.id);
    if (searchTerms(text).length > 0) setOpen((current) => new Set([...current, ...found]));
  };

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const goToSection = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    // Open it first, synchronously, so the scroll lands on its final position.
    flushSync(() => setOpen((current) => (current.has(id) ? current : new Set([...current, id]))));
    document.getElementById(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    document.getElementById(titleIdOf(id))?.focus({ preventScroll: true });
    setActiveId(id);
    // The address shows the section without a router navigation (which would scroll to the top).
    window.history.replaceState(window.history.state, '', `#${id}`);
  };

  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    pageTitle.current?.focus({ preventScroll: true });
  };

  return (
    <div className="policy" ref={page}>
      <div className="policy-progress">
        <div className="container policy-progress__inner">
          <span className="policy-progress__section">
            {activeMatch ? `${activeMatch.number}. ${activeMatch.section.title}` : content.title}
          </span>
          <span
            className="policy-progress__value"
            role="progressbar"
            aria-label={t.readingProgress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t.percentRead(percent)}
          >
            {percent} %
          </span>
        </div>
        <div className="policy-progress__track" aria-hidden="true">
          <div className="policy-progress__fill" style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
      </div>

      <header className="policy-hero">
        <div className="container policy-hero__inner">
          <p className="policy-hero__eyebrow">{content.eyebrow}</p>
          <h1 id="page-title" className="policy-hero__title" ref={pageTitle} tabIndex={-1}>
            {content.title}
          </h1>
          <p className="policy-hero__updated">
            {t.updated} <time dateTime={content.updatedOn}>{updatedFormat.format(new Date(content.updatedOn))}</time>
          </p>
          {content.intro.map((text) => (
            <p key={text} className="policy-hero__intro">
              {text}
            </p>
          ))}
          <ul className="policy-hero__summary" aria-label={t.summaryLabel}>
            {content.summary.map((point) => (
              <li key={point}>
                <CheckIcon />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </header>

      <div className={`container policy__layout${indexShown ? '' : ' policy__layout--no-index'}`}>
        <div className="policy-toolbar">
          <div className="policy-search" role="search">
            <label htmlFor={`${ids}-search`} className="sr-only">
              {content.searchLabel}
            </label>
            <SearchIcon className="policy-search__icon" />
            <input
              id={`${ids}-search`}
              type="search"
              className="policy-search__input"
              placeholder={t.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => search(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && query) {
                  event.preventDefault();
                  search('');
                }
              }}
            />
            {query && (
              <button type="button" className="policy-search__clear" aria-label={t.clearSearch} onClick={() => search('')}>
                <CloseIcon />
              </button>
            )}
          </div>
          <div className="policy-toolbar__row">
            <p className="policy-toolbar__status" role="status">
              {terms.length === 0
                ? t.sectionsCount(sections.length)
                : matches.length === 0
                  ? t.noMatches
                  : t.matches(totalHits, matches.length)}
            </p>
            <div className="policy-toolbar__actions">
              {toggleableIndex && (
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-expanded={indexShown}
                  aria-controls={TOC_ID}
                  onClick={() => setIndexShown((shown) => !shown)}
                >
                  {indexShown ? t.hideIndex : t.showIndex}
                </button>
              )}
              {matches.length > 0 && (
                <>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    onClick={() => setOpen(new Set(sections.map((section) => section.id)))}
                  >
                    {t.expandAll}
                  </button>
                  <button type="button" className="button button--secondary button--small" onClick={() => setOpen(new Set())}>
                    {t.collapseAll}
                  </button>
                </>
              )}
            </div>
          </div>
        </div>

        <nav id={TOC_ID} className="policy-toc" aria-labelledby={`${ids}-toc`} hidden={!indexShown}>
          <h2 id={`${ids}-toc`} className="policy-toc__title">
            {t.tocTitle}
          </h2>
          <ol className="policy-toc__list">
            {matches.map(({ section, number, hits }) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={`policy-toc__link${section.id === activeId ? ' is-active' : ''}`}
                  aria-current={section.id === activeId ? 'location' : undefined}
                  onClick={(event) => goToSection(event, section.id)}
                >
                  <span className="policy-toc__number">{number}</span>
                  <span className="policy-toc__text">{section.title}</span>
                  {hits > 0 && (
                    <span className="policy-toc__hits">
                      <span aria-hidden="true">{hits}</span>
                      <span className="sr-only">{t.hitsBadge(hits)}</span>
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ol>
          {matches.length === 0 && <p className="policy-toc__empty">{t.tocEmpty}</p>}
        </nav>

        <div className="policy__main">
          {matches.length > 0 ? (
            <div className="policy-sections">
              {matches.map((match) => (
                <PolicySectionView
                  key={match.section.id}
                  match={match}
                  terms={terms}
                  open={open.has(match.section.id)}
                  onToggle={() => toggle(match.section.id)}
                />
              ))}
            </div>
          ) : (
            <div className="policy-empty">
              <span className="policy-empty__icon">
                <SearchIcon />
              </span>
              <h2 className="policy-empty__title">{t.noResultsTitle(trimmedQuery)}</h2>
              <p>{t.noResultsText}</p>
              <button type="button" className="button button--primary" onClick={() => search('')}>
                {t.clearSearchButton}
              </button>
            </div>
          )}

          <aside className="policy-contact" aria-labelledby={`${ids}-contact`}>
            <div>
              <h2 id={`${ids}-contact`} className="policy-contact__title">
                {content.contactTitle}
              </h2>
              <p>{content.contactText}</p>
              {shop.contact.email && (
                <p className="policy-contact__mail">
                  <MailIcon />
                  <span>
                    {t.writeTo} <a href={`mailto:${shop.contact.email}`}>{shop.contact.email}</a>
                  </span>
                </p>
              )}
            </div>
            <Link to="/contacto" className="button button--primary">
              {t.contactButton}
              <ArrowRightIcon />
            </Link>
          </aside>
        </div>
      </div>

      {showBackToTop && (
        <button type="button" className="policy-back-to-top" onClick={backToTop} aria-label={t.backToTop} title={t.backToTop}>
          <ChevronDownIcon />
        </button>
      )}
    </div>
  );
}

function PolicySectionView({
  match: { section, number, hits },
  terms,
  open,
  onToggle,
}: {
  match: SectionMatch;
  terms: string[];
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <section id={section.id} className={`policy-section${open ? ' is-open' : ''}`}>
      <h2 className="policy-section__heading">
        <button
          type="button"
          id={titleIdOf(section.id)}
          className="policy-section__toggle"
          aria-expanded={open}
          aria-controls={bodyIdOf(section.id)}
          onClick={onToggle}
        >
          <span className="policy-section__number" aria-hidden="true">
            {number}
          </span>
          <span className="policy-section__title">
            <span className="sr-only">{number}. </span>
            <Highlight text={section.title} terms={terms} />
            {hits > 0 && <span className="policy-section__hits">{t.hitsBadge(hits)}</span>}
          </span>
          <ChevronDownIcon className="policy-section__chevron" />
        </button>
      </h2>
      <div id={bodyIdOf(section.id)} className="policy-section__body" hidden={!open}>
        {section.blocks.map((block, index) => (
          <PolicyBlockView key={index} block={block} terms={terms} />
        ))}
      </div>
    </section>
  );
}

function PolicyBlockView({ block, terms }: { block: PolicyBlock; terms: string[] }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <Highlight text={block.text} terms={terms} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item) => (
        <li key={item}>
          <Highlight text={item} terms={terms} />
        </li>
      ))}
    </ul>
  );
}
