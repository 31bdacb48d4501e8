import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { RevisionRow } from '../../revision-row.entity.js';
import { revisionJson } from '../../revision.json.js';
import { GetRevision } from './get-revision.query.js';

@QueryHandler(GetRevision)
export class GetRevisionHandler implements IQueryHandler<GetRevision> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ revisionId }: GetRevision) {
    const row = await this.orm.em.fork().findOne(RevisionRow, revisionId);
    return row ? revisionJson(row) : null;
  }
}
