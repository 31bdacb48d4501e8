/**
 * Counts attempts per key (an e-mail, a client address) in a fixed window that starts with
 * the first attempt; at the limit the key is refused until its window passes. In memory: a
 * restart forgives, which is acceptable for a shop counter. Used by sign-in (failed
 * passwords) and by the contact form (messages sent).
 */
export class AttemptWindow {
  private readonly attempts = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly limitFor: (key: string) => number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(...keys: string[]): boolean {
    return this.retryAfterMs(...keys) > 0;
  }

  /** How long until every one of these keys may try again; 0 when none is blocked. */
  retryAfterMs(...keys: string[]): number {
    let wait = 0;
    for (const key of keys) {
      const entry = this.current(key);
      if (entry !== undefined && entry.count >= this.limitFor(key)) {
        wait = Math.max(wait, entry.since + this.windowMs - this.now());
      }
    }
    return wait;
  }

  record(...keys: string[]): void {
    if (this.attempts.size > SWEEP_ABOVE) this.sweep();
    for (const key of keys) {
      const entry = this.current(key) ?? { count: 0, since: this.now() };
      entry.count += 1;
      this.attempts.set(key, entry);
    }
  }

  forget(key: string): void {
    this.attempts.delete(key);
  }

  /** Forgets every key, as a restart would. */
  clear(): void {
    this.attempts.clear();
  }

  private current(key: string) {
    const entry = this.attempts.get(key);
    if (entry && this.now() - entry.since >= this.windowMs) {
      this.attempts.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Many addresses seen once each must not grow the map for ever. */
  private sweep(): void {
    for (const key of [...this.attempts.keys()]) this.current(key);
  }
}

const SWEEP_ABOVE = 10_000;
