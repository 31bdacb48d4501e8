import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StatisticsReads } from '../../statistics-reads.js';
import { GetStatistics } from './get-statistics.query.js';

@QueryHandler(GetStatistics)
export class GetStatisticsHandler implements IQueryHandler<GetStatistics> {
  constructor(private readonly reads: StatisticsReads) {}

  execute({ range, period }: GetStatistics) {
    return this.reads.figures(range, period);
  }
}
