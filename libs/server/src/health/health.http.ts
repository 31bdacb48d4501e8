import { Controller, Get, Header, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.guard.js';
import { Projector } from '../projections/projector.js';

/**
 * What a monitor or a load balancer asks: 200 `ok` while every read model follows the log,
 * 503 `degraded` while one is stopped on an event it cannot apply, naming it, where it
 * stopped, how far behind the log it is and the error. The rest of the server still works.
 */
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly projector: Projector) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async health(@Res({ passthrough: true }) reply: FastifyReply) {
    const { head, projections } = await this.projector.status();
    const stopped = projections.filter((p) => p.fault);
    const waiting = projections.filter((p) => p.waitingFor);
    if (stopped.length > 0) void reply.status(503);
    return {
      status: stopped.length > 0 ? 'degraded' : 'ok',
      ...(stopped.length > 0
        ? {
            message: `Vistas detenidas: ${stopped
              .map((p) => `«${p.name}» en el evento ${p.fault!.position} (${p.lag} eventos por detrás del registro)`)
              .join('; ')}.${waiting.length > 0 ? ` En espera de ellas: ${waiting.map((p) => `«${p.name}»`).join(', ')}.` : ''} Las demás funcionan; los cambios se guardan.`,
          }
        : {}),
      projectedPosition: this.projector.position,
      head,
      projecting: this.projector.isLeader,
      projections,
    };
  }
}
