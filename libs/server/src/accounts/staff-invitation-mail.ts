import { formatMadridDateTime, type ShopIdentity } from '@taller/domain';
import type { OutgoingMail } from '../mail/outbox.js';
import { fullName, type Account } from '../auth/account.entity.js';

/** A link an Administrador (or the command line) sends a member: it stays open a day, not an hour. */
export const STAFF_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The e-mail that lets a new member of the team choose their password, or an existing one set
 * a new one; signed with what the shop's settings hold now, and nothing when they hold nothing.
 */
export function staffPasswordMail(kind: 'welcome' | 'reset') {
  return (account: Account, link: string, expiresAt: Date, shop: Pick<ShopIdentity, 'tradeName' | 'phone' | 'email'>): OutgoingMail => {
    const of = shop.tradeName ? ` de ${shop.tradeName}` : ' del taller';
    const lines = [
      `Hola, ${fullName(account)}:`,
      '',
      kind === 'welcome'
        ? `Te han dado de alta en el equipo${of} con el correo ${account.email}.`
        : `El Administrador${of} te envía un enlace para elegir una contraseña nueva (${account.email}).`,
      'Para elegir tu contraseña, abre este enlace:',
      '',
      link,
      '',
      `El enlace sirve una sola vez y caduca en 24 horas (el ${formatMadridDateTime(expiresAt)}).`,
      'Después entra en la gestión desde /acceso-gerencia con tu correo y esa contraseña.',
    ];
    const signature = [shop.tradeName, shop.phone, shop.email].filter(Boolean).join(' · ');
    if (signature) lines.push('', '--', signature);
    const subject = kind === 'welcome' ? `Tu cuenta en el equipo${of}` : `Restablece tu contraseña${of}`;
    return { to: account.email, subject, text: lines.join('\n') };
  };
}
