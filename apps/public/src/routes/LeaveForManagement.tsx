import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { es } from '../i18n/es';
import { managementTarget } from './managementRedirects';

/** Replace the history entry with the same path in the back-office (a full page load). */
export function LeaveForManagement() {
  const destination = managementTarget(useLocation());

  useEffect(() => {
    window.location.replace(destination);
  }, [destination]);

  return (
    <main className="leaving" id="contenido">
      <h1 className="leaving__title">{es.leaving.title}</h1>
      <p>
        {es.leaving.text} <a href={destination}>{es.leaving.link}</a>
      </p>
    </main>
  );
}
