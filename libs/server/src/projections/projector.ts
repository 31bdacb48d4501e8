import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ReadModels } from '../persistence/orm.js';
import type { EventStore, RecordedEvent } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ProjectionCheckpoint, type ProjectionFault } from './checkpoint.entity.js';
import { EVERY_PROCESS_PROJECTS, type ProjectionLeadership } from './leadership.js';
import { PROJECTIONS, type Projection } from './projection.js';
import { MemoryContext } from './projection-context.js';
import { readModelTransaction, SqlContext } from './sql-context.js';
import { openRebuildWriter } from './rebuild-writer.js';

export type { ProjectionFault } from './checkpoint.entity.js';

/** How this process takes part in projecting (see Engines). */
export interface ProjectionRuntime {
  leadership: ProjectionLeadership;
  lockSql: string;
}
export const PROJECTION_RUNTIME = Symbol('PROJECTION_RUNTIME');
const SQLITE_RUNTIME: ProjectionRuntime = {
  leadership: EVERY_PROCESS_PROJECTS,
  lockSql: 'update projection_checkpoints set position = position',
};
/** How often a follower looks at the shared checkpoints and tries to become leader (ms). */
const FOLLOWER_TICK_MS = 200;

const BATCH = 500;
const CHECKPOINTS = 'projection_checkpoints';
/**
 * A rebuild's page of the log. Bigger pages than this kept more objects alive across V8's
 * young-generation collections, which then copied them: 5,000 took a third longer (measured).
 */
const REBUILD_BATCH = 1000;
/** How long a command's answer waits for the read models to show it. */
const READ_YOUR_WRITES_TIMEOUT_MS = 5000;
/** A stopped projection tries its event again after this long, doubling up to the maximum. */
const FAULT_RETRY_MS = 1000;
const FAULT_RETRY_MAX_MS = 10_000;
/** The longest `cachedStatus` keeps an answer when nothing this process sees has changed. */
const STATUS_CACHE_MS = 1000;

export interface RebuildProgress {
  done: number;
  total: number;
}

/** Where each projection stands: what `GET /api/health` and `taller projections status` show. */
export interface ProjectionStatus {
  name: string;
  version: number;
  /** The last event of the log it has applied. */
  position: number;
  /** Events of the log it has not applied yet. */
  lag: number;
  /** Set while it is stopped on an event it cannot apply. */
  fault: ProjectionFault | null;
  /**
   * A stopped projection whose rows this one reads (a repair row shows its client's name):
   * it waits with it, so that it never shows what the stopped one has not applied.
   */
  waitingFor: string | null;
}

/** `status()` with what health adds: the lowest checkpoint and whether this process projects. */
export interface StatusSnapshot {
  head: number;
  projections: ProjectionStatus[];
  projectedPosition: number;
  projecting: boolean;
}

/**
 * Feeds the projections from the global log: catches up at start, then whenever the store
 * says new events landed (from this process, the CLI or another server). Each batch is one
 * transaction that applies the events and moves the checkpoints, so a crash never applies an
 * event twice or skips one. Where only a leader projects (PostgreSQL, several instances),
 * the others follow the shared checkpoints, so read-your-writes holds on every instance.
 *
 * A projection that cannot apply an event (a bug, an event an older version wrote, a full
 * disk) stops on that event alone: the fault is stored beside its checkpoint (so health, the
 * CLI and the other instances see it), logged once, and the event is tried again every few
 * seconds; the other projections go on. Commands then answer that their change is saved but
 * not yet visible, instead of waiting for a read model that does not move.
 */
