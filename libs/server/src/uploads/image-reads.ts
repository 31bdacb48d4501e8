import type { MikroORM } from '@mikro-orm/core';
import { imageJson, type ImageJson } from './image.json.js';
import { UploadedImage } from './uploaded-image.entity.js';

/** The images of one record, oldest first (also the repair detail's `images`). */
export async function imagesOf(orm: MikroORM, targetType: string, recordId: number): Promise<ImageJson[]> {
  const rows = await orm.em.fork().find(
    UploadedImage,
    { targetType, targetId: recordId },
    { orderBy: { createdAt: 'ASC', id: 'ASC' } },
  );
  return rows.map(imageJson);
}
