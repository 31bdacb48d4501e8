import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Ctx, Roles } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { Commands } from '../../../shared/commands.js';
import { objectBody } from '../../../shared/http-body.js';
import { CashDays, cashDayJsonSchema } from '../../queries/cash-day/cash-days.js';
import { CloseCashDay } from './close-cash-day.command.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';
import { cashCountForm, cashCloseFieldLabels } from '@taller/domain';

@Controller('cash/days')
export class CloseCashDayController {
  constructor(
    private readonly commands: Commands,
    private readonly days: CashDays,
  ) {}

  /** 'Cerrar caja': `{ countedCashCents, floatCents?, note? }` → the day; 409 when it is already closed. */
  @ApiRoute({ summary: 'Cerrar caja de un día', body: cashCountForm, answer: cashDayJsonSchema.describe('El día con su cierre'), labels: cashCloseFieldLabels })
  @Post(':day/close')
  @HttpCode(200)
  async close(@Param('day') day: string, @Body() body: unknown, @Ctx() context: CommandContext) {
    await this.commands.run(new CloseCashDay(day, objectBody(body), false, context));
    return this.days.of(day, context.now);
  }

  /** 'Corregir cierre' (the Administrador): a new count with its reason (`note`); the close stays as it was. */
  @ApiRoute({ summary: 'Corregir el cierre de caja de un día (nuevo recuento con su motivo en `note`)', body: cashCountForm, answer: cashDayJsonSchema.describe('El día con sus correcciones'), labels: cashCloseFieldLabels })
  @Post(':day/corrections')
  @Roles('administrador')
  @HttpCode(200)
  async correct(@Param('day') day: string, @Body() body: unknown, @Ctx() context: CommandContext) {
    await this.commands.run(new CloseCashDay(day, objectBody(body), true, context));
    return this.days.of(day, context.now);
  }
}
