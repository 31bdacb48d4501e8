import { Link } from 'react-router';
import { shop } from '../config/shop';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { es } from '../i18n/es';
import { PhoneIcon } from '../ui/icons';
import './simple-page.css';

/** A page of the route table that is not built yet: its title and an honest line. */
export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="simple-page" aria-labelledby="page-title">
      <div className="container simple-page__inner">
        <h1 id="page-title" className="simple-page__title">
          {title}
        </h1>
        <p className="simple-page__lead">{es.placeholder.preparing}</p>
        <p>{es.placeholder.callUs(shop.contact.phone)}</p>
        <div className="simple-page__actions">
          <a href={shop.contact.phoneHref} className="button button--primary">
            <PhoneIcon />
            <span>
              {es.placeholder.callLink} <span className="nowrap">{shop.contact.phone}</span>
            </span>
          </a>
          <Link to="/" className="button button--secondary">
            {es.common.backHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
