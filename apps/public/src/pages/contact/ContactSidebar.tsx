import { useId } from 'react';
import { shop } from '../../config/shop';
import { OpeningHoursList } from '../../layout/Footer';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { contactTexts } from './contact.texts';

const t = contactTexts.sidebar;

/** E-mail, phone, address and opening hours, from the shop's facts. */
export function ContactSidebar() {
  const titleId = useId();
  const { contact } = shop;
  return (
    <aside className="contact-sidebar" aria-labelledby={titleId}>
      <div className="contact-card contact-info">
        <h2 id={titleId} className="contact-section-title">
          {t.title}
        </h2>
        <address className="contact-info__list">
          {/* Only what the shop has set in 'Ajustes del taller': never a placeholder. */}
          {contact.email && (
            <div className="contact-info__item">
              <span className="contact-info__icon" aria-hidden="true">
                <MailIcon />
              </span>
              <div>
                <p className="contact-info__label">{t.email}</p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </div>
            </div>
          )}
          {contact.phoneHref && (
            <div className="contact-info__item">
              <span className="contact-info__icon" aria-hidden="true">
                <PhoneIcon />
              </span>
              <div>
                <p className="contact-info__label">{t.phone}</p>
                <a href={contact.phoneHref} className="nowrap">
                  {contact.phone}
                </a>
              </div>
            </div>
          )}
          {contact.whatsappHref && (
            <div className="contact-info__item">
              <span className="contact-info__icon" aria-hidden="true">
                <PhoneIcon />
              </span>
              <div>
                <p className="contact-info__label">WhatsApp</p>
                <a href={contact.whatsappHref} className="nowrap" target="_blank" rel="noopener noreferrer">
                  {contact.whatsapp}
                </a>
              </div>
            </div>
          )}
          {contact.address && (
            <div className="contact-info__item">
              <span className="contact-info__icon" aria-hidden="true">
                <MapPinIcon />
              </span>
              <div>
                <p className="contact-info__label">{t.address}</p>
                <p className="contact-info__value">{contact.address}</p>
              </div>
            </div>
          )}
        </address>
        <div className="contact-info__item contact-info__item--hours">
          <span className="contact-info__icon" aria-hidden="true">
            <ClockIcon />
          </span>
          <div className="contact-info__hours">
            <p className="contact-info__label">{t.hours}</p>
            <OpeningHoursList />
          </div>
        </div>
      </div>
      <div className="contact-card contact-visit">
        <h2 className="contact-visit__title">{t.visitTitle}</h2>
        <p>{t.visit}</p>
      </div>
    </aside>
  );
}