@Injectable()
export class Projector implements OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  /** Checkpoints as last committed by this process. */
  private readonly positions = new Map<string, number>();
  /** Projections stopped on an event they cannot apply, by name. */
  private readonly faults = new Map<string, ProjectionFault>();
  private readonly waiters = new Set<{ position: number; resolve: (visible: boolean) => void }>();
  private stopSubscription: (() => void) | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private faultTimer: NodeJS.Timeout | undefined;
  private faultRetryMs = FAULT_RETRY_MS;
  private followerTimer: NodeJS.Timeout | undefined;
  private leading = false;
  private stopped = false;
  /** Moves whenever something `status()` shows may have changed (see `cachedStatus`). */
  private changes = 0;
  private statusCache: { changes: number; until: number; snapshot: Promise<StatusSnapshot> } | undefined;

  /** For each projection, the others whose rows its `lookups` read. */
  private readonly readsFrom: Map<string, Projection[]>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(PROJECTION_RUNTIME) private readonly runtime: ProjectionRuntime = SQLITE_RUNTIME,
  ) {
    this.readsFrom = new Map(
      projections.map((p) => [
        p.name,
        projections.filter((other) => other !== p && (p.lookups ?? []).some((l) => other.owns.includes(l.entity))),
      ]),
    );
  }

  /** Rebuilds projections whose code changed, catches up, then follows the log. */
  async start(): Promise<void> {
    await this.readCheckpoints();
    for (const [name, fault] of this.faults) {
      this.logger.error(`La vista «${name}» está detenida en el evento ${fault.position} (${fault.eventType}, ${fault.streamId}): ${fault.message}`);
    }
    await this.tick();
    this.stopSubscription = this.store.subscribe(() => {
      this.changes++;
      void this.tick();
    });
    if (this.runtime.leadership !== EVERY_PROCESS_PROJECTS) {
      const follow = async () => {
        await this.tick();
        if (!this.stopped) this.followerTimer = setTimeout(() => void follow(), FOLLOWER_TICK_MS).unref();
      };
      this.followerTimer = setTimeout(() => void follow(), FOLLOWER_TICK_MS).unref();
    }
  }

  /** Whether this process is the one projecting right now. */
  get isLeader(): boolean {
    return this.leading;
  }

  /**
   * The leader projects; a follower reads how far the leader got. One tick at a time: a wake-up
   * during a start-up rebuild waits for it instead of catching up beside it.
   */
  private readonly tick = oneAtATime(() => this.tickOnce());

  private async tickOnce(): Promise<void> {
    if (this.stopped) return;
    this.changes++;
    if (await this.runtime.leadership.isLeader()) {
      if (!this.leading) {
        this.leading = true;
        this.changes++;
        if (this.runtime.leadership !== EVERY_PROCESS_PROJECTS) this.logger.log('Esta instancia proyecta las vistas');
        await this.rebuildOutdated();
      }
      await this.catchUp();
    } else {
      if (this.leading) this.changes++;
      this.leading = false;
      await this.readCheckpoints().catch(() => undefined);
      this.wakeWaiters();
    }
  }

  /** The lowest checkpoint: every projection has seen the log up to here. */
  get position(): number {
    return this.lowest(this.projections);
  }

  /** Whether some projection is stopped on an event it cannot apply. */
  get degraded(): boolean {
    return this.faults.size > 0;
  }

  /**
   * Every projection's version, checkpoint, lag behind the log's head, and fault. This
   * process's own view while it projects; otherwise what is stored (the leader's, or a
   * rebuild's from the CLI).
   */
  async status(): Promise<{ head: number; projections: ProjectionStatus[] }> {
    const stored = new Map((await this.orm.em.fork().find(ProjectionCheckpoint, {})).map((c) => [c.name, c]));
    const head = await this.store.headPosition();
    const faults = this.leading
      ? this.faults
      : new Map(this.projections.flatMap((p) => (stored.get(p.name)?.fault ? [[p.name, stored.get(p.name)!.fault!] as const] : [])));
    const projections = this.projections.map((p) => {
      const position = Math.max(Number(stored.get(p.name)?.position ?? 0), this.positions.get(p.name) ?? 0);
      return {
        name: p.name,
        version: p.version,
        position,
        lag: Math.max(0, head - position),
        fault: faults.get(p.name) ?? null,
        waitingFor: faults.has(p.name) ? null : (this.stoppedSource(p, faults)?.name ?? null),
      };
    });
    return { head, projections };
  }

  /**
   * What `GET /api/health` shows, without asking the database on every call: `status()` kept
   * until anything it shows may have changed (a batch applied, a fault, a checkpoint read, a
   * write to the store seen from this process or noticed from another), and for at most a
   * second (a checkpoint another process moves without writing events).
   */
  cachedStatus(now = Date.now()): Promise<StatusSnapshot> {
    const cached = this.statusCache;
    if (cached && cached.changes === this.changes && cached.until > now) return cached.snapshot;
    const changes = this.changes;
    const snapshot = this.status().then(({ head, projections }) => ({
      head,
      projections,
      projectedPosition: this.position,
      projecting: this.isLeader,
    }));
    this.statusCache = { changes, until: now + STATUS_CACHE_MS, snapshot };
    // A failure is not kept: the next call asks again.
    snapshot.catch(() => {
      if (this.statusCache?.snapshot === snapshot) this.statusCache = undefined;
    });
    return snapshot;
  }

  /**
   * Resolves `true` once every projection has passed `position`, `false` when that cannot be
   * confirmed: at the time bound, or at once when the projections that apply have passed it
   * and the rest are stopped on a fault. Never hangs a request.
   */
  async waitFor(position: number, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    if (position <= this.position) return true;
    if (this.blockedBefore(position)) return false;
    void this.tick();
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (visible: boolean) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(visible);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        this.logger.warn(`Las vistas no alcanzaron la posición ${position} en ${timeoutMs} ms`);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** Reads and applies everything new; concurrent calls share one run. */
  readonly catchUp = oneAtATime(async () => {
    try {
      await this.retryFaults();
      while (await this.applyNextBatch()) {
        /* keep reading */
      }
    } catch (error) {
      this.logger.error(`Error al proyectar eventos; se reintentará: ${(error as Error).message}`);
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => void this.catchUp(), 500);
      this.retryTimer.unref();
    }
  });

  /**
   * Empties the given projections (all by default) and replays the whole log into them, in
   * one transaction: readers keep the old read model until the new one is complete. Their
   * rows are held in memory and written out page by page as the replay goes (on SQLite by a
   * thread of its own, see RebuildWriter). An event one of them cannot apply stops the
   * rebuild, which then changes nothing and names the event.
   */
  async rebuild(
    projections: Projection[] = this.projections,
    onProgress: (progress: RebuildProgress) => void = () => {},
  ): Promise<number> {
    const total = await this.store.headPosition();
    const owned = projections.flatMap((p) => p.owns);
    const appendOnly = new Set(projections.filter((p) => p.appendOnly).flatMap((p) => p.owns));
    const writer = await openRebuildWriter(this.orm, this.runtime.lockSql, owned);
    let done = 0;
    try {
      const rows = new MemoryContext(this.orm.em.fork(), owned, writer, appendOnly);
      let after = 0;
      for (;;) {
        const batch = await this.store.readAll(after, REBUILD_BATCH);
        if (batch.length === 0) break;
        await rows.load(batch, projections.flatMap((p) => p.lookups ?? []));
        for (const event of batch) {
          for (const projection of projections) {
            try {
              projection.apply(event, rows);
            } catch (error) {
              throw new ProjectionFailed(projection.name, event, error);
            }
          }
        }
        await rows.writeOut();
        after = batch.at(-1)!.position;
        done += batch.length;
        onProgress({ done, total: Math.max(total, after) });
      }
      await writer.commit(projections.map((p) => ({ name: p.name, position: after, version: p.version, fault: null })));
    } catch (error) {
      await writer.rollback();
      throw error;
    }
    this.changes++;
    for (const projection of projections) {
      if (this.faults.delete(projection.name)) this.logger.log(`Vista «${projection.name}» reconstruida: vuelve a estar al día`);
    }
    await this.readCheckpoints();
    this.wakeWaiters();
    return done;
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    this.stopSubscription?.();
    clearTimeout(this.retryTimer);
    clearTimeout(this.faultTimer);
    clearTimeout(this.followerTimer);
    void this.runtime.leadership.close();
    for (const waiter of this.waiters) waiter.resolve(false);
  }

  private async rebuildOutdated(): Promise<void> {
    const em = this.orm.em.fork();
    const stored = new Map((await em.find(ProjectionCheckpoint, {})).map((c) => [c.name, c]));
    const head = await this.store.headPosition();
    const outdated = this.projections.filter((p) => {
      const checkpoint = stored.get(p.name);
      // New code, or a read model that has never seen a long log (a new database beside an
      // existing log): a rebuild in memory is far quicker than catching up batch by batch.
      const behind = (checkpoint ? Number(checkpoint.position) : 0) === 0 && head > BATCH;
      return (checkpoint !== undefined && checkpoint.version !== p.version) || behind;
    });
    if (outdated.length > 0) {
      const names = outdated.map((p) => p.name).join(', ');
      this.logger.log(`Reconstruyendo vistas desde el registro de eventos: ${names}`);
      let pending = outdated;
      while (pending.length > 0) {
        try {
          const count = await this.rebuild(pending, ({ done, total }) => {
            if (done % 50_000 < BATCH) this.logger.log(`Reconstrucción: ${done}/${total} eventos`);
          });
          this.logger.log(`Vistas reconstruidas (${count} eventos): ${pending.map((p) => p.name).join(', ')}`);
          pending = [];
        } catch (error) {
          if (!(error instanceof ProjectionFailed)) throw error;
          // The one that failed keeps its old rows and stops (its new code must not go on from
          // them) until a fixed version starts or `taller projections rebuild` succeeds; the
          // others are rebuilt without it.
          const failed = pending.find((p) => p.name === error.projection)!;
          await this.stop(failed, error.event, error.cause, true);
          pending = pending.filter((p) => p !== failed);
        }
      }
    }
    await this.readCheckpoints();
  }

  /** This process's view of the shared checkpoints and faults (another process may have moved them). */
  private async readCheckpoints(): Promise<void> {
    const rows = await this.orm.em.fork().find(ProjectionCheckpoint, {});
    this.changes++;
    for (const row of rows) {
      // Only forwards: a rebuild elsewhere ends at the head, never behind what we saw.
      this.positions.set(row.name, Math.max(Number(row.position), this.positions.get(row.name) ?? 0));
      if (row.fault) this.faults.set(row.name, row.fault);
      else this.faults.delete(row.name);
    }
  }

  /** The projections that apply events now: neither stopped on a fault nor waiting for one that is. */
  private running(): Projection[] {
    return this.projections.filter((p) => !this.faults.has(p.name) && !this.stoppedSource(p, this.faults));
  }

  /** The stopped projection whose rows `projection` reads, directly or through another. */
  private stoppedSource(projection: Projection, faults: ReadonlyMap<string, unknown>, seen = new Set<string>()): Projection | undefined {
    seen.add(projection.name);
    for (const source of this.readsFrom.get(projection.name) ?? []) {
      if (seen.has(source.name)) continue;
      if (faults.has(source.name)) return source;
      const further = this.stoppedSource(source, faults, seen);
      if (further) return further;
    }
    return undefined;
  }

  private lowest(projections: readonly Projection[]): number {
    return Math.min(...projections.map((p) => this.positions.get(p.name) ?? 0));
  }

  /** Whether `position` can only be reached once a stopped projection moves again. */
  private blockedBefore(position: number): boolean {
    const running = this.running();
    return this.faults.size > 0 && (running.length === 0 || this.lowest(running) >= position);
  }

  /** Applies the next batch to the running projections, isolating any that cannot apply it. */
  private async applyNextBatch(): Promise<boolean> {
    const running = this.running();
    if (running.length === 0) return false;
    const batch = await this.store.readAll(this.lowest(running), BATCH);
    if (batch.length === 0) return false;
    try {
      await this.applyBatch(batch, running);
    } catch (error) {
      await this.isolate(batch, running, error);
    }
    return true;
  }

  /**
   * One transaction: lock, re-read the checkpoints, apply what each has not seen, move them.
   * Straight to the driver with prepared statements (SqlContext); on SQLite its commit waits for
   * no fsync of its own (see readModelTransaction).
   */
  private async applyBatch(batch: readonly RecordedEvent[], projections: readonly Projection[]): Promise<void> {
    const last = batch.at(-1)!.position;
    await readModelTransaction(this.orm, async (sql) => {
      // The database's write lock first thing: two processes catching up at once take turns
      // instead of both applying the same events.
      await sql.run(this.runtime.lockSql);
      const committed = new Map(
        (await sql.all(`select name, position from ${CHECKPOINTS}`)).map((c) => [String(c['name']), Number(c['position'])] as const),
      );
      const seen = (projection: Projection) => committed.get(projection.name) ?? 0;
      const rows = new SqlContext(this.orm.em, sql);
      for (const projection of projections) {
        await rows.load(batch.filter((e) => e.position > seen(projection)), projection.lookups ?? []);
      }
      for (const event of batch) {
        for (const projection of projections) {
          if (event.position <= seen(projection)) continue;
          try {
            projection.apply(event, rows);
          } catch (error) {
            throw new ProjectionFailed(projection.name, event, error);
          }
        }
      }
      await rows.flush();
      // One statement for every checkpoint of the batch.
      const values = projections.flatMap((p) => [p.name, Math.max(last, committed.get(p.name) ?? 0), p.version]);
      let n = 0;
      const tuples = projections.map(() => `(${[1, 2, 3].map(() => sql.placeholder(++n)).join(', ')})`).join(', ');
      await sql.run(
        `insert into ${CHECKPOINTS} (name, position, version) values ${tuples}
           on conflict (name) do update set position = excluded.position, version = excluded.version`,
        values,
      );
    });
    for (const projection of projections) {
      this.positions.set(projection.name, Math.max(last, this.positions.get(projection.name) ?? 0));
    }
    this.changes++;
    this.wakeWaiters();
  }

  /**
   * The batch failed as a whole: each projection tries it on its own, and one that fails
   * again goes event by event up to the one it cannot apply, and stops there. A failure that
   * does not come back (a lock, a lost connection) stops nothing.
   */
  private async isolate(batch: readonly RecordedEvent[], projections: readonly Projection[], batchError: unknown): Promise<void> {
    for (const projection of projections) {
      try {
        await this.applyBatch(batch, [projection]);
      } catch {
        await this.applyUpToFault(batch, projection);
      }
    }
    if (this.faults.size === 0) {
      this.logger.warn(`Un lote de eventos falló y se aplicó por partes: ${(batchError as Error).message}`);
    }
  }

  /** Applies `projection` one event at a time until one fails, and stops it there. */
  private async applyUpToFault(batch: readonly RecordedEvent[], projection: Projection): Promise<void> {
    for (const event of batch) {
      if (event.position <= (this.positions.get(projection.name) ?? 0)) continue;
      try {
        await this.applyBatch([event], [projection]);
      } catch (error) {
        await this.stop(projection, event, error instanceof ProjectionFailed ? error.cause : error);
        return;
      }
    }
  }

  /** Records the fault beside the checkpoint, logs it once, and schedules a retry. */
  private async stop(projection: Projection, event: RecordedEvent, error: unknown, rebuilding = false): Promise<void> {
    const previous = this.faults.get(projection.name);
    const fault: ProjectionFault = {
      position: event.position,
      eventType: event.type,
      streamId: event.streamId,
      message: describeError(error),
      since: previous?.position === event.position ? previous.since : new Date().toISOString(),
      ...(rebuilding ? { rebuilding: true } : {}),
    };
    this.faults.set(projection.name, fault);
    this.changes++;
    if (previous?.position !== fault.position || previous.message !== fault.message) {
      this.logger.error(
        `La vista «${projection.name}» no puede aplicar el evento ${event.position} (${event.type}, ${event.streamId}) ` +
          `${rebuilding ? 'al reconstruirse con su nueva versión; conserva la anterior' : 'y se detiene en él'}; las demás siguen. ` +
          `Error: ${fault.message}`,
      );
      await this.saveFault(projection, fault).catch((saveError: Error) =>
        this.logger.error(`No se pudo guardar el fallo de «${projection.name}»: ${saveError.message}`),
      );
    }
    this.wakeWaiters();
    this.scheduleFaultRetry();
  }

  /** The fault beside the checkpoint, which keeps its position (another process may move it). */
  private async saveFault(projection: Projection, fault: ProjectionFault | null): Promise<void> {
    const em = this.orm.em.fork();
    if ((await em.nativeUpdate(ProjectionCheckpoint, { name: projection.name }, { fault })) > 0 || !fault) return;
    await em.insert(ProjectionCheckpoint, { name: projection.name, position: 0, version: projection.version, fault });
  }

  private scheduleFaultRetry(): void {
    if (this.stopped || this.faultTimer) return;
    this.faultTimer = setTimeout(() => {
      this.faultTimer = undefined;
      void this.tick();
    }, this.faultRetryMs).unref();
    this.faultRetryMs = Math.min(this.faultRetryMs * 2, FAULT_RETRY_MAX_MS);
  }

  /**
   * Each stopped projection tries its event again: after a fix (new code, a rebuild from the
   * CLI, space on the disk) it applies and goes on from there.
   */
  private async retryFaults(): Promise<void> {
    if (this.faults.size === 0) return;
    await this.readCheckpoints();
    for (const projection of this.projections) {
      const fault = this.faults.get(projection.name);
      if (!fault) continue;
      // A whole rebuild is not tried again every few seconds: a fixed version's start, or a
      // rebuild from the CLI, clears it (read above from the stored checkpoints).
      if (fault.rebuilding) continue;
      const batch = await this.store.readAll(this.positions.get(projection.name) ?? 0, 1);
      try {
        if (batch.length > 0) await this.applyBatch(batch, [projection]);
      } catch (error) {
        await this.stop(projection, batch[0]!, error instanceof ProjectionFailed ? error.cause : error);
        continue;
      }
      this.faults.delete(projection.name);
      this.changes++;
      await this.saveFault(projection, null);
      this.logger.log(`La vista «${projection.name}» ya aplica el evento ${fault.position} y sigue`);
    }
    if (this.faults.size === 0) this.faultRetryMs = FAULT_RETRY_MS;
    else this.scheduleFaultRetry();
  }

  private wakeWaiters(): void {
    const reached = this.position;
    for (const waiter of this.waiters) {
      if (waiter.position <= reached) waiter.resolve(true);
      else if (this.blockedBefore(waiter.position)) waiter.resolve(false);
    }
  }
}

/** A projection failed on one event: carries which, for the logs and the rebuild's error. */
export class ProjectionFailed extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    override readonly cause: unknown,
  ) {
    super(`La vista «${projection}» no puede aplicar el evento ${event.position} (${event.type}, ${event.streamId}): ${describeError(cause)}`);
    this.name = 'ProjectionFailed';
  }
}

/** An error's message on one line, without control characters, at most 500 characters. */
function describeError(error: unknown): string {
  // A schema's refusal (zod) reads as `field: problem`, not as its issues' JSON.
  const issues = (error as { issues?: { path?: PropertyKey[]; message?: string }[] } | null)?.issues;
  const text = Array.isArray(issues)
    ? `datos no válidos: ${issues.map((i) => `${(i.path ?? []).map(String).join('.') || '(evento)'}: ${i.message}`).join('; ')}`
    : error instanceof Error
      ? error.message
      : String(error);
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return clean.length > 500 ? `${clean.slice(0, 499)}…` : clean;
}

/**
 * Runs `work` one call at a time. A call while it runs shares that run's promise and makes it
 * go round once more, so nothing that arrived meanwhile is missed.
 */
function oneAtATime(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await work();
        } while (again);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
}
