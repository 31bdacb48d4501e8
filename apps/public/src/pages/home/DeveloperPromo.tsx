import { bricklePickle, whiteBranch, type Developer } from '../showcase/showcase.texts';
import { homeTexts } from './home.texts';
import { ExternalIcon } from './homeIcons';

const t = homeTexts.developers;

const developers: ReadonlyArray<{ developer: Developer; path: string; tone: 'pickle' | 'branch' }> = [
  { developer: bricklePickle, path: '/brickle-pickle', tone: 'pickle' },
  { developer: whiteBranch, path: '/white-branch', tone: 'branch' },
];

/**
 * The two developers of the site, each card opening their showcase page in a new tab
 * (spec: the cards open in a new tab). `noopener`: the new tab gets no handle on this one.
 */
export function DeveloperPromo() {
  return (
    <section className="section section--muted" aria-labelledby="developers-title">
      <div className="container">
        <div className="section__head">
          <p className="section__eyebrow">{t.eyebrow}</p>
          <h2 id="developers-title" className="section__title">
            {t.title}
          </h2>
          <p className="section__intro">{t.intro}</p>
        </div>
        <ul className="developer-cards">
          {developers.map(({ developer, path, tone }) => (
            <li key={path}>
              <a className={`developer-card developer-card--${tone}`} href={path} target="_blank" rel="noopener">
                <span className="developer-card__avatar" aria-hidden="true">
                  {developer.initials}
                </span>
                <span className="developer-card__body">
                  <span className="developer-card__name">{developer.name}</span>
                  <span className="developer-card__role">{developer.role}</span>
                  <span className="developer-card__quote">«{developer.quote}»</span>
                  <span className="developer-card__link">
                    {t.open(developer.name)}
                    <ExternalIcon />
                    <span className="sr-only"> {t.newTab}</span>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
