import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { OrderRow } from '../../order-row.entity.js';
import { orderJson } from '../../order.json.js';
import { GetOrder } from './get-order.query.js';

@QueryHandler(GetOrder)
export class GetOrderHandler implements IQueryHandler<GetOrder> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  async execute({ orderId }: GetOrder) {
    const row = await this.orm.em.fork().findOne(OrderRow, orderId);
    return row ? orderJson(row) : null;
  }
}
