import { Query } from '@nestjs/cqrs';
import type { HistoryEntry } from '../../../shared/history.js';

/** Every event of one product, oldest first: its details and every unit in and out, with who and when. */
export class ProductHistory extends Query<HistoryEntry[] | null> {
  constructor(readonly productId: number) {
    super();
  }
}
