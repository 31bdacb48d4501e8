import { Query } from '@nestjs/cqrs';
import type { Statistics } from '../../statistics-reads.js';
import type { StatisticsRange } from '../../statistics-range.js';

/** The owner's numbers for a range of Madrid days (the Administrador's: the controller checks the role). */
export class GetStatistics extends Query<Statistics> {
  constructor(readonly range: StatisticsRange) {
    super();
  }
}
