import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { orderMessages, depositMethodForm, orderFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';
import { RecordDeposit } from './record-deposit.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { orderJsonSchema } from '../../order.json.js';

@Controller('orders')
export class RecordDepositController {
  constructor(
    private readonly commands: Commands,
    private readonly orders: OrderReads,
  ) {}

  /** 'Registrar señal': `{ method }` (cash, credit_card, debit_card) → the order; 409 when there is no deposit to pay. */
  @ApiRoute({ summary: 'Registrar la señal de un encargo', body: depositMethodForm, answer: orderJsonSchema.describe('El pedido con su señal'), labels: orderFieldLabels })
  @Post(':id/deposit')
  @HttpCode(200)
  async record(@Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { method } = objectBody(body);
    await this.commands.run(new RecordDeposit(id, method, context));
    return this.orders.require(id);
  }
}
