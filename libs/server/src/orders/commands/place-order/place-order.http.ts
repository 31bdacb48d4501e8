import { Body, Controller, Post } from '@nestjs/common';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { OrderReads } from '../../order-reads.js';
import { PlaceOrder } from './place-order.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { newOrderSchema, specialOrderFormSchema, orderFieldLabels } from '@taller/domain';
import { orderJsonSchema } from '../../order.json.js';

@Controller('orders')
export class PlaceOrderController {
  constructor(
    private readonly commands: Commands,
    private readonly orders: OrderReads,
  ) {}

  @ApiRoute({ summary: 'Registrar un pedido (o un encargo con `special: true`)', body: newOrderSchema.extend(specialOrderFormSchema.shape), answer: orderJsonSchema, labels: orderFieldLabels })
  @Post()
  async place(@Body() body: unknown, @Ctx() context: CommandContext) {
    const { id } = await this.commands.run(new PlaceOrder(objectBody(body), context));
    return this.orders.require(id);
  }
}
