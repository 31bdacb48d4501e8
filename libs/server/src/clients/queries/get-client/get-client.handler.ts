import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { ClientRow } from '../../client-row.entity.js';
import { clientJson } from '../../client.json.js';
import { GetClient } from './get-client.query.js';

@QueryHandler(GetClient)
export class GetClientHandler implements IQueryHandler<GetClient> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ clientId }: GetClient) {
    const row = await this.orm.em.fork().findOne(ClientRow, clientId);
    return row ? clientJson(row) : null;
  }
}
