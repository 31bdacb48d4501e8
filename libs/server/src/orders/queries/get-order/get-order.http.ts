import { Controller, Get, Param } from '@nestjs/common';
import { orderMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { orderJsonSchema } from '../../order.json.js';

@Controller('orders')
export class GetOrderController {
  constructor(private readonly orders: OrderReads) {}

  @ApiRoute({ summary: 'Un pedido', answer: orderJsonSchema })
  @Get(':id')
  get(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number) {
    return this.orders.require(id);
  }
}
