import { Query } from '@nestjs/cqrs';
import type { ImageJson } from '../../image.json.js';

/** The images of one record, oldest first; null when the record is unknown or deleted. */
export class ListImages extends Query<ImageJson[] | null> {
  constructor(
    readonly targetType: string,
    readonly recordId: number,
  ) {
    super();
  }
}
