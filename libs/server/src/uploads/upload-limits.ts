/** The spec's limit (§9): one file of at most 10 MB. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/**
 * What @fastify/multipart (busboy) lets through: one file up to the limit, and the two small
 * fields `type` and `id` with room to spare. Anything more is refused while it arrives.
 */
export const MULTIPART_LIMITS = {
  files: 1,
  fileSize: MAX_UPLOAD_BYTES,
  fields: 10,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 50,
} as const;
