import type { Identifier } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { ImageOwner, RecordImage, UnlockCodeOwner } from './types';

/**
 * The calls every record with images and an unlock code shares (repairs, revisions), through
 * the back-office's one HTTP client: same origin, session cookie, time-out, Spanish messages.
 */
const API_URL = '/api';

const RESOURCE_OF: Record<UnlockCodeOwner, string> = { repair: 'repairs', revision: 'revisions' };

/**
 * `GET /api/{repairs|revisions}/:id/unlock-code`: the code in clear, only on this explicit
 * request and never cached. 404 when there is none, 410 once it was shredded.
 */
export async function revealUnlockCode(owner: UnlockCodeOwner, id: Identifier): Promise<string> {
  const url = `${API_URL}/${RESOURCE_OF[owner]}/${encodeURIComponent(String(id))}/unlock-code`;
  const { json } = await httpClient(url, { cache: 'no-store' });
  return String((json as { unlockCode: string }).unlockCode);
}

/** `POST /api/uploads` (multipart `type`, `id`, `file`): answers the image (201). */
export async function uploadImage(owner: ImageOwner, id: Identifier, file: File): Promise<RecordImage> {
  const body = new FormData();
  body.append('type', owner);
  body.append('id', String(id));
  body.append('file', file, file.name);
  const { json } = await httpClient(`${API_URL}/uploads`, { method: 'POST', body });
  return json as RecordImage;
}

/** `DELETE /api/uploads/:id`: answers the image as it was. */
export async function deleteImage(imageId: string): Promise<RecordImage> {
  const { json } = await httpClient(`${API_URL}/uploads/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
  return json as RecordImage;
}
