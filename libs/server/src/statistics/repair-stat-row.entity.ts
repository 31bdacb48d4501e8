import { EntitySchema } from '@mikro-orm/core';
import { SORT_KEY_LENGTH } from '../shared/sort-key.js';

/**
 * A repair as the owner's numbers count it ('Estadísticas'): its days (intake, completion,
 * quote, abandonment), how long it took, and its device, model and fault as texts and as keys
 * that group them without regard to case or accents. One narrow row per repair, indexed by each
 * day a figure is filtered by, so a figure is a GROUP BY over an index range, never a replay.
 */
export class RepairStatRow {
  /** The repair's id. */
  id!: number;
  /** The Madrid day it was taken in (the repair's `entryDate`). */
  intakeDay!: string;
  device!: string;
  /** `spanishSortKey(device)`: 'Móvil', 'movil' and 'MÓVIL ' are one device type. */
  deviceKey!: string;
  model!: string;
  modelKey!: string;
  /** The problem as the customer described it (`description`), cut to FAULT_TEXT_LENGTH. */
  fault!: string;
  /** `faultKeyOf(description)`: lower case, no accents, punctuation and spaces as one space. */
  faultKey!: string;
  status!: string;
  /** The Madrid day it last became completed; null while it is not (a completed repair later abandoned keeps it). */
  completedDay!: string | null;
  /** Whole days from intake to that completion (0: the same day). */
  turnaroundDays!: number | null;
  /** The day the customer was told it is ready (storage counts from it), as the repair list keeps it. */
  noticeDay!: string | null;
  collected!: boolean;
  /** Global position of its first event: the shop's terms it was taken in under. */
  takenInPosition!: number;
  /** Its latest quote: the day it was issued and whether it was answered (`pending`, `accepted`, `rejected`). */
  quoteIssuedDay!: string | null;
  quoteState!: string | null;
  /** The Madrid day it was marked abandoned. */
  abandonedDay!: string | null;
}

/** How much of a description a fault keeps for its label and key. */
export const FAULT_TEXT_LENGTH = 120;

export const RepairStatRowSchema = new EntitySchema<RepairStatRow>({
  class: RepairStatRow,
  tableName: 'repair_stat_rows',
  // Covering: each figure's GROUP BY reads its index alone, never the rows (100,000 lookups on a whole range).
  indexes: [
    { properties: ['intakeDay', 'deviceKey', 'modelKey', 'device', 'model'] },
    { properties: ['intakeDay', 'faultKey', 'fault'] },
    { properties: ['completedDay', 'deviceKey', 'turnaroundDays', 'device'] },
    { properties: ['quoteIssuedDay', 'quoteState'] },
    { properties: ['abandonedDay'] },
    { properties: ['status', 'collected', 'noticeDay', 'takenInPosition'] },
    { properties: ['faultKey'] },
  ],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: false },
    intakeDay: { type: 'string', length: 10 },
    device: { type: 'string', length: 100 },
    deviceKey: { type: 'string', length: SORT_KEY_LENGTH },
    model: { type: 'string', length: 100 },
    modelKey: { type: 'string', length: SORT_KEY_LENGTH },
    fault: { type: 'string', length: FAULT_TEXT_LENGTH },
    faultKey: { type: 'string', length: FAULT_TEXT_LENGTH },
    status: { type: 'string', length: 20 },
    completedDay: { type: 'string', length: 10, nullable: true },
    turnaroundDays: { type: 'integer', nullable: true },
    noticeDay: { type: 'string', length: 10, nullable: true },
    collected: { type: 'boolean' },
    takenInPosition: { type: 'integer' },
    quoteIssuedDay: { type: 'string', length: 10, nullable: true },
    quoteState: { type: 'string', length: 10, nullable: true },
    abandonedDay: { type: 'string', length: 10, nullable: true },
  },
});
