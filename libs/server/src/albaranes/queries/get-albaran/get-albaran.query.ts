import { Query } from '@nestjs/cqrs';
import type { Albaran, AlbaranType } from '@taller/domain';

/** The service sheet of one repair or revision; null when the record is missing or deleted. */
export class GetAlbaran extends Query<Albaran | null> {
  constructor(
    readonly type: AlbaranType,
    readonly id: number,
  ) {
    super();
  }
}
