import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { findRowById } from '../../../projections/sql-context.js';
import { RevisionRow } from '../../revision-row.entity.js';
import { revisionJson } from '../../revision.json.js';
import { GetRevision } from './get-revision.query.js';

@QueryHandler(GetRevision)
export class GetRevisionHandler implements IQueryHandler<GetRevision> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: ReadModels) {}

  async execute({ revisionId }: GetRevision) {
    const row = await findRowById(this.orm, RevisionRow, revisionId);
    return row ? revisionJson(row) : null;
  }
}
