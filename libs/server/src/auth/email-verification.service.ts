import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { Outbox } from '../mail/outbox.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { addressOf, AttemptCounters, counterKey } from '../shared/attempt-counters.js';
import { TooManyAttempts } from '../shared/too-many-attempts.js';
import { Account } from './account.entity.js';
import {
  emailVerificationSchema,
  VERIFY_FAILURE_WINDOW_MS,
  VERIFY_FAILURES_PER_ADDRESS,
  VERIFY_RESEND_WINDOW_MS,
  VERIFY_RESENDS_PER_ACCOUNT,
  VERIFY_TOKEN_TTL_MS,
} from './account.rules.js';
import { authMessages as m } from './auth.messages.js';
import { AuthService, hashToken, newToken, publicUser } from './auth.service.js';
import { emailVerificationMail } from './email-verification-mail.js';
import { EmailVerification } from './email-verification.entity.js';

/** The public site's page that reads the token and asks the server to verify it. */
export const VERIFY_PAGE_PATH = '/verificar-correo';

const invalidToken = () => new BadRequestException({ error: 'invalid_token', message: m.verifyTokenInvalid, errors: { token: m.verifyTokenInvalid } });

/**
 * A customer proves their account's e-mail is theirs by opening a link sent to it: at
 * registration, whenever the e-mail changes, and on request from the profile. Only then does
 * the account see the shop's work for that address ('Mis pedidos y reparaciones'): without it,
 * anyone could register a stranger's address and read their repairs.
 *
 * The link (256 random bits, only its hash kept) opens once, for 48 hours, and only while the
 * account still has the address it was sent to; changing the e-mail revokes the open ones. The
 * page sends the token with a POST from its script, so a mail scanner that fetches the link
 * verifies nothing.
 */
@Injectable()
export class EmailVerificationService {
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
   * Stores a new link for the account's current address (its hash only) and puts the e-mail
   * with it in the caller's unit of work; the caller flushes, then calls `sent()`. Expired rows
   * of anyone go too. Earlier links to the same address keep working until they expire.
   */
  async issue(em: EntityManager, account: Account, siteUrl: string, now: Date = this.now()): Promise<void> {
    const token = newToken();
    const expiresAt = new Date(now.getTime() + VERIFY_TOKEN_TTL_MS);
    await em.nativeDelete(EmailVerification, { expiresAt: { $lt: now } });
    em.create(EmailVerification, { tokenHash: hashToken(token), accountId: account.id, email: account.email, createdAt: now, expiresAt });
    const link = `${siteUrl}${VERIFY_PAGE_PATH}/${token}`;
    this.outbox.add(em, emailVerificationMail(account, link, expiresAt, (await this.shop.current()).identity), now);
  }

  /** The links sent to an address the account no longer has stop working. */
  async revokeOpen(em: EntityManager, accountId: number): Promise<void> {
    await em.nativeDelete(EmailVerification, { accountId, usedAt: null });
  }

  /** After the caller's flush: the courier sends what `issue` stored. */
  sent(): void {
    this.outbox.wake();
  }

  /**
   * 'Reenviar correo de verificación': a new link to the account's address, 3 an hour per
   * account (then 429). An address already verified gets nothing.
   */
  async resend(accountId: number, siteUrl: string | undefined): Promise<{ message: string; user: ReturnType<typeof publicUser> }> {
    const em = this.orm.em.fork();
    const account = await em.findOneOrFail(Account, accountId);
    if (account.emailVerifiedAt) return { message: m.alreadyVerified, user: publicUser(account) };
    if (!siteUrl) throw new BadRequestException({ message: m.verificationUnavailable });
    const limit = { key: counterKey('verify-resends', String(account.id)), max: VERIFY_RESENDS_PER_ACCOUNT, windowMs: VERIFY_RESEND_WINDOW_MS };
    const wait = await this.counters.attempt([limit]);
    if (wait > 0) throw new TooManyAttempts(m.verifyResendThrottled, wait);
    await this.issue(em, account, siteUrl);
    await em.flush();
    this.sent();
    return { message: m.verificationSent(account.email), user: publicUser(account) };
  }

  /**
   * `{token}`: marks the account's e-mail verified, once. A wrong, expired or used link, or one
   * sent to an address the account has since changed, is a 400 with the same message. Wrong
   * links count against the client address (20 in 15 minutes, then 429); a good one takes its
   * count back.
   */
  async verify(body: unknown, address: string): Promise<{ message: string; emailVerified: true }> {
    const limit = { key: counterKey('verify-failures', addressOf(address)), max: VERIFY_FAILURES_PER_ADDRESS, windowMs: VERIFY_FAILURE_WINDOW_MS };
    const wait = await this.counters.attempt([limit]);
    if (wait > 0) throw new TooManyAttempts(m.verifyCheckThrottled, wait);
    const form = emailVerificationSchema.safeParse(body);
    if (!form.success) throw invalidToken();
    const now = this.now();
    const open = { tokenHash: hashToken(form.data.token), usedAt: null, expiresAt: { $gt: now } };
    const em = this.orm.em.fork();
    const verification = await em.findOne(EmailVerification, open);
    if (!verification) throw invalidToken();
    await em.transactional(async (tx) => {
      // Claimed with a conditional update: of two requests with one link, one verifies.
      if ((await tx.nativeUpdate(EmailVerification, open, { usedAt: now })) !== 1) throw invalidToken();
      // Only the address the link was sent to: a link to an old address verifies nothing.
      const verified = await tx.nativeUpdate(Account, { id: verification.accountId, email: verification.email }, { emailVerifiedAt: now });
      if (verified !== 1) throw invalidToken();
    });
    // The sessions' cached accounts carry the old state.
    this.auth.forgetSessions();
    await this.counters.takeBack(limit.key);
    return { message: m.emailVerified, emailVerified: true };
  }
}
