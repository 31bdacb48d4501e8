import { BadRequestException, Body, Controller, Param, Put } from '@nestjs/common';
import { orderMessages, orderEditSchema, orderFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { OrderReads } from '../../order-reads.js';
import { CorrectOrderDetails } from './correct-order-details.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { orderJsonSchema } from '../../order.json.js';

export const MISSING_ORDER_VERSION = 'Falta la versión del pedido que se editaba';

@Controller('orders')
export class CorrectOrderDetailsController {
  constructor(
    private readonly commands: Commands,
    private readonly orders: OrderReads,
  ) {}

  /** The whole edit form, with the `version` the screen showed: a stale one is refused (409). */
  @ApiRoute({ summary: 'Corregir un pedido', body: orderEditSchema, description: 'El formulario entero con la `version` que mostró la pantalla (si ha cambiado, 409).', answer: orderJsonSchema, labels: orderFieldLabels })
  @Put(':id')
  async correct(
    @Param('id', new ParseIdPipe(orderMessages.invalidId)) id: number,
    @Body() body: unknown,
    @Ctx() context: CommandContext,
  ) {
    const form = objectBody(body);
    if (!Number.isSafeInteger(form.version)) {
      throw new BadRequestException({ message: MISSING_ORDER_VERSION, errors: { version: MISSING_ORDER_VERSION } });
    }
    // An order that is not there is a 404, not a conflict with the version sent.
    await this.orders.require(id);
    await this.commands.run(new CorrectOrderDetails(id, form, form.version as number, context));
    return this.orders.require(id);
  }
}
