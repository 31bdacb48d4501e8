import type { NoticeMemory } from '@taller/domain';
import { AggregateStore } from '../event-sourcing/aggregate-store.js';
import { orderAggregate } from '../orders/order.stream.js';
import { repairAggregate } from '../repairs/repair.stream.js';
import { revisionAggregate } from '../revisions/revision.stream.js';

export const NOTICE_RECORD_KINDS = ['repair', 'revision', 'order'] as const;
export type NoticeRecordKind = (typeof NOTICE_RECORD_KINDS)[number];
export interface NoticeRecordRef {
  kind: NoticeRecordKind;
  id: number;
}

/** A record as a notice needs it: whose, its link, the notices it gave, and how a message names it. */
export interface NoticeRecord extends NoticeMemory {
  aggregate: ReturnType<typeof repairAggregate> | ReturnType<typeof revisionAggregate> | ReturnType<typeof orderAggregate>;
  clientId: number;
  tracking: string | null;
  /** «reparación nº 12 (iPhone 13)», «pedido nº 7 (Funda)», «encargo nº 8 (Funda)». */
  job: string;
  /** The outbox's `regarding`: deleting the record deletes its messages. */
  regarding: string;
}

const KIND_NAMES: Record<NoticeRecordKind, string> = { repair: 'reparación', revision: 'revisión', order: 'pedido' };

/** How a message names the job; an encargo (a product ordered for the customer) is «encargo nº 7 (Funda)». */
export function jobName(kind: NoticeRecordKind, id: number, what: string, special = false): string {
  return `${special ? 'encargo' : KIND_NAMES[kind]} nº ${id}${what.trim() ? ` (${what.trim()})` : ''}`;
}

export const aggregateOf = (ref: NoticeRecordRef) =>
  ref.kind === 'repair' ? repairAggregate(ref.id) : ref.kind === 'revision' ? revisionAggregate(ref.id) : orderAggregate(ref.id);

/** The live record (null when it is not there or was deleted). */
export async function noticeRecordOf(aggregates: AggregateStore, ref: NoticeRecordRef): Promise<NoticeRecord | null> {
  const aggregate = aggregateOf(ref);
  const { state } = await aggregates.load(aggregate.streamId, aggregate.decider as never, aggregate.catalogue as never);
  const record = state as { exists: boolean; deleted?: boolean } & Partial<NoticeMemory> & Record<string, unknown>;
  if (!record.exists || record.deleted) return null;
  const what = ref.kind === 'order' ? String(record['name'] ?? '') : [record['device'], record['model']].filter(Boolean).join(' ');
  return {
    aggregate,
    clientId: record['clientId'] as number,
    tracking: (record['tracking'] as string | null) ?? null,
    noticesSent: record.noticesSent ?? [],
    noticeOutboxIds: record.noticeOutboxIds ?? [],
    noticeFailures: record.noticeFailures ?? [],
    job: jobName(ref.kind, ref.id, what, ref.kind === 'order' && Boolean(record['specialOrder'])),
    regarding: `${ref.kind}:${ref.id}`,
  };
}
