import { Query } from '@nestjs/cqrs';
import type { Statistics } from '../../statistics-reads.js';
import type { StatisticsRange } from '../../statistics-range.js';
import type { RevenuePeriod } from '../../revenue-reads.js';

/**
 * The owner's numbers for a range of Madrid days (the Administrador's: the controller checks the
 * role); revenue per `period`, or per the range's default (revenue-reads.ts) when none is asked.
 */
export class GetStatistics extends Query<Statistics> {
  constructor(
    readonly range: StatisticsRange,
    readonly period?: RevenuePeriod,
  ) {
    super();
  }
}
