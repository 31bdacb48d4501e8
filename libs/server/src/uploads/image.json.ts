import type { UploadedImage } from './uploaded-image.entity.js';

/** Where the image's bytes are served, behind the staff session like all of /api. */
export const imageUrlOf = (id: string) => `/api/uploads/${id}/file`;

/** An image as the API answers it. */
export function imageJson(image: UploadedImage) {
  return {
    id: image.id,
    imageUrl: imageUrlOf(image.id),
    filename: image.originalName,
    contentType: image.contentType,
    size: image.size,
    createdAt: image.createdAt.toISOString(),
  };
}
export type ImageJson = ReturnType<typeof imageJson>;
