import type { PaymentMethod } from '@taller/domain';
import type { Identifier } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import type { RepairDetail } from '../types';

export type MovementKind = 'payment' | 'refund';

/** What 'Registrar cobro' and 'Registrar devolución' send; `requestId` is drawn once per opening of the dialog. */
export interface MovementForm {
  amountCents: number;
  method: PaymentMethod;
  note: string;
  requestId: string;
}

/** A row of the shop's ledger (`GET /api/payments`), as the repair's 'Cobros' lists it. */
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
 * `POST /api/repairs/:id/payments` (or `/refunds`): the repair with its new balance; 409 with the
 * server's Spanish when it is more than is due (or was paid), 400 with the field otherwise.
 */
export async function recordRepairMovement(id: Identifier, kind: MovementKind, form: MovementForm): Promise<RepairDetail> {
  const { json } = await httpClient(`/api/repairs/${encodeURIComponent(String(id))}/${PATHS[kind]}`, {
    method: 'POST',
    body: JSON.stringify(form),
  });
  return json as RepairDetail;
}
