import { Injectable, NotFoundException } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { orderMessages } from '@taller/domain';
import { GetOrder } from './queries/get-order/get-order.query.js';
import type { OrderJson } from './order.json.js';

/** The order as the read model holds it, or the spec's 404. */
@Injectable()
export class OrderReads {
  constructor(private readonly queries: QueryBus) {}

  async require(orderId: number): Promise<OrderJson> {
    const order = await this.queries.execute(new GetOrder(orderId));
    if (!order) throw new NotFoundException({ message: orderMessages.notFound });
    return order;
  }
}
