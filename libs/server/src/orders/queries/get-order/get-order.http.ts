import { Controller, Get, Param } from '@nestjs/common';
import { orderMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('orders')
export class GetOrderController {
  constructor(private readonly orders: OrderReads) {}

  @ApiRoute({ summary: 'Un pedido', answer: 'El pedido con `summary` (base, IVA, total), `specialOrder` y `reservation`' })
  @Get(':id')
  get(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number) {
    return this.orders.require(id);
  }
}
