import { formatMadridDateTime, type ShopIdentity } from '@taller/domain';
import type { OutgoingMail } from '../mail/outbox.js';
import { fullName, type Account } from './account.entity.js';
import { accountMailSignature } from './password-reset-mail.js';

/** The e-mail with the link that proves the customer owns the address, signed as the reset's. */
export function emailVerificationMail(
  account: Account,
  link: string,
  expiresAt: Date,
  shop: Pick<ShopIdentity, 'tradeName' | 'phone' | 'email'> = { tradeName: '', phone: '', email: '' },
): OutgoingMail {
  const where = shop.tradeName ? ` en ${shop.tradeName}` : '';
  const lines = [
    `Hola, ${fullName(account)}:`,
    '',
    `Para terminar de configurar tu cuenta${where}, confirma que este correo (${account.email}) es tuyo abriendo este enlace:`,
    '',
    link,
    '',
    'Una vez verificado, verás en tu perfil, en «Mis pedidos y reparaciones», las reparaciones, revisiones y pedidos que la tienda tiene a nombre de este correo.',
    '',
    `El enlace sirve una sola vez y caduca en 48 horas (el ${formatMadridDateTime(expiresAt)}).`,
    'Si no has creado tú esta cuenta ni cambiado su correo, ignora este mensaje: no se verificará nada.',
  ];
  lines.push(...accountMailSignature(shop));
  return { to: account.email, subject: `Verifica tu correo${where.replace(' en ', ' para ')}`, text: lines.join('\n') };
}
