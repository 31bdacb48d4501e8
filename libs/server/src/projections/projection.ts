import type { RecordedEvent } from '@taller/event-store';
import type { EntityClass, Lookup, ProjectionContext } from './projection-context.js';

/**
 * A read model fed from the global log. `apply` runs inside the transaction that also moves
 * the projection's checkpoint, so each event has its effect exactly once. It is synchronous:
 * the rows it reads are declared (`lookups`) and loaded for the whole batch beforehand, so replaying a
 * long log costs no round trip and no promise per event.
 */
export interface Projection {
  /** Its identifier: the checkpoint's key, the JSON's `name`. */
  name: string;
  /** The read model as an operator reads it in `taller projections status`: 'Lista de reparaciones'. */
  label?: string;
  /** Raise it when `apply` changes: the read model is rebuilt from the log at start-up. */
  version: number;
  /** Entities whose rows belong to this projection (emptied before a rebuild). */
  owns: readonly EntityClass[];
  /** Its rows are only ever created, never read back or changed (an audit trail). */
  appendOnly?: boolean;
  /** The rows `apply` reads (rows it created itself need no asking). */
  lookups?: readonly Lookup[];
  apply(event: RecordedEvent, rows: ProjectionContext): void;
}

export const PROJECTIONS = Symbol('PROJECTIONS');
