import { useEffect, useState } from 'react';
import { apiRequest } from '../../api/client';

interface SetupAnswer {
  needsFirstAccount: boolean;
  command?: string;
  dockerCommand?: string;
}

/** This notice's texts: what a shop with no Administrador yet must do (said once, here). */
export const firstAccountTexts = {
  title: 'Todavía no hay ninguna cuenta del equipo',
  intro: 'Este taller aún no tiene un Administrador activo, así que nadie puede entrar. Créalo desde la línea de comandos del servidor:',
  docker: 'Si el taller funciona con Docker:',
  after: 'Después, entra aquí con ese correo y esa contraseña y da de alta al resto del equipo en «Equipo».',
};

/**
 * Outside demo mode, until the first Administrador exists (GET /api/auth/setup), the page says
 * exactly which command creates it; the server's log at start says the same.
 */
export function FirstAccountNotice() {
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiRequest<SetupAnswer>('/auth/setup', { signal: controller.signal })
      .then(setSetup)
      .catch(() => setSetup(null));
    return () => controller.abort();
  }, []);
  if (!setup?.needsFirstAccount || !setup.command) return null;
  const t = firstAccountTexts;
  return (
    <section className="first-account" role="status" aria-labelledby="first-account-title">
      <h2 id="first-account-title" className="first-account__title">
        {t.title}
      </h2>
      <p>{t.intro}</p>
      <pre className="first-account__command">
        <code>{setup.command}</code>
      </pre>
      {setup.dockerCommand ? (
        <>
          <p>{t.docker}</p>
          <pre className="first-account__command">
            <code>{setup.dockerCommand}</code>
          </pre>
        </>
      ) : null}
      <p>{t.after}</p>
    </section>
  );
}
