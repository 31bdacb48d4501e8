import type { RevisionMotive, RevisionStatus } from '@taller/domain';
import type { Repair } from '../providers/types';
import type { RecordImage } from '../shared/types';

/** A revision as the API answers it (list rows lack `images`). */
export interface Revision {
  id: number;
  version: number;
  clientId: number;
  clientName: string;
  device: string;
  model: string;
  contactNumber: string;
  motive: RevisionMotive;
  motiveLabel: string;
  description: string;
  internalNotes: string;
  /** The day it is booked for, `YYYY-MM-DD` (Madrid). */
  date: string;
  status: RevisionStatus;
  statusLabel: string;
  archivedAt: string | null;
  /** The repair it became, once converted. */
  convertedToRepairId: number | null;
  /** A mask (`••••`) when a code is kept, never the code itself. */
  unlockCode: string | null;
  hasUnlockCode: boolean;
  createdAt: string;
  updatedAt: string;
  images?: RecordImage[];
}

/** `POST /api/revisions/:id/convert`: the revision, marked converted, and the repair it became. */
export interface ConversionAnswer {
  revision: Revision;
  repairId: number;
  /** Null only if that repair was deleted since. */
  repair: Repair | null;
}
