import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { orderMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';
import { RecordArrival } from './record-arrival.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { orderJsonSchema } from '../../order.json.js';

@Controller('orders')
export class RecordArrivalController {
  constructor(
    private readonly commands: Commands,
    private readonly orders: OrderReads,
  ) {}

  /** 'Ha llegado' → the order, now ready (the customer is told); 409 when it is not an open encargo or already arrived. */
  @ApiRoute({ summary: 'Ha llegado la mercancía de un encargo', answer: orderJsonSchema.describe('El pedido, ya listo (se avisa al cliente)') })
  @Post(':id/arrival')
  @HttpCode(200)
  async arrive(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    await this.commands.run(new RecordArrival(id, context));
    return this.orders.require(id);
  }
}
