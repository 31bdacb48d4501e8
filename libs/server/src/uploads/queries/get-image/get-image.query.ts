import { Query } from '@nestjs/cqrs';
import type { UploadedImage } from '../../uploaded-image.entity.js';

/** One image's row, or null. */
export class GetImage extends Query<UploadedImage | null> {
  constructor(readonly imageId: string) {
    super();
  }
}
