import type { Albaran as AlbaranSheet, AlbaranType } from '@taller/domain';
import { httpClient } from '../providers/httpClient';
import type { TrackingLink } from '../tracking/api';

/** The sheet, and the customer's tracking link for their copy's QR (null when the record has none). */
export type Albaran = AlbaranSheet & { tracking: TrackingLink | null };

/** `GET /api/albaranes/:type/:id`: the sheet as the API builds it (the unlock code never in it). */
export async function fetchAlbaran(type: string, id: string, signal?: AbortSignal): Promise<Albaran | null> {
  const { json } = await httpClient(`/api/albaranes/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, {
    signal,
    cache: 'no-store',
  });
  return json && typeof json === 'object' && 'number' in json ? (json as Albaran) : null;
}

export type { AlbaranType };
