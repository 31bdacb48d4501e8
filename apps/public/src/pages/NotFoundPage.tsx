import { Link } from 'react-router';
import { es } from '../i18n/es';
import './simple-page.css';

export function NotFoundPage() {
  return (
    <section className="simple-page simple-page--center" aria-labelledby="page-title">
      <div className="container simple-page__inner">
        <p className="simple-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="page-title" className="simple-page__title">
          {es.notFound.title}
        </h1>
        <p className="simple-page__lead">{es.notFound.text}</p>
        <div className="simple-page__actions">
          <Link to="/" className="button button--primary">
            {es.notFound.home}
          </Link>
        </div>
      </div>
    </section>
  );
}
