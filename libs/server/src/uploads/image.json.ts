import { z } from 'zod';
import type { UploadedImage } from './uploaded-image.entity.js';

/** Where the image's bytes are served, behind the staff session like all of /api. */
export const imageUrlOf = (id: string) => `/api/uploads/${id}/file`;

/** An image as the API answers it (the API description shows this schema; imageJson is held to it). */
export const imageJsonSchema = z
  .object({
    id: z.string(),
    imageUrl: z.string().describe('Dónde se sirve: /api/uploads/<id>/file'),
    filename: z.string().describe('El nombre del archivo subido'),
    contentType: z.string().describe('Su tipo: image/jpeg, image/png, image/webp o image/gif'),
    size: z.number().int().describe('Bytes'),
    createdAt: z.string().describe('Instante ISO 8601 (UTC)'),
  })
  .describe('Una imagen adjunta');
export type ImageJson = z.infer<typeof imageJsonSchema>;

/** An image as the API answers it. */
export function imageJson(image: UploadedImage): ImageJson {
  return {
    id: image.id,
    imageUrl: imageUrlOf(image.id),
    filename: image.originalName,
    contentType: image.contentType,
    size: image.size,
    createdAt: image.createdAt.toISOString(),
  };
}
