import { formatMadridDateTime, shop } from '@taller/domain';
import type { OutgoingMail } from '../mail/outbox.js';
import { fullName, type Account } from './account.entity.js';

/** The e-mail with the link that sets a new password. */
export function passwordResetMail(account: Account, link: string, expiresAt: Date): OutgoingMail {
  const lines = [
    `Hola, ${fullName(account)}:`,
    '',
    `Hemos recibido una petición para restablecer la contraseña de tu cuenta en ${shop.name} (${account.email}).`,
    'Para elegir una contraseña nueva, abre este enlace:',
    '',
    link,
    '',
    `El enlace sirve una sola vez y caduca en 1 hora (el ${formatMadridDateTime(expiresAt)}).`,
    'Si no has sido tú, ignora este correo: tu contraseña no cambiará.',
    '',
    '--',
    `${shop.name} · ${shop.contact.phone} · ${shop.contact.email}`,
  ];
  return { to: account.email, subject: `Restablece tu contraseña de ${shop.name}`, text: lines.join('\n') };
}
