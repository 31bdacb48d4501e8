import { Inject, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { MikroORM } from '@mikro-orm/core';
import type { EventStore } from '@taller/event-store';
import { ActivityRowSchema } from './activity/activity-row.entity.js';
import { ActivityProjection } from './activity/activity.projection.js';
import { AccountSchema, SessionSchema } from './auth/account.entity.js';
import { AuthService } from './auth/auth.service.js';
import { ClientReads } from './clients/client-reads.js';
import { ClientRowSchema } from './clients/client-row.entity.js';
import { ClientListProjection } from './clients/client-list.projection.js';
import { RegisterClientHandler } from './clients/commands/register-client/register-client.handler.js';
import { GetClientHandler } from './clients/queries/get-client/get-client.handler.js';
import { ListClientsHandler } from './clients/queries/list-clients/list-clients.handler.js';
import type { TallerConfig } from './config/config.js';
import { AggregateStore } from './event-sourcing/aggregate-store.js';
import { ENGINES, EVENT_STORE, TALLER_CONFIG } from './event-sourcing/tokens.js';
import { MIKRO_ORM } from './persistence/orm.js';
import { openEngines, type Engines } from './persistence/engines.js';
import { ProjectionCheckpointSchema } from './projections/checkpoint.entity.js';
import { PROJECTIONS } from './projections/projection.js';
import { Projector, PROJECTION_RUNTIME, type ProjectionRuntime } from './projections/projector.js';
import { ChangeRepairStatusHandler } from './repairs/commands/change-repair-status/change-repair-status.handler.js';
import { CorrectRepairDetailsHandler } from './repairs/commands/correct-repair-details/correct-repair-details.handler.js';
import { DeleteRepairHandler } from './repairs/commands/delete-repair/delete-repair.handler.js';
import { RegisterRepairHandler } from './repairs/commands/register-repair/register-repair.handler.js';
import { GetRepairHandler } from './repairs/queries/get-repair/get-repair.handler.js';
import { ListRepairsHandler } from './repairs/queries/list-repairs/list-repairs.handler.js';
import { RepairHistoryHandler } from './repairs/queries/repair-history/repair-history.handler.js';
import { RepairReads } from './repairs/repair-reads.js';
import { RepairRowSchema } from './repairs/repair-row.entity.js';
import { RepairListProjection } from './repairs/repair-list.projection.js';
import { Commands } from './shared/commands.js';

export const ENTITIES = [
  ProjectionCheckpointSchema,
  ActivityRowSchema,
  ClientRowSchema,
  RepairRowSchema,
  AccountSchema,
  SessionSchema,
];

const handlers = [
  RegisterClientHandler,
  GetClientHandler,
  ListClientsHandler,
  RegisterRepairHandler,
  CorrectRepairDetailsHandler,
  ChangeRepairStatusHandler,
  DeleteRepairHandler,
  GetRepairHandler,
  ListRepairsHandler,
  RepairHistoryHandler,
];

/** Starts following the log once everything is wired; closes the stores last. */
class Lifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(Projector) private readonly projector: Projector,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.projector.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.projector.onApplicationShutdown();
    await this.store.close();
    await this.orm.close();
  }
}

/**
 * The shop's use cases without any transport: the API and the CLI both import it and
 * dispatch the same commands and queries.
 */
@Module({})
export class TallerCoreModule {
  static register(config: TallerConfig): DynamicModule {
    return {
      module: TallerCoreModule,
      global: true,
      imports: [CqrsModule.forRoot()],
      providers: [
        { provide: TALLER_CONFIG, useValue: config },
        { provide: ENGINES, useFactory: () => openEngines(config, ENTITIES) },
        { provide: EVENT_STORE, useFactory: (engines: Engines) => engines.store, inject: [ENGINES] },
        { provide: MIKRO_ORM, useFactory: (engines: Engines) => engines.orm, inject: [ENGINES] },
        {
          provide: PROJECTION_RUNTIME,
          useFactory: (engines: Engines): ProjectionRuntime => ({
            leadership: engines.leadership,
            lockSql: engines.projectionLockSql,
          }),
          inject: [ENGINES],
        },
        ClientListProjection,
        RepairListProjection,
        ActivityProjection,
        {
          provide: PROJECTIONS,
          // Order matters within a batch: client rows first, repair rows read them.
          useFactory: (...projections: unknown[]) => projections,
          inject: [ClientListProjection, RepairListProjection, ActivityProjection],
        },
        Projector,
        AggregateStore,
        Commands,
        AuthService,
        RepairReads,
        ClientReads,
        Lifecycle,
        ...handlers,
      ],
      exports: [TALLER_CONFIG, ENGINES, EVENT_STORE, MIKRO_ORM, Projector, Commands, AuthService, RepairReads, ClientReads, CqrsModule],
    };
  }
}
