import type { SessionUser } from '../api/auth';
import { es } from '../i18n/es';

/** The role as the spec names it: Administrador or Gerente (or Cliente). */
export function roleLabel(user: SessionUser): string {
  return es.common.roles[user.role] ?? user.roleLabel;
}

export function displayName(user: SessionUser): string {
  return user.name.trim() !== '' ? user.name : user.email;
}

export function initials(user: SessionUser): string {
  const words = displayName(user).split(/[\s@.]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0] ?? '?'];
  return letters
    .map((word) => (word ?? '').charAt(0))
    .join('')
    .toLocaleUpperCase('es-ES');
}
