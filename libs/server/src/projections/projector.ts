import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ReadModels } from '../persistence/orm.js';
import type { EntityManager } from '@mikro-orm/knex';
import type { EventStore } from '@taller/event-store';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ProjectionCheckpoint } from './checkpoint.entity.js';
import { EVERY_PROCESS_PROJECTS, type ProjectionLeadership } from './leadership.js';
import { PROJECTIONS, type Projection } from './projection.js';
import { MemoryContext, OrmContext } from './projection-context.js';
import { openRebuildWriter } from './rebuild-writer.js';

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
/**
 * A rebuild's page of the log. Bigger pages than this kept more objects alive across V8's
 * young-generation collections, which then copied them: 5,000 took a third longer (measured).
 */
const REBUILD_BATCH = 1000;
/** How long a command's answer waits for the read models to show it. */
const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

export interface RebuildProgress {
  done: number;
  total: number;
}

/**
 * Feeds the projections from the global log: catches up at start, then whenever the store
 * says new events landed (from this process, the CLI or another server). Each batch is one
 * transaction that applies the events and moves the checkpoints, so a crash never applies an
 * event twice or skips one. Where only a leader projects (PostgreSQL, several instances),
 * the others follow the shared checkpoints, so read-your-writes holds on every instance.
 */
@Injectable()
export class Projector implements OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  /** Checkpoints as last committed by this process. */
  private readonly positions = new Map<string, number>();
  private readonly waiters = new Set<{ position: number; resolve: () => void }>();
  private stopSubscription: (() => void) | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private followerTimer: NodeJS.Timeout | undefined;
  private leading = false;
  private stopped = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MIKRO_ORM) private readonly orm: ReadModels,
    @Inject(PROJECTIONS) private readonly projections: Projection[],
    @Inject(PROJECTION_RUNTIME) private readonly runtime: ProjectionRuntime = SQLITE_RUNTIME,
  ) {}

  /** Rebuilds projections whose code changed, catches up, then follows the log. */
  async start(): Promise<void> {
    await this.readCheckpoints();
    await this.tick();
    this.stopSubscription = this.store.subscribe(() => void this.tick());
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
    if (await this.runtime.leadership.isLeader()) {
      if (!this.leading) {
        this.leading = true;
        if (this.runtime.leadership !== EVERY_PROCESS_PROJECTS) this.logger.log('Esta instancia proyecta las vistas');
        await this.rebuildOutdated();
      }
      await this.catchUp();
    } else {
      this.leading = false;
      await this.readCheckpoints().catch(() => undefined);
      this.wakeWaiters();
    }
  }

  /** The lowest checkpoint: every projection has seen the log up to here. */
  get position(): number {
    return Math.min(...this.projections.map((p) => this.positions.get(p.name) ?? 0));
  }

  /** Resolves once every projection has passed `position` (bounded: never hangs a request). */
  async waitFor(position: number, timeoutMs = READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    if (position <= this.position) return true;
    void this.tick();
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: () => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(true);
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
   * thread of its own, see RebuildWriter).
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
          for (const projection of projections) projection.apply(event, rows);
        }
        await rows.writeOut();
        after = batch.at(-1)!.position;
        done += batch.length;
        onProgress({ done, total: Math.max(total, after) });
      }
      await writer.commit(projections.map((p) => ({ name: p.name, position: after, version: p.version })));
    } catch (error) {
      await writer.rollback();
      throw error;
    }
    await this.readCheckpoints();
    this.wakeWaiters();
    return done;
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    this.stopSubscription?.();
    clearTimeout(this.retryTimer);
    clearTimeout(this.followerTimer);
    void this.runtime.leadership.close();
    for (const waiter of this.waiters) waiter.resolve();
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
      const count = await this.rebuild(outdated, ({ done, total }) => {
        if (done % 50_000 < BATCH) this.logger.log(`Reconstrucción: ${done}/${total} eventos`);
      });
      this.logger.log(`Vistas reconstruidas (${count} eventos): ${names}`);
    }
    await this.readCheckpoints();
  }

  private async readCheckpoints(): Promise<void> {
    const rows = await this.orm.em.fork().find(ProjectionCheckpoint, {});
    for (const row of rows) {
      // Only forwards: a rebuild elsewhere ends at the head, never behind what we saw.
      this.positions.set(row.name, Math.max(Number(row.position), this.positions.get(row.name) ?? 0));
    }
  }

  /** One transaction: lock, re-read the checkpoints, apply what each has not seen, move them. */
  private async applyNextBatch(): Promise<boolean> {
    const from = this.position;
    const batch = await this.store.readAll(from, BATCH);
    if (batch.length === 0) return false;
    const last = batch.at(-1)!.position;
    await this.orm.em.fork().transactional(async (em) => {
      await this.lockCheckpoints(em);
      const committed = new Map(
        (await em.find(ProjectionCheckpoint, {})).map((c) => [c.name, Number(c.position)] as const),
      );
      const seen = (projection: Projection) => committed.get(projection.name) ?? 0;
      const rows = new OrmContext(em);
      for (const projection of this.projections) {
        await rows.load(batch.filter((e) => e.position > seen(projection)), projection.lookups ?? []);
      }
      for (const event of batch) {
        for (const projection of this.projections) {
          if (event.position > seen(projection)) projection.apply(event, rows);
        }
      }
      await em.flush();
      for (const projection of this.projections) {
        await this.saveCheckpoint(em, projection, Math.max(last, committed.get(projection.name) ?? 0));
      }
    });
    for (const projection of this.projections) {
      this.positions.set(projection.name, Math.max(last, this.positions.get(projection.name) ?? 0));
    }
    this.wakeWaiters();
    return true;
  }

  /**
   * Takes the database's write lock first thing, so two processes catching up at once take
   * turns instead of both applying the same events.
   */
  private async lockCheckpoints(em: EntityManager): Promise<void> {
    await em.execute(this.runtime.lockSql);
  }

  private async saveCheckpoint(em: EntityManager, projection: Projection, position: number): Promise<void> {
    await em.upsert(ProjectionCheckpoint, { name: projection.name, position, version: projection.version });
  }

  private wakeWaiters(): void {
    const reached = this.position;
    for (const waiter of this.waiters) if (waiter.position <= reached) waiter.resolve();
  }
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
