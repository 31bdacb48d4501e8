import { Injectable } from '@nestjs/common';
import { addressOf, AttemptCounters, counterKey, type AttemptLimit } from '../shared/attempt-counters.js';

/** Wrong passwords for one e-mail from one address before that pair must wait. */
export const LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
/** Wrong passwords from one address, whatever the e-mails: a shared shop computer gets room. */
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Slows down password guessing without handing anyone a way to lock an account: failures
 * count per (e-mail, address) and per address, never per e-mail alone, so a flood of wrong
 * passwords from one address leaves the owner's correct password working from any other.
 * Every attempt counts before its password is checked (attempts made at once all count);
 * a correct password takes its own attempt back and forgives its pair's failures.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly counters: AttemptCounters) {}

  /** Counts the attempt; answers how long the caller must wait first (0: check the password). */
  attempt(email: string, ip: string, now = Date.now()): Promise<number> {
    return this.counters.attempt(this.limits(email, ip), now);
  }

  async succeeded(email: string, ip: string): Promise<void> {
    const [pair, address] = this.limits(email, ip);
    await this.counters.forget(pair!.key);
    await this.counters.takeBack(address!.key);
  }

  private limits(email: string, ip: string): AttemptLimit[] {
    const address = addressOf(ip);
    return [
      { key: counterKey('login-email-address', email, address), max: LOGIN_FAILURES_PER_EMAIL_AND_ADDRESS, windowMs: LOGIN_WINDOW_MS },
      { key: counterKey('login-address', address), max: LOGIN_FAILURES_PER_ADDRESS, windowMs: LOGIN_WINDOW_MS },
    ];
  }
}
