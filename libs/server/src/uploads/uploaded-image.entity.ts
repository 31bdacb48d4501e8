import { EntitySchema } from '@mikro-orm/core';

/**
 * An image file kept under DATA_DIR/uploads, and the record it belongs to. A plain table, not
 * event-sourced: the record's stream says that an image was attached or removed; this row says
 * where its bytes are.
 */
export class UploadedImage {
  /** A random UUID, also the event's `imageId` and the stored file's name. */
  id!: string;
  /** The kind of record: 'repair' (later 'revision'). */
  targetType!: string;
  targetId!: number;
  /** `<id>.<ext>`, the extension from the detected content: never the uploader's name. */
  storedName!: string;
  /** The name on the uploader's computer, cleaned, shown to people only. */
  originalName!: string;
  contentType!: string;
  size!: number;
  createdAt!: Date;
  /** The account that uploaded it; null from the command line or the system. */
  uploadedBy!: number | null;
}

export const UploadedImageSchema = new EntitySchema<UploadedImage>({
  class: UploadedImage,
  tableName: 'uploaded_images',
  indexes: [{ properties: ['targetType', 'targetId'] }],
  properties: {
    id: { type: 'string', length: 36, primary: true },
    targetType: { type: 'string', length: 20 },
    targetId: { type: 'integer' },
    storedName: { type: 'string', length: 60 },
    originalName: { type: 'string', length: 255 },
    contentType: { type: 'string', length: 40 },
    size: { type: 'integer' },
    createdAt: { type: 'datetime' },
    uploadedBy: { type: 'integer', nullable: true },
  },
});
