import { Controller, Delete, Param } from '@nestjs/common';
import { orderMessages } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';
import { DeleteOrder } from './delete-order.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { orderJsonSchema } from '../../order.json.js';

@Controller('orders')
export class DeleteOrderController {
  constructor(
    private readonly commands: Commands,
    private readonly orders: OrderReads,
  ) {}

  /** Answers the order as it was (ra-data-simple-rest's delete); its history stays. */
  @ApiRoute({ summary: 'Eliminar un pedido', answer: orderJsonSchema.describe('El pedido tal como era; su historial queda') })
  @Delete(':id')
  async delete(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number, @Ctx() context: CommandContext) {
    const order = await this.orders.require(id);
    await this.commands.run(new DeleteOrder(id, context));
    return order;
  }
}
