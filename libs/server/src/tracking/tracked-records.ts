import { orderMessages, repairMessages, revisionMessages, TRACKED_KINDS, type TrackedKind } from '@taller/domain';
import { streamName } from '@taller/event-store';
import type { AggregateStore, Decided } from '../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../orders/order.stream.js';
import { repairAggregate } from '../repairs/repair.stream.js';
import { revisionAggregate } from '../revisions/revision.stream.js';
import type { CommandContext } from '../shared/actor.js';
import { workKindWords } from '../shared/cli-words.js';

/**
 * The records a customer follows, each by the API's resource name (`/api/repairs/:id/tracking`),
 * its stream, and its decider's tracking commands: one table, so the commands, the routes and
 * the CLI treat the three alike.
 */
export const trackedResources: Record<TrackedKind, { resource: string; notFound: string; invalidId: string }> = {
  repair: { resource: 'repairs', notFound: repairMessages.notFound, invalidId: repairMessages.invalidId },
  revision: { resource: 'revisions', notFound: revisionMessages.notFound, invalidId: revisionMessages.invalidId },
  order: { resource: 'orders', notFound: orderMessages.notFound, invalidId: orderMessages.invalidId },
};

export const trackedStream = (kind: TrackedKind, id: number) => streamName(kind, id);

export function isTrackedKind(text: unknown): text is TrackedKind {
  return (TRACKED_KINDS as readonly unknown[]).includes(text);
}

/** What to do to a record's link: a new token (`issue`, replacing any), or none (`revoke`). */
export type TrackingChange = { issue: string } | { revoke: true };

/** Runs the change through the record's own decider, in its own stream. */
export function changeTracking(
  aggregates: AggregateStore,
  kind: TrackedKind,
  id: number,
  change: TrackingChange,
  context: CommandContext,
): Promise<Decided<unknown>> {
  switch (kind) {
    case 'repair':
      return aggregates.handle({
        ...repairAggregate(id),
        command: 'issue' in change ? { type: 'IssueRepairTracking', token: change.issue } : { type: 'RevokeRepairTracking' },
        context,
      });
    case 'revision':
      return aggregates.handle({
        ...revisionAggregate(id),
        command: 'issue' in change ? { type: 'IssueRevisionTracking', token: change.issue } : { type: 'RevokeRevisionTracking' },
        context,
      });
    case 'order':
      return aggregates.handle({
        ...orderAggregate(id),
        command: 'issue' in change ? { type: 'IssueOrderTracking', token: change.issue } : { type: 'RevokeOrderTracking' },
        context,
      });
  }
}

/** The kinds as the CLI's help names them: `reparacion | revision | pedido` (the English names work too). */
export const CLI_KIND_NAMES = workKindWords.list(TRACKED_KINDS, ' | ');

/** `reparacion 12` → the record, or the Spanish error a script prints. */
export function cliRecord(kindText: string, idText: string): { kind: TrackedKind; id: number } {
  const kind = workKindWords.parse(kindText, 'Tipo', TRACKED_KINDS);
  if (!/^[1-9]\d{0,14}$/.test(idText)) throw new Error(trackedResources[kind].invalidId);
  return { kind, id: Number(idText) };
}
