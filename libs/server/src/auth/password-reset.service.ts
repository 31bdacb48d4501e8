import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { validate, type ShopIdentity } from '@taller/domain';
import { Outbox, type OutgoingMail } from '../mail/outbox.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { addressOf, AttemptCounters, counterKey } from '../shared/attempt-counters.js';
import { TooManyAttempts } from '../shared/too-many-attempts.js';
import { Account } from './account.entity.js';
import {
  passwordResetSchema,
  RESET_ADDRESS_WINDOW_MS,
  RESET_CHECK_FAILURES_PER_ADDRESS,
  RESET_CHECK_WINDOW_MS,
  RESET_EMAIL_WINDOW_MS,
  RESET_MAILS_PER_EMAIL,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_TOKEN_TTL_MS,
  resetRequestSchema,
  resetTokenCheckSchema,
} from './account.rules.js';
import { authMessages as m } from './auth.messages.js';
import { AuthService, hashToken, newToken } from './auth.service.js';
import { passwordResetMail } from './password-reset-mail.js';
import { PasswordReset } from './password-reset.entity.js';
import { hashPassword } from './passwords.js';

/** The public site's page that reads the token and asks for the new password. */
export const RESET_PAGE_PATH = '/recuperar-contrasena';

const invalidToken = () => new BadRequestException({ error: 'invalid_token', message: m.resetTokenInvalid, errors: { token: m.resetTokenInvalid } });

/**
 * "Forgot password": a single-use link, valid for an hour, e-mailed through the outbox; it
 * sets a new password and signs the account out everywhere. Asking answers the same whether
 * or not the e-mail has an account, so the page cannot be used to find out who is a customer.
 */
@Injectable()
export class PasswordResetService {
  /** The time links are issued and checked at: tests move it on to see a link expire. */
  now: () => Date = () => new Date();

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly auth: AuthService,
    private readonly outbox: Outbox,
    private readonly counters: AttemptCounters,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
  ) {}

  /**
   * `{email}`: e-mails a link `<siteUrl>/recuperar-contrasena?token=…` if the account exists.
   * Requests count per client address (beyond the limit, 429), e-mails per inbox whoever asks
   * (beyond the limit the answer is the same, and nothing is sent).
   */
  async request(body: unknown, address: string, siteUrl: string): Promise<{ message: string }> {
    const { email } = validate(resetRequestSchema, body, m.formInvalid);
    const requests = { key: counterKey('reset-requests', addressOf(address)), max: RESET_REQUESTS_PER_ADDRESS, windowMs: RESET_ADDRESS_WINDOW_MS };
    const wait = await this.counters.attempt([requests]);
    if (wait > 0) throw new TooManyAttempts(m.resetThrottled, wait);
    const answer = { message: m.resetRequested };
    const inbox = { key: counterKey('reset-mails', email), max: RESET_MAILS_PER_EMAIL, windowMs: RESET_EMAIL_WINDOW_MS };
    if ((await this.counters.attempt([inbox])) > 0) return answer;

    const now = this.now();
    const em = this.orm.em.fork();
    const account = await em.findOne(Account, { email });
    // A disabled account gets no link: it could not sign in with the new password anyway.
    if (!account || account.disabledAt) return answer;
    await em.transactional(async (tx) => {
      await this.issueLink(tx, account, siteUrl, now);
    });
    this.outbox.wake();
    return answer;
  }

  /**
   * Stores a new single-use link for the account (its hash only) and puts the e-mail with it in
   * the outbox, both in the caller's transaction; answers the link, for a caller that must show
   * it (the command line, a shop without mail). The caller wakes the outbox after committing.
   */
  async issueLink(
    tx: EntityManager,
    account: Account,
    siteUrl: string,
    now: Date,
    { ttlMs = RESET_TOKEN_TTL_MS, mail = passwordResetMail }: { ttlMs?: number; mail?: (account: Account, link: string, expiresAt: Date, shop: ShopIdentity) => OutgoingMail } = {},
  ): Promise<{ link: string; expiresAt: Date }> {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + ttlMs);
    const link = `${siteUrl}${RESET_PAGE_PATH}?token=${token}`;
    // One link at a time: a new one replaces the account's unused ones. Expired rows go too.
    await tx.nativeDelete(PasswordReset, { $or: [{ accountId: account.id, usedAt: null }, { expiresAt: { $lt: now } }] });
    tx.create(PasswordReset, { tokenHash: hashToken(token), accountId: account.id, createdAt: now, expiresAt });
    this.outbox.add(tx, mail(account, link, expiresAt, (await this.shop.current()).identity), now);
    return { link, expiresAt };
  }

  /**
   * `{token}`: whether the link would still set a password, using nothing up; a used, expired
   * or unknown one answers as the reset does. Every check counts against the client address
   * before the token is looked up (checks made at once all count) and a good link takes its
   * count back, so only wrong links use up the allowance.
   */
  async check(body: unknown, address: string): Promise<{ valid: true }> {
    const limit = { key: counterKey('reset-check-failures', addressOf(address)), max: RESET_CHECK_FAILURES_PER_ADDRESS, windowMs: RESET_CHECK_WINDOW_MS };
    const wait = await this.counters.attempt([limit]);
    if (wait > 0) throw new TooManyAttempts(m.resetCheckThrottled, wait);
    // A malformed token is just another wrong link: the same answer.
    const form = resetTokenCheckSchema.safeParse(body);
    if (!form.success) throw invalidToken();
    const open = await this.orm.em.fork().count(PasswordReset, { tokenHash: hashToken(form.data.token), usedAt: null, expiresAt: { $gt: this.now() } });
    if (open === 0) throw invalidToken();
    await this.counters.takeBack(limit.key);
    return { valid: true };
  }

  /** `{token, password, confirmPassword}`: sets the password once, then ends every session of the account. */
  async reset(body: unknown): Promise<{ message: string }> {
    const form = validate(passwordResetSchema, body, m.formInvalid);
    const now = this.now();
    const tokenHash = hashToken(form.token);
    const open = { tokenHash, usedAt: null, expiresAt: { $gt: now } };
    const em = this.orm.em.fork();
    const reset = await em.findOne(PasswordReset, open);
    if (!reset) throw invalidToken();
    const passwordHash = await hashPassword(form.password);
    await em.transactional(async (tx) => {
      // Claimed with a conditional update: of two requests with one link, only one sets a password.
      if ((await tx.nativeUpdate(PasswordReset, open, { usedAt: now })) !== 1) throw invalidToken();
      await tx.nativeUpdate(Account, { id: reset.accountId }, { passwordHash });
      await this.auth.endSessions(tx, reset.accountId);
      await tx.nativeDelete(PasswordReset, { accountId: reset.accountId, usedAt: null });
    });
    return { message: m.passwordReset };
  }
}
