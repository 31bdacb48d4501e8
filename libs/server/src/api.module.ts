import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { AuthGuard } from './auth/auth.guard.js';
import { AuthController } from './auth/auth.http.js';
import { RegisterClientController } from './clients/commands/register-client/register-client.http.js';
import { GetClientController } from './clients/queries/get-client/get-client.http.js';
import { ListClientsController } from './clients/queries/list-clients/list-clients.http.js';
import type { TallerConfig } from './config/config.js';
import { TallerCoreModule } from './core.module.js';
import { HealthController } from './health/health.http.js';
import { ChangeRepairStatusController } from './repairs/commands/change-repair-status/change-repair-status.http.js';
import { CorrectRepairDetailsController } from './repairs/commands/correct-repair-details/correct-repair-details.http.js';
import { DeleteRepairController } from './repairs/commands/delete-repair/delete-repair.http.js';
import { RegisterRepairController } from './repairs/commands/register-repair/register-repair.http.js';
import { GetRepairController } from './repairs/queries/get-repair/get-repair.http.js';
import { ListRepairsController } from './repairs/queries/list-repairs/list-repairs.http.js';
import { RepairHistoryController } from './repairs/queries/repair-history/repair-history.http.js';

const NEST_STARTUP_CONTEXTS = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** The HTTP API: the core's use cases behind routes, a deny-by-default guard and pino logs. */
@Module({})
export class TallerApiModule {
  static register(config: TallerConfig): DynamicModule {
    return {
      module: TallerApiModule,
      imports: [
        TallerCoreModule.register(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            transport: process.stdout.isTTY ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.password',
                '*.passwordHash',
                '*.token',
                '*.unlockCode',
              ],
              censor: '[oculto]',
            },
            autoLogging: { ignore: (request) => request.url === '/api/health' },
            hooks: {
              // Nest's start-up chatter (every module and route) only when debugging.
              logMethod(args, method, level) {
                const context = (args[0] as { context?: string } | undefined)?.context;
                if (level !== 30 || !NEST_STARTUP_CONTEXTS.has(context ?? '') || this.isLevelEnabled('debug')) {
                  method.apply(this, args);
                }
              },
            },
          },
          forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
        }),
      ],
      controllers: [
        HealthController,
        AuthController,
        ListClientsController,
        GetClientController,
        RegisterClientController,
        ListRepairsController,
        RepairHistoryController,
        GetRepairController,
        RegisterRepairController,
        CorrectRepairDetailsController,
        ChangeRepairStatusController,
        DeleteRepairController,
      ],
      providers: [{ provide: APP_GUARD, useClass: AuthGuard }],
    };
  }
}
