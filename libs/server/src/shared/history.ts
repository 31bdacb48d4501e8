import { z } from 'zod';
import type { AttachedImage, Decider, EventCatalogue } from '@taller/domain';
import type { RecordedEvent } from '@taller/event-store';
import { maskedUnlockCode, UNLOCK_CODE_MASK, withUnlockCodeMasked } from '../secrets/unlock-code.js';
import { roleLabels, type Actor } from './actor.js';

/** One field an event changed. */
const historyChangeJsonSchema = z
  .strictObject({
    field: z.string().describe('El campo'),
    label: z.string().describe('El campo, como lo nombran las pantallas'),
    from: z.unknown().describe('Lo que tenía antes (null al crearse)'),
    to: z.unknown().describe('Lo que tiene después'),
  })
  .describe('Un cambio');
export type HistoryChange = z.infer<typeof historyChangeJsonSchema>;

/** One event of a record's history as the API answers it (the API description shows this schema; historyOf is held to it). */
export const historyEntryJsonSchema = z
  .object({
    position: z.number().int().describe('Posición en el registro de eventos del taller'),
    revision: z.number().int().describe('Versión del registro tras este evento'),
    type: z.string().describe('El tipo de evento'),
    label: z.string().describe('El evento, en palabras'),
    data: z.unknown().describe('Sus datos, con el código de desbloqueo y el enlace de seguimiento enmascarados'),
    changes: z.array(historyChangeJsonSchema).describe('Qué cambió'),
    actor: z
      .strictObject({
        id: z.number().int().nullable().describe('La cuenta; null sin cuenta (la línea de órdenes, el sistema, un cliente en la web)'),
        name: z.string().describe('Quién'),
        role: z.string().describe('Su rol'),
        roleLabel: z.string().describe('Su rol, en palabras'),
      })
      .describe('Quién lo hizo'),
    source: z.enum(['api', 'cli', 'system']).describe('Desde dónde: la API, la línea de órdenes o el propio sistema'),
    occurredAt: z.string().describe('Instante ISO 8601 (UTC)'),
  })
  .describe('Un evento del historial');
export type HistoryEntry = z.infer<typeof historyEntryJsonSchema>;

/** What an event changed, given the record as it was before it. */
export type ChangesOf<Event, State> = (before: State, event: Event, label: (field: string) => string) => HistoryChange[];

/**
 * The story of one record, oldest first: each event with its Spanish label, the fields it
 * changed (before → after), who and when. Read from the stream itself, never a read model,
 * and an unlock code in an event's data is masked: the history says one was kept, never which.
 */
export function historyOf<Command, Event extends { type: string; data: unknown }, State>(
  recorded: readonly RecordedEvent[],
  aggregate: { decider: Decider<Command, Event, State>; catalogue: EventCatalogue<Event> },
  fieldLabels: Record<string, string>,
  changesOf: ChangesOf<Event, State>,
): HistoryEntry[] {
  const label = (field: string) => fieldLabels[field] ?? field;
  let state = aggregate.decider.initialState;
  return recorded.map((stored) => {
    const event = aggregate.catalogue.parse(stored);
    const changes = changesOf(state, event, label);
    state = aggregate.decider.evolve(state, event);
    const actor = stored.metadata.actor;
    return {
      position: stored.position,
      revision: stored.revision,
      type: stored.type,
      label: aggregate.catalogue.labelOf(stored.type),
      data: withTrackingMasked(withUnlockCodeMasked(event.data)),
      changes,
      actor: { id: actor.id, name: actor.name, role: actor.role, roleLabel: roleLabels[actor.role as Actor['role']] ?? actor.role },
      source: stored.metadata.source,
      occurredAt: stored.metadata.occurredAt,
    };
  });
}

/** Every field an event sets, from nothing (a registration). */
export function fieldsSet(fields: Record<string, unknown>, label: (field: string) => string): HistoryChange[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([field, to]) => ({ field, label: label(field), from: null, to }));
}

/** Every field a correction changes, from what the record had. */
export function fieldsChanged(before: unknown, changes: Record<string, unknown>, label: (field: string) => string): HistoryChange[] {
  const previous = (before ?? {}) as Record<string, unknown>;
  return Object.entries(changes).map(([field, to]) => ({ field, label: label(field), from: previous[field] ?? null, to }));
}

/** An image attached to a record, named by its file. */
export function imageAttached(image: AttachedImage, label: (field: string) => string): HistoryChange[] {
  return [{ field: 'image', label: label('image'), from: null, to: image.filename }];
}

/** An image removed, named by the file it was as the record held it before (else by its id). */
export function imageRemoved(held: readonly AttachedImage[], imageId: string, label: (field: string) => string): HistoryChange[] {
  const removed = held.find((i) => i.imageId === imageId);
  return [{ field: 'image', label: label('image'), from: removed?.filename ?? imageId, to: null }];
}

/** An unlock code set or changed: the history says so, never what it is (not even sealed). */
export function unlockCodeChanged(before: string | null, after: string | null, label: (field: string) => string): HistoryChange[] {
  return [{ field: 'unlockCode', label: label('unlockCode'), from: maskedUnlockCode(before), to: maskedUnlockCode(after) }];
}

/**
 * A tracking token as the history shows it: its last four characters, enough to tell one link
 * from the next, not to open one (the history and the audit can be exported and passed on).
 */
export const maskedTrackingToken = (token: string | null | undefined): string | null => (token ? `…${token.slice(-4)}` : null);

/** An event's data with any tracking token in it masked (`token`, a registration's `trackingToken`). */
function withTrackingMasked(data: unknown): unknown {
  if (data === null || typeof data !== 'object') return data;
  const record = data as Record<string, unknown>;
  if (typeof record.token === 'string') return { ...record, token: maskedTrackingToken(record.token) };
  if (typeof record.trackingToken === 'string') return { ...record, trackingToken: maskedTrackingToken(record.trackingToken) };
  return data;
}

/** A tracking link issued (replacing `before`, if there was one) or revoked (`after` null), masked. */
export function trackingChanged(before: string | null, after: string | null, label: (field: string) => string): HistoryChange[] {
  return [{ field: 'tracking', label: label('tracking'), from: maskedTrackingToken(before), to: maskedTrackingToken(after) }];
}

/** An unlock code purged: it was there, and is no more. */
export function unlockCodePurged(label: (field: string) => string): HistoryChange[] {
  return [{ field: 'unlockCode', label: label('unlockCode'), from: UNLOCK_CODE_MASK, to: null }];
}

/** A payment or a refund: how much, how, why and who took it (shared/payment.ts). */
export function movementRecorded(
  movement: { amountCents: number; method: string; note: string; by: { name: string } },
  label: (field: string) => string,
): HistoryChange[] {
  return fieldsSet({ amountCents: movement.amountCents, method: movement.method, note: movement.note, by: movement.by.name }, label);
}

/** Money that stayed owed when a record was closed, and who allowed it. */
export function owedRecorded(owed: { owedCents: number; allowedBy: { name: string } | null } | null, label: (field: string) => string): HistoryChange[] {
  return owed === null ? [] : fieldsSet({ owedCents: owed.owedCents, allowedBy: owed.allowedBy?.name ?? null }, label);
}
