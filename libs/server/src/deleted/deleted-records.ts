import { Inject, Injectable } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import type { Decider, EventCatalogue } from '@taller/domain';
import { streamName, type EventStore, type RecordedEvent } from '@taller/event-store';
import { ActivityRow } from '../activity/activity-row.entity.js';
import { clientAggregate } from '../clients/client.stream.js';
import { ClientRow, fullName } from '../clients/client-row.entity.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { orderAggregate } from '../orders/order.stream.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { repairAggregate } from '../repairs/repair.stream.js';
import { revisionAggregate } from '../revisions/revision.stream.js';
import { roleLabels, type Actor } from '../shared/actor.js';

/** The records a deletion can end, with the back-office resource that shows each. */
export const DELETED_KINDS = ['repair', 'revision', 'order', 'client'] as const;
export type DeletedKind = (typeof DELETED_KINDS)[number];

type AnyAggregate = {
  decider: Decider<never, { type: string; data: unknown }, unknown>;
  catalogue: EventCatalogue<{ type: string; data: unknown }>;
};

/** What a record was, read from its last state: its title and, for work, its client. */
interface Summary {
  title: string;
  clientId: number | null;
}

interface KindOf {
  resource: string;
  deletedType: string;
  aggregate: (id: number) => AnyAggregate;
  summary: (state: Record<string, unknown>) => Summary;
}

const deviceTitle = (state: Record<string, unknown>) => [state.device, state.model].filter(Boolean).join(' ');
const workClient = (state: Record<string, unknown>) => (typeof state.clientId === 'number' ? state.clientId : null);

const KINDS: Record<DeletedKind, KindOf> = {
  repair: {
    resource: 'repairs',
    deletedType: 'RepairDeleted',
    aggregate: repairAggregate as unknown as KindOf['aggregate'],
    summary: (state) => ({ title: deviceTitle(state), clientId: workClient(state) }),
  },
  revision: {
    resource: 'revisions',
    deletedType: 'RevisionDeleted',
    aggregate: revisionAggregate as unknown as KindOf['aggregate'],
    summary: (state) => ({ title: deviceTitle(state), clientId: workClient(state) }),
  },
  order: {
    resource: 'orders',
    deletedType: 'OrderDeleted',
    aggregate: orderAggregate as unknown as KindOf['aggregate'],
    summary: (state) => ({ title: String(state.name ?? ''), clientId: workClient(state) }),
  },
  client: {
    resource: 'clients',
    deletedType: 'ClientDeleted',
    aggregate: clientAggregate as unknown as KindOf['aggregate'],
    summary: (state) => ({ title: fullName({ name: String(state.name ?? ''), lastName: String(state.lastName ?? '') }), clientId: null }),
  },
};

/** A deleted record as the 'Eliminadas' list and its detail show it. */
export interface DeletedRecordJson {
  /** The record's stream (`repair-12`): one id across every kind. */
  id: string;
  kind: DeletedKind;
  /** The back-office resource whose history route tells its story. */
  resource: string;
  recordId: number;
  title: string;
  clientId: number | null;
  clientName: string | null;
  registeredAt: string;
  deletedAt: string;
  deletedBy: { name: string; role: string; roleLabel: string };
  source: string;
  /** The stream's last revision: the history's version. */
  version: number;
}

/** `repair-12` → the kind and number, or null for anything else. */
export function parseDeletedId(id: string): { kind: DeletedKind; recordId: number } | null {
  const match = /^(repair|revision|order|client)-([1-9]\d{0,14})$/.exec(id);
  return match ? { kind: match[1] as DeletedKind, recordId: Number(match[2]) } : null;
}

/**
 * Deleted records are found where deletion left them: the audit trail (every event, by type)
 * says which and when, and each record's own stream says what it held. A deletion stays a
 * tombstone: nothing here writes, and nothing is kept twice.
 */
@Injectable()
export class DeletedRecords {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async page(filter: { kinds: readonly DeletedKind[]; recordId?: number }, order: 'ASC' | 'DESC', range: { offset: number; limit: number } | null) {
    const where = {
      type: { $in: filter.kinds.map((kind) => KINDS[kind].deletedType) },
      ...(filter.recordId !== undefined ? { streamId: { $in: filter.kinds.map((kind) => streamName(kind, filter.recordId!)) } } : {}),
    };
    const [rows, total] = await this.orm.em.fork().findAndCount(ActivityRow, where, {
      orderBy: { position: order },
      ...(range ? { offset: range.offset, limit: range.limit } : {}),
    });
    const records = await Promise.all(rows.map((row) => this.describe(row.streamId)));
    return { rows: records.filter((record): record is DeletedRecordJson => record !== null), total };
  }

  /** One deleted record, or null if it does not exist or was not deleted. */
  async describe(id: string): Promise<DeletedRecordJson | null> {
    const parsed = parseDeletedId(id);
    if (!parsed) return null;
    const kind = KINDS[parsed.kind];
    const aggregate = kind.aggregate(parsed.recordId);
    const recorded = await this.store.readStream(streamName(parsed.kind, parsed.recordId));
    const deletion = recorded.findLast((event) => event.type === kind.deletedType);
    if (!deletion) return null;
    const state = fold(aggregate, recorded) as Record<string, unknown>;
    const { title, clientId } = kind.summary(state);
    const actor = deletion.metadata.actor;
    return {
      id: streamName(parsed.kind, parsed.recordId),
      kind: parsed.kind,
      resource: kind.resource,
      recordId: parsed.recordId,
      title,
      clientId,
      clientName: clientId === null ? null : await this.clientName(clientId),
      registeredAt: recorded[0]!.metadata.occurredAt,
      deletedAt: deletion.metadata.occurredAt,
      deletedBy: { name: actor.name, role: actor.role, roleLabel: roleLabels[actor.role as Actor['role']] ?? actor.role },
      source: deletion.metadata.source,
      version: recorded.at(-1)!.revision,
    };
  }

  /** The client's name now, or as it was when deleted (a client with no work left may be). */
  private async clientName(clientId: number): Promise<string> {
    const row = await this.orm.em.fork().findOne(ClientRow, clientId);
    if (row) return fullName(row);
    const aggregate = clientAggregate(clientId) as unknown as AnyAggregate;
    const state = fold(aggregate, await this.store.readStream(streamName('client', clientId))) as Record<string, unknown>;
    return fullName({ name: String(state.name ?? ''), lastName: String(state.lastName ?? '') });
  }
}

function fold(aggregate: AnyAggregate, recorded: readonly RecordedEvent[]): unknown {
  return recorded.reduce((state, stored) => aggregate.decider.evolve(state, aggregate.catalogue.parse(stored)), aggregate.decider.initialState);
}
