import type { Availability } from '@taller/domain/texts';
import { Link } from 'react-router';
import { shop } from '../../config/shop';
import { OpeningHoursList } from '../../layout/Footer';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { productsTexts } from './products.texts';

const t = productsTexts.product;

/**
 * How to buy a product in the shop, beside reserving it on the web (ReserveBox) when it can be.
 * The address and hours are the shop's own settings, as the footer shows them; a field the shop
 * has not set is left out.
 */
export function VisitShop({ availability, reservable }: { availability: Availability; reservable: boolean }) {
  const { contact } = shop;
  return (
    <section className="visit-shop" aria-labelledby="visit-shop-title">
      <h2 id="visit-shop-title" className="visit-shop__title">
        <MapPinIcon />
        {t.buyTitle}
      </h2>
      <p>{availability === 'sold_out' ? t.soldOutText : reservable ? t.buyText : t.buyOnlyInShop}</p>
      <dl className="visit-shop__facts">
        <div>
          <dt>
            <MapPinIcon />
            {t.address}
          </dt>
          <dd>{contact.address || t.addressFallback}</dd>
        </div>
        <div>
          <dt>
            <ClockIcon />
            {t.hours}
          </dt>
          <dd>
            <OpeningHoursList className="hours-list visit-shop__hours" />
          </dd>
        </div>
      </dl>
      {availability !== 'sold_out' && contact.phoneHref && <p className="visit-shop__note">{t.buyCall}</p>}
      <div className="visit-shop__actions">
        {contact.phoneHref && (
          <a href={contact.phoneHref} className="button button--primary">
            <PhoneIcon />
            <span>
              {t.call} <span className="nowrap">{contact.phone}</span>
            </span>
          </a>
        )}
        <Link to="/contacto" className="button button--secondary">
          <MailIcon />
          {t.contact}
        </Link>
      </div>
    </section>
  );
}
