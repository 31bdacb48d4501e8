import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { OpeningHoursList } from '../../layout/Footer';
import { ArrowRightIcon, CheckIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon, SearchIcon } from '../../ui/icons';
import { aboutTexts as t } from './about.texts';
import { ServiceCarousel } from './ServiceCarousel';
import { useRevealOnScroll } from './useRevealOnScroll';
import { ValueCards } from './ValueCards';
import './about.css';

/** /acerca-de-nosotros: who we are, what we value, what we do and where to find us (spec §2 About). */
export default function AboutPage() {
  return (
    <>
      <Hero />
      <RevealSection id="historia" className="about-band about-story" title={t.story.title}>
        <div className="about-story__grid">
          <div className="about-story__text">
            {t.story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ol className="timeline" aria-label={t.story.timelineLabel}>
            {t.story.timeline.map((step) => (
              <li key={step.when} className="timeline__step">
                <span className="timeline__when">{step.when}</span>
                <h3 className="timeline__title">{step.title}</h3>
                <p className="timeline__text">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </RevealSection>

      <RevealSection id="valores" className="about-band about-band--muted" title={t.values.title} lead={t.values.lead}>
        <ValueCards />
      </RevealSection>

      <RevealSection id="servicios" className="about-band" title={t.services.title} lead={t.services.lead}>
        <div className="about-services">
          <ul className="about-services__list">
            {t.services.list.map((service) => (
              <li key={service}>
                <CheckIcon />
                {service}
              </li>
            ))}
          </ul>
          <ServiceCarousel />
        </div>
      </RevealSection>

      <RevealSection id="ubicacion" className="about-band about-band--muted" title={t.location.title} lead={t.location.lead}>
        <div className="about-location">
          <ul className="about-location__points">
            {t.location.points.map((point) => (
              <li key={point.title}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
          <aside className="about-location__card" aria-label={t.location.title}>
            <StoreMap />
            <dl className="about-location__facts">
              {shop.contact.address && (
                <div>
                  <dt>
                    <MapPinIcon />
                    <span className="sr-only">{t.location.addressLabel}</span>
                  </dt>
                  <dd>{shop.contact.address}</dd>
                </div>
              )}
              <div>
                <dt>
                  <ClockIcon />
                  <span className="sr-only">{t.location.hoursLabel}</span>
                </dt>
                <dd>
                  <OpeningHoursList className="hours-list about-location__hours" />
                </dd>
              </div>
              <div>
                <dt>
                  <PhoneIcon />
                  <span className="sr-only">{t.location.callLabel}</span>
                </dt>
                <dd>
                  {shop.contact.phoneHref && (
                    <a href={shop.contact.phoneHref} className="about-location__phone">
                      {shop.contact.phone}
                    </a>
                  )}
                </dd>
              </div>
            </dl>
          </aside>
        </div>
      </RevealSection>

      <RevealSection id="contactar" className="about-band about-cta" title={t.cta.title} titleHidden>
        <ul className="cta-cards">
          {t.cta.cards.map((card, index) => (
            <li key={card.to} className={`cta-card${index === 0 ? ' cta-card--primary' : ''}`}>
              <span className="cta-card__icon">{index === 0 ? <MailIcon /> : <SearchIcon />}</span>
              <h3 className="cta-card__title">{card.title}</h3>
              <p className="cta-card__text">{card.text}</p>
              <Link to={card.to} className={`button ${index === 0 ? 'button--accent' : 'button--primary'}`}>
                {card.action}
                <ArrowRightIcon />
              </Link>
            </li>
          ))}
        </ul>
      </RevealSection>
    </>
  );
}

function Hero() {
  return (
    <section className="about-hero" aria-labelledby="about-title">
      <div className="container about-hero__grid">
        <div>
          <p className="about-hero__eyebrow">{t.hero.eyebrow}</p>
          <h1 id="about-title" className="about-hero__title">
            {t.hero.title}
          </h1>
          <p className="about-hero__lead">{t.hero.lead}</p>
          <ul className="about-hero__facts">
            {t.hero.facts.map((fact) => (
              <li key={fact}>
                <CheckIcon />
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <div className="about-hero__badge" aria-hidden="true">
          <span className="about-hero__year">{shop.foundedYear}</span>
          <span className="about-hero__since">{t.hero.badge}</span>
        </div>
      </div>
    </section>
  );
}

function RevealSection({
  id,
  className,
  title,
  lead,
  titleHidden = false,
  children,
}: {
  id: string;
  className: string;
  title: string;
  lead?: string;
  titleHidden?: boolean;
  children: ReactNode;
}) {
  const ref = useRevealOnScroll<HTMLElement>();
  const titleId = `${id}-title`;
  return (
    <section id={id} ref={ref} className={`${className} reveal`} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className={titleHidden ? 'sr-only' : 'about-section__title'}>
          {title}
        </h2>
        {lead && <p className="about-section__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** A stylised floor plan of the shopping centre's ground floor, with the shop marked. */
function StoreMap() {
  return (
    <svg className="store-map" viewBox="0 0 320 160" aria-hidden="true" focusable="false">
      <rect className="store-map__ground" width="320" height="160" rx="12" />
      <path className="store-map__corridor" d="M0 92h320M150 0v160" />
      <rect className="store-map__unit" x="16" y="16" width="56" height="56" rx="6" />
      <rect className="store-map__unit" x="82" y="16" width="52" height="56" rx="6" />
      <rect className="store-map__unit" x="166" y="16" width="64" height="56" rx="6" />
      <rect className="store-map__unit" x="16" y="112" width="118" height="36" rx="6" />
      <rect className="store-map__unit" x="166" y="112" width="58" height="36" rx="6" />
      <rect className="store-map__unit" x="234" y="112" width="70" height="36" rx="6" />
      <rect className="store-map__shop" x="240" y="16" width="64" height="56" rx="6" />
      <path className="store-map__pin" d="M272 22c-8 0-14 6-14 13.5 0 10 14 22.5 14 22.5s14-12.5 14-22.5C286 28 280 22 272 22Z" />
      <circle className="store-map__pin-dot" cx="272" cy="35.5" r="5" />
      <text className="store-map__label" x="75" y="97" textAnchor="middle">
        {t.location.mapLabel}
      </text>
    </svg>
  );
}
