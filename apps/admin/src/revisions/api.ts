import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { ConversionAnswer, Revision } from './types';

/**
 * The revision's task endpoints (a domain action is its own call, never a PUT of a field),
 * through the back-office's one HTTP client: same origin, session cookie, time-out, Spanish
 * messages for failures without a server message. Images and the unlock code: shared/api.
 */
const API_URL = '/api';

const revisionUrl = (id: Identifier, action: string) => `${API_URL}/revisions/${encodeURIComponent(String(id))}/${action}`;

/** `POST /api/revisions/:id/archive`: archived today; an archived one is refused (409). */
export async function archiveRevision(id: Identifier): Promise<Revision> {
  const { json } = await httpClient(revisionUrl(id, 'archive'), { method: 'POST' });
  return json as Revision;
}

/** `POST /api/revisions/:id/unarchive`: back to pending, the archive date cleared. */
export async function unarchiveRevision(id: Identifier): Promise<Revision> {
  const { json } = await httpClient(revisionUrl(id, 'unarchive'), { method: 'POST' });
  return json as Revision;
}

/** `POST /api/revisions/:id/convert`: one decision; asking again answers the same repair. */
export async function convertRevision(id: Identifier): Promise<ConversionAnswer> {
  const { json } = await httpClient(revisionUrl(id, 'convert'), { method: 'POST' });
  return json as ConversionAnswer;
}
