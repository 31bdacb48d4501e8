import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Outbox, OUTBOX_POLL_MS } from './outbox.js';

/** Old receipts are looked for this often (and at start). */
const TIDY_EVERY_MS = 60 * 60 * 1000;

/**
 * The API process delivers the outbox: what is pending at start, each new e-mail as soon as
 * it is stored, and every minute what has come due again after a failure. It also tidies it
 * at start and every hour (`Outbox.tidy`).
 */
@Injectable()
export class OutboxCourier implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Outbox');
  private timer: NodeJS.Timeout | undefined;
  private tidyTimer: NodeJS.Timeout | undefined;
  private tidying: Promise<unknown> | undefined;

  constructor(private readonly outbox: Outbox) {}

  onApplicationBootstrap(): void {
    this.outbox.startCourier();
    void this.outbox.deliverPending();
    this.timer = setInterval(() => void this.outbox.deliverPending(), OUTBOX_POLL_MS);
    this.timer.unref();
    this.tidy();
    this.tidyTimer = setInterval(() => this.tidy(), TIDY_EVERY_MS);
    this.tidyTimer.unref();
  }

  /** Before the database closes (the core's shutdown hook). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    clearInterval(this.tidyTimer);
    await this.tidying;
    await this.outbox.stopCourier();
  }

  private tidy(): void {
    this.tidying ??= this.outbox
      .tidy()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudo ordenar la bandeja de salida; se reintentará'))
      .finally(() => (this.tidying = undefined));
  }
}
