import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { prefersReducedMotion } from '../../hooks/reducedMotion';
import { ArrowRightIcon, BagIcon, CheckIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import {
  BatteryIllustration,
  CableIllustration,
  CaseIllustration,
  ChargerIllustration,
  HeadphonesIllustration,
  MemoryIllustration,
  PowerBankIllustration,
  SimIllustration,
  TemperedGlassIllustration,
} from './ProductIllustrations';
import { productsTexts as t, type FamilyId } from './products.texts';
import './products.css';

const familyPictures: Record<FamilyId, () => ReactNode> = {
  cases: CaseIllustration,
  glass: TemperedGlassIllustration,
  chargers: ChargerIllustration,
  powerBanks: PowerBankIllustration,
  cables: CableIllustration,
  headphones: HeadphonesIllustration,
  batteries: BatteryIllustration,
  memory: MemoryIllustration,
};

/**
 * Scroll to the reservation steps. A button rather than a `#reserva` link: a hash change is
 * a new location for the router, and the frame scrolls to the top on every location change.
 */
function showReservation() {
  const heading = document.getElementById('reservation-title');
  heading?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** /productos: what the shop sells and how reserving and collecting in store work. */
export default function ProductsPage() {
  return (
    <>
      <section className="products-hero" aria-labelledby="products-title">
        <div className="container products-hero__grid">
          <div>
            <p className="products-hero__eyebrow">{t.hero.eyebrow}</p>
            <h1 id="products-title" className="products-hero__title">
              {t.hero.title}
            </h1>
            <p className="products-hero__lead">{t.hero.lead}</p>
            <div className="products-hero__actions">
              <button type="button" className="button button--accent button--large" onClick={showReservation}>
                {t.hero.ctaReserve}
                <ArrowRightIcon />
              </button>
              <Link to="/contacto" className="button button--ghost-light button--large">
                {t.hero.ctaContact}
              </Link>
            </div>
          </div>
          <div className="products-hero__showcase" aria-hidden="true">
            <span className="products-hero__tile products-hero__tile--a">
              <HeadphonesIllustration />
            </span>
            <span className="products-hero__tile products-hero__tile--b">
              <CaseIllustration />
            </span>
            <span className="products-hero__tile products-hero__tile--c">
              <PowerBankIllustration />
            </span>
            <span className="products-hero__tile products-hero__tile--d">
              <MemoryIllustration />
            </span>
          </div>
        </div>
      </section>

      <div className="products-notice">
        <div className="container">
          <p>
            <BagIcon />
            {t.hero.noShipping}
          </p>
        </div>
      </div>

      <section className="products-band" aria-labelledby="families-title">
        <div className="container">
          <h2 id="families-title" className="products-band__title">
            {t.families.title}
          </h2>
          <p className="products-band__lead">{t.families.lead}</p>
          <ul className="product-families">
            {t.families.items.map((family) => {
              const Picture = familyPictures[family.id];
              return (
                <li key={family.id} className="product-family">
                  <div className="product-family__picture">
                    <Picture />
                  </div>
                  <h3 className="product-family__title">{family.title}</h3>
                  <p className="product-family__text">{family.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="products-band products-band--tight" aria-labelledby="lines-title">
        <div className="container">
          <div className="mobile-lines">
            <div className="mobile-lines__picture">
              <SimIllustration />
            </div>
            <div>
              <h2 id="lines-title" className="products-band__title">
                {t.lines.title}
              </h2>
              <p className="mobile-lines__text">{t.lines.text}</p>
              <ul className="mobile-lines__points">
                {t.lines.points.map((point) => (
                  <li key={point}>
                    <CheckIcon />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section id="reserva" className="products-band products-band--muted" aria-labelledby="reservation-title">
        <div className="container">
          <h2 id="reservation-title" className="products-band__title" tabIndex={-1}>
            {t.reservation.title}
          </h2>
          <p className="products-band__lead">{t.reservation.lead}</p>
          <ol className="reservation-steps">
            {t.reservation.steps.map((step, index) => (
              <li key={step.title} className="reservation-step">
                <span className="reservation-step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="reservation-step__title">{step.title}</h3>
                <p className="reservation-step__text">{step.text}</p>
              </li>
            ))}
          </ol>

          <div className="reservation-facts">
            <div className="reservation-fact reservation-fact--warning">
              <h3 className="reservation-fact__title">
                <MapPinIcon />
                {t.reservation.noShippingTitle}
              </h3>
              <p>{t.reservation.noShippingText}</p>
            </div>
            <div className="reservation-fact">
              <h3 className="reservation-fact__title">{t.reservation.payment.title}</h3>
              <dl className="payment-list">
                {t.reservation.payment.items.map((item) => (
                  <div key={item.where}>
                    <dt>{item.where}</dt>
                    <dd>{item.how}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <ul className="reservation-fact reservation-notes">
              {t.reservation.notes.map((note) => (
                <li key={note}>
                  <CheckIcon />
                  {note}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="products-band" aria-labelledby="products-cta-title">
        <div className="container">
          <div className="products-cta">
            <div>
              <h2 id="products-cta-title" className="products-cta__title">
                {t.cta.title}
              </h2>
              <p>{t.cta.text}</p>
            </div>
            <div className="products-cta__actions">
              <Link to="/contacto" className="button button--primary button--large">
                {t.cta.contact}
                <ArrowRightIcon />
              </Link>
              {shop.contact.phoneHref && (
                <a href={shop.contact.phoneHref} className="button button--secondary button--large">
                  <PhoneIcon />
                  <span>
                    {t.cta.call} <span className="nowrap">{shop.contact.phone}</span>
                  </span>
                </a>
              )}
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
