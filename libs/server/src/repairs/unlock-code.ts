import { repairMessages, ValidationFailed } from '@taller/domain';
import { streamName } from '@taller/event-store';

/** What the JSON shows instead of the code. */
export const UNLOCK_CODE_MASK = '••••';
const MAX_LENGTH = 100;

/** The subject whose key seals a repair's unlock code. */
export const unlockCodeSubject = (repairId: number) => streamName('repair', repairId);

/**
 * The unlock code a form sends (`unlockCode`, or the spec's `password`): absent or the mask
 * it was shown means "keep it", empty means "none", anything else is the new code.
 */
export function unlockCodeOf(form: Record<string, unknown>): string | null | undefined {
  const value = 'unlockCode' in form ? form.unlockCode : form.password;
  if (value === undefined || value === UNLOCK_CODE_MASK) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > MAX_LENGTH) {
    const message = typeof value === 'string' ? repairMessages.tooLong(MAX_LENGTH) : 'El código de desbloqueo no es válido';
    throw new ValidationFailed({ unlockCode: message }, repairMessages.formHasErrors);
  }
  return value;
}

/** The form without the clear code, so it goes no further than the sealing. */
export function withoutUnlockCode(form: Record<string, unknown>): Record<string, unknown> {
  const { unlockCode: _u, password: _p, ...rest } = form;
  return rest;
}
