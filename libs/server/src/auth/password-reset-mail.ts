import { formatMadridDateTime, type ShopIdentity } from '@taller/domain';
import type { OutgoingMail } from '../mail/outbox.js';
import { fullName, type Account } from './account.entity.js';

/** The e-mail with the link that sets a new password, signed with the shop's identity as its settings say it now. */
export function passwordResetMail(
  account: Account,
  link: string,
  expiresAt: Date,
  shop: Pick<ShopIdentity, 'tradeName' | 'phone' | 'email'> = { tradeName: '', phone: '', email: '' },
): OutgoingMail {
  const where = shop.tradeName ? ` en ${shop.tradeName}` : '';
  const lines = [
    `Hola, ${fullName(account)}:`,
    '',
    `Hemos recibido una petición para restablecer la contraseña de tu cuenta${where} (${account.email}).`,
    'Para elegir una contraseña nueva, abre este enlace:',
    '',
    link,
    '',
    `El enlace sirve una sola vez y caduca en 1 hora (el ${formatMadridDateTime(expiresAt)}).`,
    'Si no has sido tú, ignora este correo: tu contraseña no cambiará.',
  ];
  lines.push(...accountMailSignature(shop));
  return { to: account.email, subject: `Restablece tu contraseña${where.replace(' en ', ' de ')}`, text: lines.join('\n') };
}

/** The account e-mails' signature: only what the shop has set, never a placeholder (none when nothing is). */
export function accountMailSignature(shop: Pick<ShopIdentity, 'tradeName' | 'phone' | 'email'>): string[] {
  const signature = [shop.tradeName, shop.phone, shop.email].filter(Boolean).join(' · ');
  return signature ? ['', '--', signature] : [];
}
