import { useEffect } from 'react';
import { useParams } from 'react-router';
import { es } from '../i18n/es';
import type { ManagementRedirect } from './managementRedirects';

/** Replace the history entry with the back-office screen (a full page load). */
export function LeaveForManagement({ target }: { target: ManagementRedirect['target'] }) {
  const params = useParams();
  const destination = target(params);

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
