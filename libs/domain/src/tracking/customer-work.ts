import type { TrackedKind, TrackingView } from './tracking-view.js';

/**
 * 'Mis pedidos y reparaciones': the work of the client records a customer account is linked
 * to, one line per repair, revision or order. A line holds no more than the record's tracking
 * page shows (no prices, notes or unlock codes): the number, what it is, where it stands, its
 * day, and the way to its page.
 */
export interface CustomerWorkItem {
  kind: TrackedKind;
  /** As printed: `R-000123`, `V-000045`, `P-000012`. */
  number: string;
  /** The device and model, or the item ordered. */
  item: string;
  /** Where it stands, in the tracking page's words. */
  statusLabel: string;
  /** The record's day (`YYYY-MM-DD`): a repair's entry, a revision's appointment, an order's day. */
  date: string;
  /** `/seguimiento/<token>`, or null when the record has no live link (the shop can make one). */
  trackingPath: string | null;
}

export interface CustomerWork {
  /** Whether the account's e-mail is verified: before that, nothing is listed. */
  verified: boolean;
  items: CustomerWorkItem[];
}

/** The most lines listed: the newest (a person's account, not a company's archive). */
export const CUSTOMER_WORK_LIMIT = 100;

/** One line, from the record's tracking view. */
export function customerWorkItem(view: TrackingView, date: string, trackingPath: string | null): CustomerWorkItem {
  return { kind: view.kind, number: view.number, item: view.item, statusLabel: view.status.label, date, trackingPath };
}
