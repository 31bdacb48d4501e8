import { Link } from 'react-router';
import { shop } from '../config/shop';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { es } from '../i18n/es';
import { OpeningHoursList } from '../layout/Footer';
import { ArrowRightIcon, BagIcon, CalendarOffIcon, CheckIcon, MapPinIcon, PhoneIcon, SearchIcon, ShieldIcon, UsersIcon } from '../ui/icons';
import './home.css';

const highlightIcons = [SearchIcon, CalendarOffIcon, ShieldIcon, UsersIcon];

/** Walking-skeleton home: the pitch and the ways to reach the shop. The full home comes later. */
export default function HomePage() {
  useDocumentTitle();
  const t = es.home;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div className="hero__copy">
            <p className="hero__eyebrow">{t.eyebrow}</p>
            <h1 id="hero-title" className="hero__title">
              {t.title}
            </h1>
            <p className="hero__lead">{t.lead}</p>
            <div className="hero__actions">
              <Link to="/contacto" className="button button--accent button--large">
                {t.ctaContact}
                <ArrowRightIcon />
              </Link>
              <a href={shop.contact.phoneHref} className="button button--ghost-light button--large">
                <PhoneIcon />
                <span>
                  {t.ctaCall} <span className="nowrap">{shop.contact.phone}</span>
                </span>
              </a>
            </div>
            <ul className="hero__checks">
              {t.highlights.slice(0, 2).map((item) => (
                <li key={item.title}>
                  <CheckIcon />
                  {item.title}
                </li>
              ))}
            </ul>
          </div>

          <aside className="visit-card" aria-labelledby="visit-title">
            <h2 id="visit-title" className="visit-card__title">
              {t.visitTitle}
            </h2>
            <p className="visit-card__address">
              <MapPinIcon />
              {shop.contact.address}
            </p>
            <OpeningHoursList className="hours-list hours-list--card" />
            <a href={shop.contact.phoneHref} className="visit-card__phone">
              <PhoneIcon />
              {shop.contact.phone}
            </a>
          </aside>
        </div>
      </section>

      <section className="section" aria-labelledby="devices-title">
        <div className="container">
          <h2 id="devices-title" className="section__title">
            {t.devicesLabel}
          </h2>
          <ul className="device-chips">
            {t.devices.map((device) => (
              <li key={device}>{device}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="highlights-title">
        <div className="container">
          <h2 id="highlights-title" className="section__title">
            {t.highlightsLabel}
          </h2>
          <ul className="highlights">
            {t.highlights.map((item, index) => {
              const Icon = highlightIcons[index] ?? CheckIcon;
              return (
                <li key={item.title} className="highlight">
                  <span className="highlight__icon">
                    <Icon />
                  </span>
                  <h3 className="highlight__title">{item.title}</h3>
                  <p className="highlight__text">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="accessories-title">
        <div className="container">
          <div className="promo">
            <span className="promo__icon">
              <BagIcon />
            </span>
            <div className="promo__body">
              <h2 id="accessories-title" className="promo__title">
                {t.accessoriesTitle}
              </h2>
              <p>{t.accessoriesText}</p>
            </div>
            <Link to="/contacto" className="button button--primary">
              {t.ctaContact}
            </Link>
          </div>
          <p className="faq-hint">
            <Link to="/preguntas-frecuentes">{t.ctaFaq}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
