import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { OpeningHoursList } from '../../layout/Footer';
import { ArrowRightIcon, ClockIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { homeTexts } from './home.texts';

/** The closing call to action: write to us (/contacto), call, or come by. */
export function ContactCta() {
  const t = homeTexts.cta;
  return (
    <section className="section contact-cta-section" aria-labelledby="cta-title">
      <div className="container">
        <div className="contact-cta">
          <div className="contact-cta__copy">
            <h2 id="cta-title" className="contact-cta__title">
              {t.title}
            </h2>
            <p className="contact-cta__text">{t.text}</p>
            <div className="contact-cta__actions">
              <Link to="/contacto" className="button button--accent button--large">
                {t.contact}
                <ArrowRightIcon />
              </Link>
              {shop.contact.phoneHref && (
                <a href={shop.contact.phoneHref} className="button button--ghost-light button--large">
                  <PhoneIcon />
                  <span>
                    {t.call} <span className="nowrap">{shop.contact.phone}</span>
                  </span>
                </a>
              )}
            </div>
          </div>
          <div className="contact-cta__visit">
            <h3 className="contact-cta__visit-title">{t.visit}</h3>
            {shop.contact.address && (
              <p className="contact-cta__address">
                <MapPinIcon />
                {shop.contact.address}
              </p>
            )}
            <div className="contact-cta__hours">
              <ClockIcon />
              <OpeningHoursList className="hours-list hours-list--cta" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
