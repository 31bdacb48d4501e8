import { Controller, Get, Param } from '@nestjs/common';
import { madridDay } from '@taller/domain';
import { Ctx } from '../../../auth/auth.guard.js';
import type { CommandContext } from '../../../shared/actor.js';
import { CashDays, cashDayJsonSchema } from './cash-days.js';
import { ApiRoute } from '../../../http/openapi/api-route.js';

@Controller('cash/days')
export class CashDayController {
  constructor(private readonly days: CashDays) {}

  /** A day's cash (`today` for today's): movements, totals per method, and its close and corrections. */
  @ApiRoute({ summary: 'La caja de un día (`today` para hoy)', answer: cashDayJsonSchema.describe('Movimientos, totales por forma de pago, y su cierre y correcciones') })
  @Get(':day')
  async day(@Param('day') day: string, @Ctx() context: CommandContext) {
    return this.days.of(day === 'today' ? madridDay(context.now) : day, context.now);
  }
}
