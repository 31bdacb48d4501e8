import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { repairMessages, movementForm, repairFieldLabels } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { ParseIdPipe } from '../../../shared/id.pipe.js';
import { movementRequestOf } from '../../../payments/movement-request.js';
import { RepairReads } from '../../repair-reads.js';
import { RecordRepairMovement } from './record-repair-movement.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { repairJsonSchema } from '../../repair.json.js';

@Controller('repairs')
export class RecordRepairMovementController {
  constructor(
    private readonly commands: Commands,
    private readonly repairs: RepairReads,
  ) {}

  /**
   * 'Registrar cobro': `{ amountCents, method, note?, requestId? }` → the repair with its
   * balance; 409 when it is more than what is due, or nothing is.
   */
  @ApiRoute({ summary: 'Registrar un cobro de una reparación', body: movementForm, description: 'Con `requestId` opcional: la misma petición repetida no cobra dos veces.', answer: repairJsonSchema.describe('La reparación con su saldo'), labels: repairFieldLabels })
  @Post(':id/payments')
  @HttpCode(200)
  async pay(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    await this.commands.run(new RecordRepairMovement(id, 'payment', form, movementId, context));
    return this.repairs.require(id);
  }

  /** 'Registrar devolución': the same form, the note being its reason; never more than was paid. */
  @ApiRoute({ summary: 'Registrar una devolución de dinero de una reparación', body: movementForm, description: 'La nota es su motivo; con `requestId` opcional.', answer: repairJsonSchema.describe('La reparación con su saldo'), labels: repairFieldLabels })
  @Post(':id/refunds')
  @HttpCode(200)
  async refund(@Param('id', new ParseIdPipe(repairMessages.invalidId)) id: number, @Body() body: unknown, @Ctx() context: CommandContext) {
    const { form, movementId } = movementRequestOf(body);
    await this.commands.run(new RecordRepairMovement(id, 'refund', form, movementId, context));
    return this.repairs.require(id);
  }
}
