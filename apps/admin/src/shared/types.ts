/** An image attached to a repair or a revision, as the API answers it (`images` of the record, `/api/uploads`). */
export interface RecordImage {
  id: string;
  /** `/api/uploads/:id/file`, behind the staff session. */
  imageUrl: string;
  filename: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/** The records that keep an unlock code: repairs and revisions. */
export type UnlockCodeOwner = 'repair' | 'revision';

/** The records that take images, as `POST /api/uploads` names them. */
export type ImageOwner = UnlockCodeOwner | 'product';

/** A refused upload's body: the Spanish message plus the spec's machine-readable code. */
export interface UploadRefusal {
  message?: string;
  error?: string;
  max_mb?: number;
}

/** What the unlock code's reveal needs of a record: the JSON shows a mask, never the code. */
export interface UnlockCodeHolder {
  id: number;
  version: number;
  /** `••••` when a code is kept. */
  unlockCode: string | null;
  hasUnlockCode: boolean;
}
