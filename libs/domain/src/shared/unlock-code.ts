import { z } from 'zod';

/**
 * A device's unlock code as the log keeps it (a repair's, a revision's): ciphertext sealed by
 * the server with a key of the record's own, opaque to everyone else. The domain never sees a
 * code in clear; it only records which sealed code a record holds, and when it goes.
 */
export const sealedUnlockCode = z.string().min(1);

/** The texts about unlock codes that every record shares. */
export const unlockCodeMessages = {
  label: 'Código de desbloqueo',
  /** History labels of the events every record with a code has. */
  changed: 'Código de desbloqueo cambiado',
  purged: 'Código de desbloqueo eliminado',
  invalid: 'El código de desbloqueo no es válido',
} as const;

/**
 * Whether a command's sealed code changes what a record keeps: absent keeps it, `null` removes
 * it (nothing to record when there was none), a sealed code replaces it (a new ciphertext each
 * time, so the same code sent again is recorded too).
 */
export function changesUnlockCode(kept: string | null, sent: string | null | undefined): sent is string | null {
  return sent !== undefined && (sent !== null || kept !== null);
}
