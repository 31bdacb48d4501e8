/** An image format the shop accepts: the extension its file gets and the type it is served as. */
export interface ImageType {
  ext: 'jpg' | 'png' | 'webp' | 'gif';
  mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
}

/** The spec's four formats (§5: JPG, PNG, WEBP, GIF), keyed by what file-type detects. */
const ACCEPTED: Record<string, ImageType> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  // An animated PNG is a PNG: every browser shows it as one.
  apng: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  gif: { ext: 'gif', mime: 'image/gif' },
};

/** How much of the start of a file file-type needs to tell these formats apart. */
export const SNIFF_BYTES = 4100;

/**
 * The image format of a file judged by its first bytes (magic numbers), never by its name or
 * the type the browser declared; `undefined` for anything else.
 */
export async function detectImageType(head: Uint8Array): Promise<ImageType | undefined> {
  // Loaded with the first upload, not with every start (README, "Starting the server").
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  return detected ? ACCEPTED[detected.ext] : undefined;
}
