import { AttemptWindow } from '../shared/attempt-window.js';

/**
 * Slows down password guessing: after too many failures for one e-mail (or from one
 * address) in the window, sign-in is refused until the window passes.
 */
export class LoginThrottle {
  private readonly failures: AttemptWindow;

  constructor(maxFailures = 5, windowMs = 15 * 60 * 1000, now: () => number = Date.now) {
    // An address may try several accounts (a shared shop computer): allow it more.
    this.failures = new AttemptWindow((key) => (key.startsWith('ip:') ? maxFailures * 4 : maxFailures), windowMs, now);
  }

  isBlocked(...keys: string[]): boolean {
    return this.failures.isBlocked(...keys);
  }

  fail(...keys: string[]): void {
    this.failures.record(...keys);
  }

  succeed(key: string): void {
    this.failures.forget(key);
  }
}
