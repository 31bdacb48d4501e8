import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { accountTexts } from '../../auth/account.texts';
import { shop } from '../../config/shop';
import { MY_ORDERS_ANCHOR } from '../../layout/navLinks';
import { MailIcon, PhoneIcon } from '../../ui/icons';

const t = accountTexts.profile.orders;

/**
 * 'Mis pedidos' (the user menu's entry lands here). Accounts are not linked to the shop's
 * client records yet, so it says plainly how a customer follows a repair or an order today:
 * the shop calls, or the customer calls or writes with the albarán number.
 */
export function OrdersSection() {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // The profile loads before this section exists, so the frame could not scroll to it: it
  // does so itself when the address asks for it, and takes the focus for keyboard users.
  useEffect(() => {
    if (hash !== `#${MY_ORDERS_ANCHOR}`) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <section ref={section} id={MY_ORDERS_ANCHOR} className="profile-card" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="profile-card__title">
        {t.title}
      </h2>
      <p className="profile-card__subtitle profile-orders__text">{t.howItWorks}</p>
      <p className="profile-orders__text">{t.ask}</p>
      <div className="profile-orders__actions">
        {shop.contact.phoneHref && (
          <a href={shop.contact.phoneHref} className="button button--primary">
            <PhoneIcon />
            <span>
              {t.call} <span className="nowrap">{shop.contact.phone}</span>
            </span>
          </a>
        )}
        <Link to="/contacto" className="button button--secondary">
          <MailIcon />
          {t.write}
        </Link>
      </div>
    </section>
  );
}
