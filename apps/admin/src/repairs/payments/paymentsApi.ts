import type { Balance, PaymentMethod } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../../providers/httpClient';

export type MovementKind = 'payment' | 'refund';

/** The records that take payments at the counter: a repair and an order, each with its own `/payments` and `/refunds`. */
export type PaidRecordKind = 'repair' | 'order';

/** What the 'Cobros' section and its dialogs need of a repair or an order, as the API answers it. */
export interface PaidRecord {
  id: number;
  version: number;
  balance: Balance;
}

const RECORD_PATHS: Record<PaidRecordKind, string> = { repair: 'repairs', order: 'orders' };

/** What 'Registrar cobro' and 'Registrar devolución' send; `requestId` is drawn once per opening of the dialog. */
export interface MovementForm {
  amountCents: number;
  method: PaymentMethod;
  note: string;
  requestId: string;
}

/** A row of the shop's ledger (`GET /api/payments`), as a record's 'Cobros' lists it. */
export interface PaymentRow {
  id: number;
  kind: 'repair' | 'order';
  recordId: number;
  direction: 'in' | 'out';
  amountCents: number;
  method: string;
  day: string;
  at: string;
  byName: string;
  note: string;
}

const PATHS: Record<MovementKind, string> = { payment: 'payments', refund: 'refunds' };

/**
 * `POST /api/repairs/:id/payments` (or `/refunds`; `/api/orders/…` for an order): the record with
 * its new balance; 409 with the server's Spanish when it is more than is due (or was paid), 400
 * with the field otherwise.
 */
export async function recordMovement<Record extends PaidRecord>(recordKind: PaidRecordKind, id: Identifier, kind: MovementKind, form: MovementForm): Promise<Record> {
  const { json } = await httpClient(`/api/${RECORD_PATHS[recordKind]}/${encodeURIComponent(String(id))}/${PATHS[kind]}`, {
    method: 'POST',
    body: JSON.stringify(form),
  });
  return json as Record;
}
