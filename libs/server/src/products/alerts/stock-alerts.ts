import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/core';
import { NotFoundException } from '@nestjs/common';
import { clientEmail, emailKey, formatEuros, productMessages, RuleBroken, validate } from '@taller/domain';
import { z } from 'zod';
import { Outbox } from '../../mail/outbox.js';
import { MIKRO_ORM } from '../../persistence/orm.js';
import { PROJECTION_RUNTIME, type ProjectionRuntime } from '../../projections/projector.js';
import { signature } from '../../repairs/notices/repair-notice-mail.js';
import { addressOf, AttemptCounters, counterKey } from '../../shared/attempt-counters.js';
import { TooManyAttempts } from '../../shared/too-many-attempts.js';
import { ShopSettings } from '../../shop/shop-settings.js';
import { ProductRow } from '../product-row.entity.js';
import { StockAlert } from './stock-alert.entity.js';

export const stockAlertMessages = {
  saved: (email: string) => `Te avisaremos a ${email} en cuanto vuelva a haber unidades.`,
  inStock: 'Ya hay unidades de este producto: puedes reservarlo ahora.',
  throttled: 'Has pedido muchos avisos seguidos. Espera un poco.',
} as const;

/** Alerts an address may ask for in an hour. */
const ALERTS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/** The alerts are looked at this often (and at start). */
export const STOCK_ALERT_SWEEP_MS = 60 * 1000;

export const alertForm = z.object({ email: clientEmail });

/**
 * 'Agotado: te avisamos' kept as a promise: a customer leaves an e-mail on a sold-out product's
 * page, and when it has free units again (a delivery received, a reservation given back) the
 * shop writes to them once, through the outbox, and forgets the address.
 */
@Injectable()
export class StockAlerts {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly counters: AttemptCounters,
    private readonly outbox: Outbox,
    private readonly shop: ShopSettings,
  ) {}

  async ask(productId: number, body: unknown, address: string, now = new Date()): Promise<{ message: string }> {
    const { email } = validate(alertForm, body);
    const em = this.orm.em.fork();
    const product = await em.findOne(ProductRow, { id: productId, active: true });
    if (!product) throw new NotFoundException({ message: productMessages.notFound });
    if (product.available > 0) throw new RuleBroken(stockAlertMessages.inStock);
    const wait = await this.counters.attempt([{ key: counterKey('stock-alerts', addressOf(address)), max: ALERTS_PER_HOUR, windowMs: HOUR_MS }], now.getTime());
    if (wait > 0) throw new TooManyAttempts(stockAlertMessages.throttled, wait);
    // Asked twice: one alert, the same answer.
    await em.upsert(StockAlert, { productId, email, emailKey: emailKey(email), createdAt: now }, { onConflictFields: ['productId', 'emailKey'], onConflictAction: 'ignore' });
    return { message: stockAlertMessages.saved(email) };
  }

  /** Writes to everyone waiting for a product that has free units again; answers how many were told. */
  async run(now = new Date()): Promise<number> {
    const em = this.orm.em.fork();
    const waiting = await em.find(StockAlert, {}, { orderBy: { id: 'ASC' } });
    if (waiting.length === 0) return 0;
    const products = new Map((await em.find(ProductRow, { id: { $in: [...new Set(waiting.map((alert) => alert.productId))] } })).map((row) => [row.id, row]));
    const { identity } = await this.shop.current();
    let told = 0;
    for (const alert of waiting) {
      const product = products.get(alert.productId);
      // A product withdrawn from sale tells nobody, and its alerts go.
      if (product && product.active && product.available <= 0) continue;
      await em.transactional(async (tx) => {
        if (product?.active) {
          this.outbox.add(tx, {
            to: alert.email,
            subject: `Ya tenemos «${product.name}»`,
            text: [
              'Hola:',
              '',
              `Nos pediste que te avisáramos: vuelve a haber unidades de «${product.name}» (${formatEuros(product.priceCents)}, IVA incluido).`,
              'Puedes reservarlo en la web o pasar por la tienda. No te guardamos ninguna hasta que lo reserves.',
              ...signature(identity),
            ].join('\n'),
            regarding: `stock-alert:${alert.productId}`,
          }, now);
          told++;
        }
        await tx.nativeDelete(StockAlert, { id: alert.id });
      });
    }
    if (told > 0) this.outbox.wake();
    return told;
  }
}

/** The API looks at the alerts every minute, on the instance that projects. */
@Injectable()
export class StockAlertCourier implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Avisos de existencias');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly alerts: StockAlerts,
    @Inject(PROJECTION_RUNTIME) private readonly runtime: ProjectionRuntime,
  ) {}

  onApplicationBootstrap(): void {
    this.runNow();
    this.timer = setInterval(() => this.runNow(), STOCK_ALERT_SWEEP_MS);
    this.timer.unref();
  }

  runNow(): Promise<unknown> {
    this.running ??= (async () => {
      if (this.stopped || !(await this.runtime.leadership.isLeader())) return;
      const told = await this.alerts.run();
      if (told > 0) this.logger.log(`Avisados de que vuelve a haber existencias: ${told}`);
    })()
      .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudieron dar los avisos de existencias; se reintentará'))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}

