import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { TallerConfig } from '../../config/config.js';
import { TALLER_CONFIG } from '../../event-sourcing/tokens.js';
import { commandContext, SYSTEM_ACTOR } from '../../shared/actor.js';
import { AeatSender } from './aeat-sender.js';

/** How often the API process looks for records to send, when sending is on. */
const EVERY_MS = 2 * 60 * 1000;

/** The API process sends the pending records to the AEAT every two minutes (as `system`), with the certificate only. */
@Injectable()
export class AeatCourier implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('AEAT');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
    private readonly sender: AeatSender,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.aeat) return;
    this.timer = setInterval(() => void this.pass(), EVERY_MS);
    this.timer.unref();
  }

  beforeApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async pass(): Promise<void> {
    try {
      const outcome = await this.sender.sendPending(commandContext(SYSTEM_ACTOR, 'system'));
      if (outcome.failure) this.logger.warn(`Envío a la AEAT fallido: ${outcome.failure}`);
    } catch (error) {
      this.logger.debug({ err: error }, 'Envío a la AEAT aplazado');
    }
  }
}
