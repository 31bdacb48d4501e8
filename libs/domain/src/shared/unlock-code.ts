import { z } from 'zod';
import { oneLineText } from './text.js';
import { UNLOCK_CODE_MAX, unlockCodeMessages } from './unlock-code.messages.js';

/**
 * A device's unlock code as the log keeps it (a repair's, a revision's): ciphertext sealed by
 * the server with a key of the record's own, opaque to everyone else. The domain never sees a
 * code in clear; it only records which sealed code a record holds, and when it goes.
 */
export const sealedUnlockCode = z.string().min(1);

/** The longest code and the texts about codes: `unlock-code.messages.ts`, without zod. */
export { UNLOCK_CODE_MAX, unlockCodeMessages };

/**
 * A code as a form sends it, before the server seals it: one line, taken exactly as typed
 * (blanks are part of a password), at most 100 characters.
 */
export const unlockCodeInput = oneLineText({
  label: unlockCodeMessages.label,
  max: UNLOCK_CODE_MAX,
  error: unlockCodeMessages.invalid,
  tooLong: unlockCodeMessages.tooLong,
  trim: false,
});

/**
 * Whether a command's sealed code changes what a record keeps: absent keeps it, `null` removes
 * it (nothing to record when there was none), a sealed code replaces it (a new ciphertext each
 * time, so the same code sent again is recorded too).
 */
export function changesUnlockCode(kept: string | null, sent: string | null | undefined): sent is string | null {
  return sent !== undefined && (sent !== null || kept !== null);
}
