import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { orderMessages, movementForm, orderFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { movementRequestOf } from '../../../payments/movement-request.js';
import { OrderReads } from '../../order-reads.js';
import { RecordOrderMovement } from './record-order-movement.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { orderJsonSchema } from '../../order.json.js';

@Controller('orders')
export class RecordOrderMovementController {
  constructor(
    private readonly commands: Commands,
    private readonly orders: OrderReads,
  ) {}

  /**
   * 'Registrar cobro': `{ amountCents, method, note?, requestId? }` → the order with its
   * balance; 409 when it is more than what is due, or nothing is.
   */
  @ApiRoute({ summary: 'Registrar un cobro de un pedido', body: movementForm, description: 'Con `requestId` opcional: la misma petición repetida no cobra dos veces.', answer: orderJsonSchema.describe('El pedido con su saldo'), labels: orderFieldLabels })
  @Post(':id/payments')
  @HttpCode(200)
  async pay(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    await this.commands.run(new RecordOrderMovement(id, 'payment', form, movementId, context));
    return this.orders.require(id);
  }

  /** 'Registrar devolución': the same form, the note being its reason; never more than was taken at the counter. */
  @ApiRoute({ summary: 'Registrar una devolución de dinero de un pedido', body: movementForm, description: 'La nota es su motivo; con `requestId` opcional.', answer: orderJsonSchema.describe('El pedido con su saldo'), labels: orderFieldLabels })
  @Post(':id/refunds')
  @HttpCode(200)
  async refund(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    await this.commands.run(new RecordOrderMovement(id, 'refund', form, movementId, context));
    return this.orders.require(id);
  }
}
