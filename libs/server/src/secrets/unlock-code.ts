import { GoneException, NotFoundException } from '@nestjs/common';
import { repairMessages, unlockCodeInput, ValidationFailed } from '@taller/domain';
import { streamName } from '@taller/event-store';
import type { SecretBox } from './secret-box.js';
import { z } from 'zod';

/**
 * A device's unlock code, the same way on every record that keeps one (repairs, revisions):
 * the form's code is sealed with the record's own key before it reaches the domain, the JSON
 * and the history show a mask, staff see it only on explicit request, and the record's key is
 * shredded when the code must go.
 */

/** What the JSON shows instead of the code. */
export const UNLOCK_CODE_MASK = '••••';

export type UnlockCodeOwner = 'repair' | 'revision';

/** The subject whose key seals a record's unlock code: its stream, e.g. `revision-12`. */
export const unlockCodeSubject = (owner: UnlockCodeOwner, id: number) => streamName(owner, id);

/**
 * The unlock code a form sends (`unlockCode`, or the spec's `password`; `unlockCode` wins when
 * both are there): absent or the mask it was shown means "keep it", empty means "none",
 * anything else is the new code.
 */
export function unlockCodeOf(form: Record<string, unknown>): string | null | undefined {
  const value = 'unlockCode' in form ? form.unlockCode : form.password;
  if (value === undefined || value === UNLOCK_CODE_MASK) return undefined;
  if (value === null || value === '') return null;
  const code = unlockCodeInput.safeParse(value);
  if (!code.success) throw new ValidationFailed({ unlockCode: code.error.issues[0]!.message }, repairMessages.formHasErrors);
  return code.data;
}

/** The form without the clear code, so it goes no further than the sealing. */
export function withoutUnlockCode(form: Record<string, unknown>): Record<string, unknown> {
  const { unlockCode: _u, password: _p, ...rest } = form;
  return rest;
}

/** A form's code sealed for `subject`; "keep" (undefined) and "none" (null) pass as they are. */
export async function sealUnlockCode(secrets: SecretBox, subject: string, clear: string | null | undefined) {
  return clear ? secrets.seal(subject, clear) : clear;
}

/**
 * A sealed code opened with one record's key and sealed again with another's (a revision's code
 * going to the repair it became). `null` when there is none, or its key was already shredded.
 */
export async function resealUnlockCode(secrets: SecretBox, from: string, to: string, sealed: string | null): Promise<string | null> {
  const clear = sealed === null ? null : await secrets.open(from, sealed);
  return clear === null ? null : secrets.seal(to, clear);
}

/** The mask in place of a sealed code: a history or a JSON says a code is kept, never which. */
export const maskedUnlockCode = (sealed: string | null) => (sealed === null ? null : UNLOCK_CODE_MASK);

/** An event's data with any sealed code in it masked, for the history. */
export function withUnlockCodeMasked(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || !('unlockCode' in data)) return data;
  return { ...data, unlockCode: maskedUnlockCode(data.unlockCode as string | null) };
}

/** What a record keeps of its code, as its decider's state has it. */
export type UnlockCodeHolder =
  | { exists: false }
  | { exists: true; deleted: boolean; unlockCode: string | null; unlockCodePurged: boolean };

export type RevealedUnlockCode =
  | { found: 'code'; unlockCode: string }
  | { found: 'no-record' | 'no-code' | 'purged' };

/** The code in clear, read from the record's stream and opened with its key: no read model ever holds it. */
export async function revealUnlockCode(secrets: SecretBox, subject: string, record: UnlockCodeHolder): Promise<RevealedUnlockCode> {
  if (!record.exists || record.deleted) return { found: 'no-record' };
  if (record.unlockCodePurged) return { found: 'purged' };
  if (record.unlockCode === null) return { found: 'no-code' };
  const unlockCode = await secrets.open(subject, record.unlockCode);
  return unlockCode === null ? { found: 'purged' } : { found: 'code', unlockCode };
}

/** A revealed unlock code as the API answers it (the API description shows this schema; unlockCodeAnswer is held to it). */
export const unlockCodeAnswerSchema = z
  .strictObject({ unlockCode: z.string().describe('El código de desbloqueo, en claro') })
  .describe('El código en claro (nunca en caché)');

/** The HTTP answer to a reveal: the code, or 404 (no record, no code) or 410 (purged), each in the record's words. */
export function unlockCodeAnswer(
  revealed: RevealedUnlockCode,
  messages: { notFound: string; noUnlockCode: string; unlockCodePurged: string },
): z.infer<typeof unlockCodeAnswerSchema> {
  switch (revealed.found) {
    case 'code':
      return { unlockCode: revealed.unlockCode };
    case 'purged':
      throw new GoneException({ message: messages.unlockCodePurged });
    case 'no-code':
      throw new NotFoundException({ message: messages.noUnlockCode });
    case 'no-record':
      throw new NotFoundException({ message: messages.notFound });
  }
}
