import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { DomainError, OPEN_ORDER_STATUSES } from '@taller/domain';
import { MIKRO_ORM } from '../persistence/orm.js';
import { OrderRow } from '../orders/order-row.entity.js';
import { PROJECTION_RUNTIME, type ProjectionRuntime } from '../projections/projector.js';
import { commandContext, SYSTEM_ACTOR, type CommandContext } from '../shared/actor.js';
import { Commands } from '../shared/commands.js';
import { ExpireReservation } from './commands/expire-reservation/expire-reservation.command.js';

/** The sweep looks for reservations past their day this often. */
export const RESERVATION_SWEEP_MS = 60 * 1000;

/**
 * Unpaid reservations whose days are over, not collected nor cancelled, are cancelled by the
 * system and their units go back on sale. Each is decided on its own stream, so one paid or
 * collected a moment ago is left alone. `taller reservations expire` runs it by hand.
 */
@Injectable()
export class ReservationSweep {
  private readonly logger = new Logger('Reservas');

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly commands: Commands,
  ) {}

  async run(context: CommandContext = commandContext(SYSTEM_ACTOR, 'system')): Promise<number[]> {
    const due = await this.orm.em.fork().find(
      OrderRow,
      { holdUntil: { $ne: null, $lte: context.now }, status: { $in: [...OPEN_ORDER_STATUSES] }, isPaid: false },
      { fields: ['id'], orderBy: { holdUntil: 'ASC' } },
    );
    const expired: number[] = [];
    for (const { id } of due) {
      try {
        await this.commands.run(new ExpireReservation(id, { ...context, correlationId: `${context.correlationId}:${id}` }));
        expired.push(id);
      } catch (error) {
        // Paid or collected meanwhile: the decider says so, and it stays.
        if (!(error instanceof DomainError)) this.logger.warn({ err: error, orderId: id }, 'No se pudo dar por caducada una reserva; se reintentará');
      }
    }
    return expired;
  }
}

/** The API runs the sweep every minute, on the instance that projects (one sweep at a time). */
@Injectable()
export class ReservationExpiry implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Reservas');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly sweep: ReservationSweep,
    @Inject(PROJECTION_RUNTIME) private readonly runtime: ProjectionRuntime,
  ) {}

  onApplicationBootstrap(): void {
    this.sweepNow();
    this.timer = setInterval(() => this.sweepNow(), RESERVATION_SWEEP_MS);
    this.timer.unref();
  }

  sweepNow(): Promise<unknown> {
    this.sweeping ??= (async () => {
      if (this.stopped || !(await this.runtime.leadership.isLeader())) return;
      const expired = await this.sweep.run();
      if (expired.length > 0) this.logger.log({ expired }, `Reservas caducadas: ${expired.length}`);
    })()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudieron revisar las reservas caducadas; se reintentará'))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.sweeping;
  }
}
