import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import {
  missingIdentityFields,
  shopDecider,
  shopEvents,
  type ShopCommand,
  type ShopEvent,
  type ShopProfile,
  type ShopSettingsState,
  type ShopTerms,
  type WeeklyHours,
} from '@taller/domain';
import type { EventStore } from '@taller/event-store';
import { AggregateStore, type Decided } from '../event-sourcing/aggregate-store.js';
import { EVENT_STORE } from '../event-sourcing/tokens.js';
import type { CommandContext } from '../shared/actor.js';
import { SHOP_STREAM, shopAggregate } from './shop.stream.js';

/** The settings after each event of the shop stream, with the event's global position. */
interface Folded {
  /** Head of the global log when the stream was read: the cache is good while the head stays there. */
  head: number;
  /** State before any event, then after each one, in order. */
  steps: { position: number; occurredAt: string; state: ShopSettingsState }[];
}

/**
 * The shop's settings for everything that names the shop or applies its terms: the albarán,
 * the public site, the e-mails, the calendar, the repair rules. Read at request time, never
 * baked into a build.
 *
 * The folded stream is cached in memory. A read first asks the log for its head (one indexed
 * `max(position)`): while the head has not moved nothing can have changed, so the cache
 * answers; when it moved (a command here, the CLI in another process, another API instance)
 * the shop stream, a handful of events, is read again. Appends made here drop the cache at
 * once. The API follows the log (`followChanges`): then a read asks nothing at all until the
 * log wakes it, and `termsAt` of a record already covered by the cache never asks either.
 */
@Injectable()
export class ShopSettings implements OnApplicationShutdown {
  private folded: Folded | null = null;
  private reading: Promise<Folded> | null = null;
  private lastProfile: ShopProfile | null = null;
  private stopFollowing: (() => void) | null = null;
  /** While following the log: whether it moved since the last head check (else the cache is current). */
  private logMoved = true;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(AggregateStore) private readonly aggregates: AggregateStore,
  ) {}

  /** The settings now: identity (possibly incomplete), hours, terms, and whether the shop is configured. */
  async current(): Promise<ShopProfile> {
    const folded = await this.fold();
    const last = folded.steps[folded.steps.length - 1]!;
    const missing = missingIdentityFields(last.state.identity);
    return (this.lastProfile = {
      configured: missing.length === 0,
      missing,
      identity: last.state.identity,
      hours: last.state.hours,
      terms: last.state.terms,
      notices: last.state.notices,
      version: folded.steps.length - 2,
      updatedAt: folded.steps.length > 1 ? last.occurredAt : null,
    });
  }

  /**
   * The last profile read, without waiting (null before the first read), for code that cannot
   * wait: the public site's pages. It starts a refresh for the next caller; a change made in
   * this process is there at once (`change` reads it back), one made elsewhere from the next
   * call on, or sooner when the server follows the log (`followChanges`).
   */
  latest(): ShopProfile | null {
    this.current().catch(() => undefined);
    return this.lastProfile;
  }

  /** Refreshes whenever the log moves (the CLI, another instance), until the application shuts down. */
  followChanges(): void {
    this.stopFollowing ??= this.store.subscribe(() => {
      this.logMoved = true;
      this.current().catch(() => undefined);
    });
  }

  onApplicationShutdown(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
  }

  /**
   * The terms in force for a record whose first event has global position `position`: the
   * shop stream folded up to (not including) that position. A job keeps the terms it was taken
   * in under whatever the shop sets later.
   */
  async termsAt(position: number): Promise<ShopTerms> {
    // A fold that saw the log up to just before `position` already holds every change that counts.
    const folded = this.folded && this.folded.head >= position - 1 ? this.folded : await this.fold();
    let terms = folded.steps[0]!.state.terms;
    for (const step of folded.steps.slice(1)) {
      if (step.position >= position) break;
      terms = step.state.terms;
    }
    return terms;
  }

  /**
   * Every set of terms the shop has had, each with the first global position it applies to
   * (`termsAt(p)` is the last one whose `from` ≤ p), oldest first: a figure over many jobs
   * (the statistics' storage owed) groups them by period instead of asking per job.
   */
  async termsPeriods(): Promise<{ from: number; terms: ShopTerms }[]> {
    const folded = await this.fold();
    // A step's terms apply to records whose first event comes after it (termsAt's `>=` break).
    return folded.steps.map((step, index) => ({ from: index === 0 ? 0 : step.position + 1, terms: step.state.terms }));
  }

  /** The opening hours now (the calendar's due times, the public pages). */
  async hours(): Promise<WeeklyHours> {
    return (await this.current()).hours;
  }

  /**
   * Changes the settings (any of identity, hours, terms; each partial). `expectedVersion` is the
   * version the form showed: a change made meanwhile is refused rather than overwritten.
   */
  async change(
    parts: Omit<ShopCommand, 'type'>,
    context: CommandContext,
    expectedVersion?: number,
  ): Promise<Decided<ShopEvent> & { profile: ShopProfile }> {
    const decided = await this.aggregates.handle({
      ...shopAggregate(),
      command: { type: 'ChangeShopSettings', ...parts },
      context,
      expectedVersion,
    });
    if (decided.events.length > 0) {
      this.folded = null;
      this.logMoved = true;
    }
    return { ...decided, profile: await this.current() };
  }

  /** Forgets the cache (tests, or after writing the stream by other means). */
  invalidate(): void {
    this.folded = null;
    this.logMoved = true;
  }

  private async fold(): Promise<Folded> {
    // Following the log, nothing can have changed until it wakes us: no query at all.
    if (this.folded && this.stopFollowing && !this.logMoved) return this.folded;
    this.logMoved = false;
    const head = await this.store.headPosition();
    if (this.folded && this.folded.head === head) return this.folded;
    // Concurrent requests after a change share one read of the stream.
    this.reading ??= this.read(head).finally(() => (this.reading = null));
    const folded = await this.reading;
    // A read that began before an even newer append is still a correct fold of what it saw;
    // the next call sees the newer head and reads again.
    if (folded.head >= head) return folded;
    return this.fold();
  }

  private async read(head: number): Promise<Folded> {
    const recorded = await this.store.readStream(SHOP_STREAM);
    let state = shopDecider.initialState;
    const steps: Folded['steps'] = [{ position: 0, occurredAt: '', state }];
    for (const event of recorded) {
      state = shopDecider.evolve(state, shopEvents.parse(event));
      steps.push({ position: event.position, occurredAt: event.metadata.occurredAt, state });
    }
    const folded = { head, steps };
    this.folded = folded;
    return folded;
  }
}
