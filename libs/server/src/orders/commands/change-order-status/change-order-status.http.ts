import { BadRequestException, Body, Controller, HttpCode, Param, Patch } from '@nestjs/common';
import { orderMessages, depositDecisionForm, orderStatusSchema, orderFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';
import { ChangeOrderStatus } from './change-order-status.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { z } from 'zod';
import { orderJsonSchema } from '../../order.json.js';

const LEAVE_OWED_INVALID = 'Indica si queda a deber (sí o no)';

@Controller('orders')
export class ChangeOrderStatusController {
  constructor(
    private readonly commands: Commands,
    private readonly orders: OrderReads,
  ) {}

  /**
   * `{ status }`, and optionally the `version` the screen showed (a stale one answers 409).
   * Cancelling an encargo whose deposit was paid also needs `deposit`: `refund` or `retain`.
   * Delivering with money still due answers 409 unless `leaveOwed: true` (it stays owed, with who allowed it).
   */
  @ApiRoute({ summary: 'Cambiar el estado de un pedido', body: z.object({ status: orderStatusSchema }).extend(depositDecisionForm.partial().shape), description: 'Con `version` opcional; `deposit` (refund o retain) al cancelar un encargo con señal pagada; `leaveOwed` para entregar con dinero pendiente.', answer: orderJsonSchema, labels: orderFieldLabels })
  @Patch(':id/status')
  @HttpCode(200)
  async change(
    @Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number,
    @Body() body: unknown,
    @Ctx() context: CommandContext,
  ) {
    const { status, version, deposit, leaveOwed = false } = objectBody(body);
    if (typeof leaveOwed !== 'boolean') throw new BadRequestException({ message: LEAVE_OWED_INVALID, errors: { leaveOwed: LEAVE_OWED_INVALID } });
    const expectedVersion = Number.isSafeInteger(version) ? (version as number) : undefined;
    // An order that is not there is a 404, not a conflict with the version sent.
    if (expectedVersion !== undefined) await this.orders.require(id);
    await this.commands.run(new ChangeOrderStatus(id, status, context, expectedVersion, deposit, leaveOwed));
    return this.orders.require(id);
  }
}
