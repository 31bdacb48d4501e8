import { Query } from '@nestjs/cqrs';

export interface HistoryChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
}

export interface HistoryEntry {
  position: number;
  revision: number;
  type: string;
  label: string;
  data: unknown;
  changes: HistoryChange[];
  actor: { id: number | null; name: string; role: string; roleLabel: string };
  source: string;
  occurredAt: string;
}

/** Every event of one repair, oldest first, with who, when and what changed. */
export class RepairHistory extends Query<HistoryEntry[] | null> {
  constructor(readonly repairId: number) {
    super();
  }
}
