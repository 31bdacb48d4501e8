import { useId, useState } from 'react';
import { Link } from 'react-router';
import { shop } from '../config/shop';
import { es } from '../i18n/es';
import { ChevronDownIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../ui/icons';
import { Logo } from './Logo';

/** The two developers' own pages (spec: developer credits in the footer). */
const developerCredits = [
  { to: '/brickle-pickle', name: es.pages.bricklePickle },
  { to: '/white-branch', name: es.pages.whiteBranch },
] as const;

/** Only what the shop really has: the maps search needs its name and address. */
const socialLinks = shop.social.maps ? [{ ...shop.social.maps, Icon: MapPinIcon }] : [];

const footerLinks = [
  { to: '/productos', label: es.footer.products },
  { to: '/preguntas-frecuentes', label: es.footer.faq },
  { to: '/acerca-de-nosotros', label: es.footer.about },
  { to: '/terminos-y-condiciones', label: es.footer.terms },
  { to: '/politica-de-privacidad', label: es.footer.privacy },
];

export function Footer() {
  const [contactOpen, setContactOpen] = useState(false);
  const contactId = useId();
  const { contact } = shop;

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo" aria-label={es.nav.homeLink}>
            <Logo tone="light" />
          </Link>
          <p className="site-footer__blurb">{es.footer.blurb}</p>
          <h2 className="sr-only" id={`${contactId}-social`}>
            {es.footer.socialTitle}
          </h2>
          <ul className="site-footer__social" aria-labelledby={`${contactId}-social`} hidden={socialLinks.length === 0}>
            {socialLinks.map(({ label, url, Icon }) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="site-footer__social-link">
                  <Icon />
                  <span>{label}</span>
                  <span className="sr-only"> {es.footer.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <section className="site-footer__contact" aria-labelledby={`${contactId}-title`}>
          <h2 className="site-footer__heading" id={`${contactId}-title`}>
            <button
              type="button"
              className="site-footer__contact-toggle"
              aria-expanded={contactOpen}
              aria-controls={contactId}
              onClick={() => setContactOpen((open) => !open)}
            >
              {es.footer.contactToggle}
              <ChevronDownIcon className="site-footer__chevron" />
            </button>
          </h2>
          <div id={contactId} className="site-footer__contact-body" hidden={!contactOpen}>
            <address className="contact-list">
              {/* Only what the shop has set: never a placeholder. */}
              {contact.phoneHref && (
                <p>
                  <PhoneIcon />
                  <span>
                    <span className="sr-only">{es.footer.phone}: </span>
                    <a href={contact.phoneHref}>{contact.phone}</a>
                  </span>
                </p>
              )}
              {contact.whatsappHref && (
                <p>
                  <PhoneIcon />
                  <span>
                    <span className="sr-only">WhatsApp: </span>
                    <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer">
                      WhatsApp {contact.whatsapp}
                    </a>
                  </span>
                </p>
              )}
              {contact.email && (
                <p>
                  <MailIcon />
                  <span>
                    <span className="sr-only">{es.footer.email}: </span>
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </span>
                </p>
              )}
              {contact.address && (
                <p>
                  <MapPinIcon />
                  <span>
                    <span className="sr-only">{es.footer.address}: </span>
                    {contact.address}
                  </span>
                </p>
              )}
            </address>
            <div className="contact-list contact-list--hours">
              <ClockIcon />
              <div>
                <p className="contact-list__label">{es.footer.hours}</p>
                <OpeningHoursList />
              </div>
            </div>
          </div>
        </section>

        <nav className="site-footer__links" aria-labelledby={`${contactId}-links`}>
          <h2 className="site-footer__heading site-footer__heading--static" id={`${contactId}-links`}>
            {es.footer.linksTitle}
          </h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>{es.footer.copyright(shop.copyrightYear, shop.name)}</p>
          <p className="site-footer__credits">
            {es.footer.creditsIntro} <Link to={developerCredits[0].to}>{developerCredits[0].name}</Link>{' '}
            {es.footer.creditsAnd} <Link to={developerCredits[1].to}>{developerCredits[1].name}</Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

export function OpeningHoursList({ className = 'hours-list' }: { className?: string }) {
  return (
    <dl className={className}>
      {shop.openingHours.map((entry) => (
        <div key={entry.days}>
          <dt>{entry.days}</dt>
          <dd>{entry.hours ?? es.footer.closed}</dd>
        </div>
      ))}
    </dl>
  );
}

