import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import type { RepairStatus } from '@taller/domain';
import { deleteEach } from './deleteEach';
import { httpClient } from './httpClient';
import type { HistoryEvent, Repair } from './types';

const API_URL = '/api';

const restProvider = simpleRestProvider(API_URL, httpClient);

/**
 * The ra-data-simple-rest protocol, unmodified, plus the API's task endpoints: a domain
 * action is its own call, never a PUT of a field. A bulk delete is the same DELETEs, but
 * every record's outcome is kept (see `deleteEach`).
 */
export const dataProvider = {
  ...restProvider,

  deleteMany: deleteEach(restProvider.delete),

  /** `POST /api/repairs/:id/status` answers the updated repair. */
  async changeRepairStatus(id: Identifier, status: RepairStatus): Promise<Repair> {
    const { json } = await httpClient(`${API_URL}/repairs/${encodeURIComponent(String(id))}/status`, {
      method: 'POST',
      body: JSON.stringify({ status }),
    });
    return json as Repair;
  },

  /** The events of one record, oldest first, as the API keeps them. */
  async getHistory(resource: string, id: Identifier): Promise<HistoryEvent[]> {
    const { json } = await httpClient(
      `${API_URL}/${encodeURIComponent(resource)}/${encodeURIComponent(String(id))}/history`,
    );
    return Array.isArray(json) ? (json as HistoryEvent[]) : [];
  },
} satisfies DataProvider;

export type TallerDataProvider = typeof dataProvider;
