import { Controller, Get, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Public } from '../../auth/auth.guard.js';
import type { TallerConfig } from '../../config/config.js';
import { TALLER_CONFIG } from '../../event-sourcing/tokens.js';
import { StaffAccounts } from '../staff-accounts.js';
import { ApiRoute } from '../../http/openapi/api-route.js';

/** The README's way to run the command line, and the container's. */
export const FIRST_ACCOUNT_COMMAND = 'npm run taller -- cuentas crear --correo <correo> --nombre "<nombre>" --rol administrador';
export const FIRST_ACCOUNT_DOCKER_COMMAND =
  'docker compose exec app node apps/cli/dist/main.js cuentas crear --correo <correo> --nombre "<nombre>" --rol administrador';

/**
 * A shop outside demo mode starts with no staff account, and only the command line can create
 * the first (nobody could sign in to do it). While no Administrador is active the server says
 * so at start and the manager login page shows the same command.
 */
@Injectable()
export class FirstAccountCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Taller');

  constructor(
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
    private readonly staff: StaffAccounts,
  ) {}

  async needsFirstAccount(): Promise<boolean> {
    return !this.config.demo && !(await this.staff.hasActiveAdministrator());
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!(await this.needsFirstAccount())) return;
    this.logger.warn(
      `No hay ninguna cuenta de Administrador activa: nadie puede entrar en la gestión. Crea la primera con: ${FIRST_ACCOUNT_COMMAND} ` +
        `(con Docker: ${FIRST_ACCOUNT_DOCKER_COMMAND})`,
    );
  }
}

@Public()
@Controller('auth')
export class FirstAccountController {
  constructor(private readonly check: FirstAccountCheck) {}

  /** `{needsFirstAccount, command, dockerCommand}`: what /acceso-gerencia shows while the shop has no Administrador. */
  @ApiRoute({ summary: '¿Falta el primer Administrador?', answer: '`{needsFirstAccount: false}`, o fuera del modo demo sin Administrador activo `{needsFirstAccount: true, command, dockerCommand}`' })
  @Get('setup')
  async setup() {
    const needsFirstAccount = await this.check.needsFirstAccount();
    return needsFirstAccount
      ? { needsFirstAccount, command: FIRST_ACCOUNT_COMMAND, dockerCommand: FIRST_ACCOUNT_DOCKER_COMMAND }
      : { needsFirstAccount };
  }
}
