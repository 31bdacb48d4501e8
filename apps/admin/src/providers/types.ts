import type { RepairPaymentMethod, RepairPriceType, RepairStatus } from '@taller/domain';

/** A repair as the API answers it. */
export interface Repair {
  id: number;
  version: number;
  clientId: number;
  clientName: string;
  device: string;
  model: string;
  contactNumber: string;
  description: string;
  motive: string;
  status: RepairStatus;
  priceCents: number | null;
  priceType: RepairPriceType;
  paymentMethod: RepairPaymentMethod;
  isPaid: boolean;
  internalNotes: string;
  /** `YYYY-MM-DD`, a Madrid calendar day. */
  entryDate: string;
  createdAt: string;
  updatedAt: string;
}

export interface Client {
  id: number;
  version: number;
  name: string;
  lastName: string;
  phone: string;
  email: string;
  fullName: string;
  /** Their personal data was destroyed (RGPD): named 'Cliente eliminado (RGPD)' everywhere. */
  forgotten?: boolean;
  createdAt: string;
}

export type StaffRole = 'administrador' | 'gerente';

export interface SignedInUser {
  id: number;
  name: string;
  email: string;
  role: StaffRole | 'customer';
  roleLabel: string;
}

/** One line of "what changed" in an event of the history. */
export interface HistoryChange {
  field: string;
  label: string;
  from?: unknown;
  to?: unknown;
}

/** One event of a record's history, as `GET /api/<resource>/:id/history` answers it. */
export interface HistoryEvent {
  position: number | string;
  revision: number | string;
  type: string;
  label: string;
  data: Record<string, unknown>;
  changes: HistoryChange[];
  actor: { id: number | string | null; name: string; role: string; roleLabel: string } | null;
  source: 'api' | 'cli' | 'system';
  occurredAt: string;
}
