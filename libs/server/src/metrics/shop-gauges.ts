import { Inject, Injectable } from '@nestjs/common';
import { SqliteEventStore } from '@taller/event-store';
import { Counter, Gauge, Registry } from 'prom-client';
import type { TallerConfig } from '../config/config.js';
import { ENGINES, TALLER_CONFIG } from '../event-sourcing/tokens.js';
import { probeDisk, probeOutbox } from '../operations/probes.js';
import type { Engines } from '../persistence/engines.js';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { Projector } from '../projections/projector.js';
import { collectProcessMetrics, processRegistry } from './instruments.js';

/**
 * The series read at scrape time, from the same probes `taller doctor` uses: where each
 * projection stands, the outbox's backlog, free disk, SQLite's busy waits. Nothing is counted
 * on the way of a request for them; a scrape costs a few small queries.
 */
@Injectable()
export class ShopGauges {
  private readonly registry = new Registry();
  /** The process's series and these; made on the first scrape (so is Node's own sampling). */
  private merged: Registry | undefined;

  private readonly head = this.gauge('taller_event_store_head_position', 'Posición del último evento del registro');
  private readonly position = this.gauge('taller_projection_position', 'Último evento del registro que cada vista ha aplicado', ['projection']);
  private readonly lag = this.gauge('taller_projection_lag_events', 'Eventos del registro que cada vista no ha aplicado aún', ['projection']);
  private readonly stopped = this.gauge('taller_projection_stopped', '1 mientras la vista está detenida en un evento que no puede aplicar', ['projection']);
  private readonly outboxPending = this.gauge('taller_outbox_pending_messages', 'Mensajes (correo, SMS, WhatsApp) por enviar');
  private readonly outboxRetrying = this.gauge('taller_outbox_retrying_messages', 'Mensajes por enviar que ya fallaron alguna vez y se reintentarán');
  private readonly outboxGivenUp = this.gauge('taller_outbox_failed_messages', 'Mensajes que fallaron todos sus intentos y ya no se reintentan');
  private readonly outboxOldest = this.gauge('taller_outbox_oldest_pending_age_seconds', 'Antigüedad del mensaje por enviar más antiguo (0 sin pendientes)');
  private readonly diskFree = this.gauge('taller_data_dir_free_bytes', 'Espacio libre en el disco de DATA_DIR');
  private readonly busyWaits = new Counter({
    name: 'taller_sqlite_busy_waits_total',
    help: 'Veces que el registro de eventos SQLite encontró la base bloqueada por otro escritor y esperó para reintentar',
    registers: [this.registry],
  });

  constructor(
    private readonly projector: Projector,
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    @Inject(ENGINES) private readonly engines: Engines,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
  ) {}

  private gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = []): Gauge<L> {
    return new Gauge<L>({ name, help, labelNames, registers: [this.registry] });
  }

  /** Reads the probes, then renders every series (the process's and these) in the text format. */
  async scrape(now = Date.now()): Promise<{ contentType: string; text: string }> {
    const [{ head, projections }, outbox, disk] = await Promise.all([
      this.projector.status(),
      probeOutbox(this.orm.em),
      probeDisk(this.config.dataDir).catch(() => undefined),
    ]);
    this.head.set(head);
    for (const gauge of [this.position, this.lag, this.stopped]) gauge.reset();
    for (const p of projections) {
      this.position.set({ projection: p.name }, p.position);
      this.lag.set({ projection: p.name }, p.lag);
      this.stopped.set({ projection: p.name }, p.fault ? 1 : 0);
    }
    this.outboxPending.set(outbox.pending);
    this.outboxRetrying.set(outbox.retrying);
    this.outboxGivenUp.set(outbox.givenUp);
    this.outboxOldest.set(outbox.oldestPendingAt ? Math.max(0, (now - outbox.oldestPendingAt.getTime()) / 1000) : 0);
    if (disk) this.diskFree.set(disk.freeBytes);
    const store = this.engines.store;
    if (store instanceof SqliteEventStore) {
      this.busyWaits.reset();
      this.busyWaits.inc(store.busyWaits);
    }
    if (this.merged === undefined) {
      collectProcessMetrics();
      this.merged = Registry.merge([processRegistry, this.registry]);
    }
    return { contentType: this.merged.contentType, text: await this.merged.metrics() };
  }
}
