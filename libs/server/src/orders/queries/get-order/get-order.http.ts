import { Controller, Get, Param } from '@nestjs/common';
import { orderMessages } from '@taller/domain';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';

@Controller('orders')
export class GetOrderController {
  constructor(private readonly orders: OrderReads) {}

  @Get(':id')
  get(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number) {
    return this.orders.require(id);
  }
}
