/**
 * The texts about unlock codes, in a file of their own without zod so that the back-office's
 * translations (`@taller/domain/texts`) do not bring the schemas with them; `unlock-code.ts`
 * re-exports them.
 */

/** The longest code a form may send (a PIN, a pattern as digits, a password). */
export const UNLOCK_CODE_MAX = 100;

/** The texts about unlock codes that every record shares. */
export const unlockCodeMessages = {
  label: 'Código de desbloqueo',
  tooLong: `No puede exceder ${UNLOCK_CODE_MAX} caracteres`,
  /** History labels of the events every record with a code has. */
  changed: 'Código de desbloqueo cambiado',
  purged: 'Código de desbloqueo eliminado',
  invalid: 'El código de desbloqueo no es válido',
} as const;
