import type { RecordedEvent } from '@taller/event-store';
import type { EntityClass, ProjectionContext } from './projection-context.js';

/**
 * A read model fed from the global log. `apply` runs inside the transaction that also moves
 * the projection's checkpoint, so each event has its effect exactly once.
 */
export interface Projection {
  name: string;
  /** Raise it when `apply` changes: the read model is rebuilt from the log at start-up. */
  version: number;
  /** Entities whose rows belong to this projection (emptied before a rebuild). */
  owns: readonly EntityClass[];
  /** Its rows are only ever created, never read back or changed (an audit trail). */
  appendOnly?: boolean;
  apply(event: RecordedEvent, rows: ProjectionContext): Promise<void>;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
