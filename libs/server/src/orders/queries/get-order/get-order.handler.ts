import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MIKRO_ORM, type ReadModels } from '../../../persistence/orm.js';
import { findRowById } from '../../../projections/sql-context.js';
import { OrderRow } from '../../order-row.entity.js';
import { orderJson } from '../../order.json.js';
import { GetOrder } from './get-order.query.js';

@QueryHandler(GetOrder)
export class GetOrderHandler implements IQueryHandler<GetOrder> {
  constructor(@Inject(MIKRO_ORM) private readonly orm: ReadModels) {}

  async execute({ orderId }: GetOrder) {
    const row = await findRowById(this.orm, OrderRow, orderId);
    return row ? orderJson(row) : null;
  }
}
