import { formatMadridDateTime } from '@taller/domain';
import type { IssuedLink } from './staff-accounts.js';

/**
 * What became of the e-mail with the link, said as it is: queued for SMTP is not "sent", and
 * without SMTP nothing leaves the server, so the screen then shows the link itself, for the
 * Administrador to hand over (they manage the account anyway).
 */
export function mailNotice(email: string, issued: IssuedLink) {
  const until = formatMadridDateTime(issued.expiresAt);
  if (issued.delivery === 'smtp') {
    return {
      delivery: 'smtp' as const,
      message: `Correo con el enlace en la cola de envío para ${email}: sale por SMTP en unos segundos (si el servidor de correo falla, se reintenta). El enlace caduca el ${until}.`,
    };
  }
  return {
    delivery: 'file' as const,
    message: `No hay servidor de correo configurado (SMTP_URL): el correo no se ha enviado, queda como archivo en la carpeta outbox del servidor. Entrega este enlace a ${email} por otro medio; caduca el ${until}.`,
    link: issued.link,
  };
}
