import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { findRowById } from '../../../projections/sql-context.js';
import { ClientRow } from '../../client-row.entity.js';
import { clientJson } from '../../client.json.js';
import { GetClient } from './get-client.query.js';

@QueryHandler(GetClient)
export class GetClientHandler implements IQueryHandler<GetClient> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: ReadModels) {}

  async execute({ clientId }: GetClient) {
    const row = await findRowById(this.orm, ClientRow, clientId);
    return row ? clientJson(row) : null;
  }
}
