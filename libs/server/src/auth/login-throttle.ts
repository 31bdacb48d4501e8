/**
 * Slows down password guessing: after too many failures for one e-mail (or from one
 * address) in the window, sign-in is refused until the window passes. In memory: a
 * restart forgives, which is acceptable for a shop counter.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(...keys: string[]): boolean {
    return keys.some((key) => {
      const entry = this.current(key);
      return entry !== undefined && entry.count >= this.limitFor(key);
    });
  }

  fail(...keys: string[]): void {
    for (const key of keys) {
      const entry = this.current(key) ?? { count: 0, since: this.now() };
      entry.count += 1;
      this.failures.set(key, entry);
    }
  }

  succeed(key: string): void {
    this.failures.delete(key);
  }

  /** An address may try several accounts (a shared shop computer): allow it more. */
  private limitFor(key: string): number {
    return key.startsWith('ip:') ? this.maxFailures * 4 : this.maxFailures;
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.since > this.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
