import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Outbox, OUTBOX_POLL_MS } from './outbox.js';

/**
 * The API process delivers the outbox: what is pending at start, each new e-mail as soon as
 * it is stored, and every minute what has come due again after a failure.
 */
@Injectable()
export class OutboxCourier implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly outbox: Outbox) {}

  onApplicationBootstrap(): void {
    this.outbox.startCourier();
    void this.outbox.deliverPending();
    this.timer = setInterval(() => void this.outbox.deliverPending(), OUTBOX_POLL_MS);
    this.timer.unref();
  }

  /** Before the database closes (the core's shutdown hook). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.outbox.stopCourier();
  }
}
