import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { RepairDetail } from './types';

/** The repair's task endpoints for the counter: a domain action is its own call, never a PUT of a field. */
const repairUrl = (id: Identifier, action: string) => `/api/repairs/${encodeURIComponent(String(id))}/${action}`;

/** `POST /api/repairs/:id/notify`: completes it if needed and records today as the day the customer was told. */
export async function notifyRepairCompletion(id: Identifier): Promise<RepairDetail> {
  const { json } = await httpClient(repairUrl(id, 'notify'), { method: 'POST' });
  return json as RepairDetail;
}

/**
 * `POST /api/repairs/:id/collect`: only a completed repair; starts the warranty and shreds the
 * unlock code. With money still due the server refuses (409, in Spanish) unless `leaveOwed`
 * says staff let it stay owed, which it records with who allowed it.
 */
export async function collectRepair(id: Identifier, { leaveOwed = false }: { leaveOwed?: boolean } = {}): Promise<RepairDetail> {
  const { json } = await httpClient(repairUrl(id, 'collect'), { method: 'POST', ...(leaveOwed ? { body: JSON.stringify({ leaveOwed: true }) } : {}) });
  return json as RepairDetail;
}
