import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { MIKRO_ORM, type ReadModels } from '../persistence/orm.js';
import { AttemptCounterSchema } from './attempt-counter.entity.js';

/** A count that must stay at or under `max` within `windowMs` of its first attempt. */
export interface AttemptLimit {
  key: string;
  max: number;
  windowMs: number;
}

/** Expired counts are deleted this often (and at start), so the table never grows for ever. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

const TABLE = AttemptCounterSchema.meta.tableName;

/**
 * A client address as counts see it: an IPv6 address by its /64 network (one customer line
 * holds billions of them, so counting each would count nothing), an IPv4-mapped one as plain
 * IPv4, anything else as it is.
 */
export function addressOf(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const [head = '', tail] = address.split('::');
  const known = [...groups(head), ...(tail === undefined ? [] : groups(tail))];
  const all = tail === undefined ? known : [...groups(head), ...Array<string>(8 - known.length).fill('0'), ...groups(tail)];
  return `${all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * `login-email-address:<SHA-256>`: the scope stays readable, the e-mail and the address are
 * not stored in clear (pseudonymised only: an IPv4 address or a known e-mail can be hashed
 * and compared, but nobody reads them off the table).
 */
export function counterKey(scope: string, ...who: string[]): string {
  return `${scope}:${createHash('sha256').update(who.join('\n')).digest('base64url')}`;
}

/**
 * Fixed-window counts in the database (`attempt_counters`), shared by every instance and kept
 * across restarts: contact messages, registrations and reset requests per address, failed
 * passwords, reset e-mails per inbox. One statement per count (an upsert that
 * starts a new window once the old one has passed), so concurrent attempts never lose one.
 */
@Injectable()
export class AttemptCounters implements BeforeApplicationShutdown {
  private readonly logger = new Logger('AttemptCounters');
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(@Inject(MIKRO_ORM) private readonly orm: ReadModels) {}

  /** Adds one to the count; answers it and when its window ends. */
  async hit(key: string, windowMs: number, now = Date.now()): Promise<{ hits: number; resetsAt: number }> {
    const rows = (await this.orm.em.getConnection().execute(
      `insert into ${TABLE} (counter_key, hits, resets_at) values (?, 1, ?)
       on conflict (counter_key) do update set
         hits = case when ${TABLE}.resets_at <= ? then 1 else ${TABLE}.hits + 1 end,
         resets_at = case when ${TABLE}.resets_at <= ? then excluded.resets_at else ${TABLE}.resets_at end
       returning hits, resets_at`,
      [key, now + windowMs, now, now],
      'all',
    )) as { hits: number | string; resets_at: number | string }[];
    return { hits: Number(rows[0]!.hits), resetsAt: Number(rows[0]!.resets_at) };
  }

  /**
   * Counts this attempt against every limit first (so that attempts made at the same moment
   * all count), then answers how long to wait before trying again when one of them is now over
   * its maximum, in milliseconds; 0 means go ahead.
   */
  async attempt(limits: AttemptLimit[], now = Date.now()): Promise<number> {
    let wait = 0;
    for (const { key, max, windowMs } of limits) {
      const { hits, resetsAt } = await this.hit(key, windowMs, now);
      if (hits > max) wait = Math.max(wait, resetsAt - now, 1);
    }
    return wait;
  }

  /** Starts the count again (a correct password forgives its own failures). */
  async forget(key: string): Promise<void> {
    await this.orm.em.getConnection().execute(`delete from ${TABLE} where counter_key = ?`, [key], 'run');
  }

  /** Takes one attempt back (counted before it turned out to be a success). */
  async takeBack(key: string): Promise<void> {
    await this.orm.em.getConnection().execute(`update ${TABLE} set hits = hits - 1 where counter_key = ? and hits > 0`, [key], 'run');
  }

  /** Deletes the counts whose window has passed: they count for nothing any more. */
  async sweep(now = Date.now()): Promise<number> {
    const result = (await this.orm.em.getConnection().execute(`delete from ${TABLE} where resets_at <= ?`, [now], 'run')) as {
      affectedRows?: number;
    };
    return result.affectedRows ?? 0;
  }

  /** Every count forgotten, as a new database would have them: for tests. */
  async forgetAll(): Promise<void> {
    await this.orm.em.getConnection().execute(`delete from ${TABLE}`, [], 'run');
  }

  /** The API process sweeps now and every few minutes (the CLI never does). */
  startSweeping(): void {
    const sweep = () => {
      this.sweeping ??= this.sweep()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudieron borrar los contadores de intentos caducados; se reintentará'))
        .finally(() => (this.sweeping = undefined));
    };
    sweep();
    this.timer = setInterval(sweep, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Before the database closes (the core's shutdown hook). */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }
}
