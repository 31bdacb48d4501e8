import { Query } from '@nestjs/cqrs';
import type { OrderJson } from '../../order.json.js';

export class GetOrder extends Query<OrderJson | null> {
  constructor(readonly orderId: number) {
    super();
  }
}
