import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { useCountUp } from '../../hooks/useCountUp';
import { es } from '../../i18n/es';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '../../ui/icons';
import { showcaseTexts as t, type Developer, type ShowcaseStat } from './showcase.texts';
import './showcase.css';

/** Spec §9: the showcase count-ups last 2500 ms (in 16 ms ticks, see COUNT_UP_TICK_MS)… */
export const SHOWCASE_COUNT_DURATION_MS = 2500;
/** …and the three counters start 800, 1200 and 1600 ms after they come into view. */
export const SHOWCASE_COUNT_OFFSETS_MS = [800, 1200, 1600] as const;

const numberFormat = new Intl.NumberFormat('es-ES');

export type ShowcaseVariant = 'pickle' | 'branch';

/** The page of one of the two developers; the two pages differ in content and palette only. */
export function DeveloperShowcase({
  developer,
  variant,
  other,
  closingLine = false,
}: {
  developer: Developer;
  variant: ShowcaseVariant;
  /** The other developer's page, linked at the end. */
  other: { name: string; to: string };
  /** Show a closing line of its own (for the page that has no site footer). */
  closingLine?: boolean;
}) {
  return (
    <div className={`showcase showcase--${variant}`}>
      <section className="showcase-hero" aria-labelledby="showcase-title">
        <div className="container showcase-hero__grid">
          <div className="showcase-hero__intro">
            <DeveloperMark variant={variant} initials={developer.initials} />
            <h1 id="showcase-title" className="showcase-hero__name">
              {developer.name}
            </h1>
            <p className="showcase-hero__role">{developer.role}</p>
            <p className="showcase-hero__text">{developer.intro}</p>
            <div className="showcase-hero__actions">
              <Link to="/" className="button showcase-button showcase-button--solid">
                <ArrowLeftIcon />
                {t.backToShop}
              </Link>
              <Link to="/contacto" className="button showcase-button showcase-button--outline">
                {t.contactShop}
              </Link>
            </div>
          </div>
          <section className="showcase-stats" aria-labelledby="showcase-stats-title">
            <h2 id="showcase-stats-title" className="showcase-stats__title">
              {t.statsLabel}
            </h2>
            <dl className="showcase-stats__list">
              {developer.stats.map((stat, index) => (
                <Counter key={stat.label} stat={stat} delayMs={SHOWCASE_COUNT_OFFSETS_MS[index] ?? 0} />
              ))}
            </dl>
          </section>
        </div>
      </section>

      <section className="showcase-band" aria-labelledby="showcase-skills">
        <div className="container">
          <h2 id="showcase-skills" className="showcase-band__title">
            {developer.skillsTitle}
          </h2>
          <ul className="showcase-skills">
            {developer.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="showcase-band showcase-band--alt" aria-labelledby="showcase-work">
        <div className="container">
          <h2 id="showcase-work" className="showcase-band__title">
            {developer.workTitle}
          </h2>
          <ul className="showcase-work">
            {developer.work.map((item, index) => (
              <li key={item.title} className="showcase-work__item">
                <span className="showcase-work__index" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="showcase-work__title">{item.title}</h3>
                <p className="showcase-work__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="showcase-band" aria-labelledby="showcase-principles">
        <div className="container showcase-principles">
          <div>
            <h2 id="showcase-principles" className="showcase-band__title">
              {developer.principlesTitle}
            </h2>
            <ul className="showcase-principles__list">
              {developer.principles.map((principle) => (
                <li key={principle.title}>
                  <CheckIcon />
                  <div>
                    <h3>{principle.title}</h3>
                    <p>{principle.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <figure className="showcase-quote">
            <blockquote>
              <p>{developer.quote}</p>
            </blockquote>
            <figcaption>{developer.name}</figcaption>
          </figure>
        </div>
      </section>

      <nav className="showcase-next" aria-label={`${t.otherDeveloper} ${other.name}`}>
        <div className="container showcase-next__inner">
          <Link to={other.to} className="showcase-next__link">
            <span className="showcase-next__label">{t.otherDeveloper}</span>
            <span className="showcase-next__name">
              {other.name}
              <ArrowRightIcon />
            </span>
          </Link>
        </div>
      </nav>

      {closingLine && (
        <p className="showcase-closing">{es.footer.copyright(shop.copyrightYear, shop.name)}</p>
      )}
    </div>
  );
}

/** One decorative count-up; screen readers get the final number at once. */
function Counter({ stat, delayMs }: { stat: ShowcaseStat; delayMs: number }) {
  const { ref, value } = useCountUp<HTMLSpanElement>(stat.target, { durationMs: SHOWCASE_COUNT_DURATION_MS, delayMs });
  return (
    <div className="showcase-stat">
      <dt className="showcase-stat__label">{stat.label}</dt>
      <dd className="showcase-stat__value">
        <span ref={ref} className="showcase-stat__number" aria-hidden="true">
          {numberFormat.format(value)}
          {stat.suffix}
        </span>
        <span className="sr-only">
          {numberFormat.format(stat.target)}
          {stat.suffix}
        </span>
      </dd>
    </div>
  );
}

/** Each developer's mark: a pickle for Brickle Pickle, a branching line for White Branch. */
function DeveloperMark({ variant, initials }: { variant: ShowcaseVariant; initials: string }) {
  return (
    <svg className="showcase-mark" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <rect className="showcase-mark__tile" width="96" height="96" rx="24" />
      {variant === 'pickle' ? (
        <g transform="rotate(-35 48 48)">
          <rect className="showcase-mark__shape" x="20" y="34" width="56" height="28" rx="14" />
          <circle className="showcase-mark__dot" cx="32" cy="43" r="2.5" />
          <circle className="showcase-mark__dot" cx="44" cy="52" r="2.5" />
          <circle className="showcase-mark__dot" cx="55" cy="42" r="2.5" />
          <circle className="showcase-mark__dot" cx="65" cy="52" r="2.5" />
        </g>
      ) : (
        <g className="showcase-mark__lines">
          <path d="M34 18v60M34 58c0-14 28-10 28-26V18" />
          <circle cx="34" cy="78" r="6" />
          <circle cx="62" cy="18" r="6" />
          <circle cx="34" cy="18" r="6" />
        </g>
      )}
      <text className="showcase-mark__initials" x="88" y="88" textAnchor="end">
        {initials}
      </text>
    </svg>
  );
}
