import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { ConversionAnswer, Revision, RevisionImage } from './types';

/**
 * The revision's task endpoints (a domain action is its own call, never a PUT of a field) and
 * its images, through the back-office's one HTTP client: same origin, session cookie, time-out,
 * Spanish messages for failures without a server message.
 */
const API_URL = '/api';

const revisionUrl = (id: Identifier, action?: string) =>
  `${API_URL}/revisions/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

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

/** `GET /api/revisions/:id/unlock-code`: the code in clear, only on this explicit request. */
export async function revealUnlockCode(id: Identifier): Promise<string> {
  const { json } = await httpClient(revisionUrl(id, 'unlock-code'), { cache: 'no-store' });
  return String((json as { unlockCode: string }).unlockCode);
}

/** `POST /api/uploads` (multipart `type`, `id`, `file`): answers the image (201). */
export async function uploadImage(type: 'repair' | 'revision', id: Identifier, file: File): Promise<RevisionImage> {
  const body = new FormData();
  body.append('type', type);
  body.append('id', String(id));
  body.append('file', file, file.name);
  const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
  return json as RevisionImage;
}

/** `DELETE /api/uploads/:id`: answers the image as it was. */
export async function deleteImage(imageId: string): Promise<RevisionImage> {
  const { json } = await httpClient(`${API_URL}/uploads/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
  return json as RevisionImage;
}
