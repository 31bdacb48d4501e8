import type { ClientStatus, OrderStatus, RepairStatus, RevisionStatus } from '@taller/domain';
import type { Client } from '../providers/types';

/** How many of one kind of work, how many still open, and the latest five (spec §9). */
export interface WorkSummary<Item> {
  total: number;
  pending: number;
  latest: Item[];
}

export interface ClientRepairItem {
  id: number;
  status: RepairStatus;
  device: string;
  model: string;
  description: string;
  priceCents: number | null;
  createdAt: string;
}

export interface ClientRevisionItem {
  id: number;
  status: RevisionStatus;
  device: string;
  model: string;
  description: string;
  /** The day it is booked for, `YYYY-MM-DD`. */
  date: string;
  convertedToRepairId: number | null;
  createdAt: string;
}

export interface ClientOrderItem {
  id: number;
  status: OrderStatus;
  name: string;
  description: string;
  totalCents: number;
  createdAt: string;
}

/** `GET /api/clients/:id`: the client with the detail screen's summary of its work. */
export interface ClientDetail extends Client {
  company: string;
  status: ClientStatus;
  /** `YYYY-MM-DD`. */
  registrationDate: string;
  updatedAt: string;
  work: {
    repairs: WorkSummary<ClientRepairItem>;
    revisions: WorkSummary<ClientRevisionItem>;
    orders: WorkSummary<ClientOrderItem>;
    /** What the client has paid for: paid repairs and paid orders, in cents. */
    revenueCents: number;
  };
}

/** The two contact fields the detail edits in place, one at a time (spec §2, §5). */
export type ContactField = 'email' | 'phone';
