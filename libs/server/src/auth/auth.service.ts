import { createHash, randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/core';
import { validate } from '@taller/domain';
import { z } from 'zod';
import { MIKRO_ORM } from '../persistence/orm.js';
import { roleLabels } from '../shared/actor.js';
import { TooManyAttempts } from '../shared/too-many-attempts.js';
import { Account, fullName, Session, STAFF_ROLES, type AccountRole, type SessionArea } from './account.entity.js';
import { emailText, passwordText } from './account.rules.js';
import { EmailVerification } from './email-verification.entity.js';
import { PasswordReset } from './password-reset.entity.js';
import { authMessages as m } from './auth.messages.js';
import { LoginThrottle } from './login-throttle.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';

export const SESSION_COOKIE = 'taller_session';
/** Without "Recordarme" a session ends with the browser, or after 12 idle hours. */
export const IDLE_SESSION_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a checked session is trusted without asking the database again. Every change this
 * process makes to accounts or sessions (sign-out, disabling, a new role or password) forgets
 * them at once; a change made by another process (the CLI) counts within this bound.
 */
export const SESSION_CACHE_MS = 1000;
/** Idle sessions slide forward at most once a minute (one write, not one per request). */
const SLIDE_AFTER_MS = 60_000;

export const loginSchema = z.object({
  email: emailText(m.emailInvalid),
  password: passwordText('password', m.passwordRequired, m.passwordTooLong).min(1, m.passwordRequired).min(6, m.passwordTooShort),
  rememberMe: z.boolean({ error: 'Recordarme debe ser true o false' }).optional().default(false),
  area: z.enum(['staff', 'customer'], { error: 'El acceso debe ser staff o customer' }).optional(),
});

export interface SignedIn {
  account: Account;
  session: Session;
}

/** The account as the screens read it (spec §3's User): `name` is the full name. */
export function publicUser(account: Account) {
  return {
    id: account.id,
    name: fullName(account),
    firstName: account.name,
    lastName: account.lastName ?? '',
    email: account.email,
    phone: account.phone ?? null,
    role: account.role,
    roleLabel: roleLabels[account.role],
    /** Whether the customer proved the address is theirs: only then does 'Mis pedidos y reparaciones' show their work. */
    emailVerified: account.emailVerifiedAt != null,
  };
}

export function publicSession(session: Session) {
  return {
    createdAt: session.createdAt.toISOString(),
    expiresAt: session.persistent ? session.expiresAt.toISOString() : null,
    area: session.area,
  };
}

/** What is stored of a cookie's or an e-mailed link's token: its SHA-256, never the token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

@Injectable()
export class AuthService {
  /** Checked sessions by token hash (see SESSION_CACHE_MS). */
  private readonly checked = new Map<string, { signedIn: SignedIn; until: number }>();
  /** Moves on every change to accounts or sessions: a lookup begun before one is not kept. */
  private generation = 0;

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly throttle: LoginThrottle,
  ) {
    const touchesAccounts = (changeSets: readonly { entity: unknown }[] | undefined) =>
      (changeSets ?? []).some((c) => c.entity instanceof Account || c.entity instanceof Session);
    orm.em.getEventManager().registerSubscriber({
      afterFlush: (args) => {
        if (touchesAccounts(args.uow.getChangeSets())) this.forgetSessions();
      },
      afterTransactionCommit: (args) => {
        if (touchesAccounts(args.uow?.getChangeSets())) this.forgetSessions();
      },
    });
  }

  /** Every session is looked up again (accounts or sessions changed). */
  forgetSessions(): void {
    this.generation++;
    this.checked.clear();
  }

  /**
   * Checks the credentials and opens a session; the token goes in the cookie only. Too many
   * wrong passwords for this e-mail from this address (or from this address at all) → 429.
   */
  async login(body: unknown, ip: string, now = new Date()): Promise<SignedIn & { token: string }> {
    const form = validate(loginSchema, body, 'Por favor, corrige los errores del formulario');
    const wait = await this.throttle.attempt(form.email, ip, now.getTime());
    if (wait > 0) throw new TooManyAttempts(m.throttled, wait);
    const em = this.orm.em.fork();
    const account = await em.findOne(Account, { email: form.email });
    const ok = await verifyPassword(form.password, account?.passwordHash ?? dummyHash());
    if (!account || !ok) throw new HttpException({ message: m.badCredentials }, HttpStatus.UNAUTHORIZED);
    await this.throttle.succeeded(form.email, ip);
    // Said only to whoever knows the password: a guesser learns nothing they could not before.
    if (account.disabledAt) throw new HttpException({ message: m.accountDisabled }, HttpStatus.FORBIDDEN);
    if (form.area === 'staff' && !STAFF_ROLES.includes(account.role)) {
      throw new HttpException({ message: m.notStaff }, HttpStatus.FORBIDDEN);
    }
    const { token, session } = this.openSession(em, account.id, { persistent: form.rememberMe, area: form.area ?? 'customer' }, now);
    account.lastSignInAt = now;
    await em.flush();
    return { token, account, session };
  }

  /** A new session in the caller's unit of work (stored when it is flushed); the token goes in the cookie only. */
  openSession(em: EntityManager, accountId: number, { persistent, area }: { persistent: boolean; area: SessionArea }, now: Date) {
    const token = newToken();
    const session = em.create(Session, {
      tokenHash: hashToken(token),
      accountId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + (persistent ? REMEMBERED_SESSION_MS : IDLE_SESSION_MS)),
      persistent,
      area,
    });
    return { token, session };
  }

  /** Signs the account out everywhere but in the session kept (the browser that asked); answers how many ended. */
  async endSessions(em: EntityManager, accountId: number, keep?: Session): Promise<number> {
    this.forgetSessions();
    try {
      return await em.nativeDelete(Session, keep ? { accountId, tokenHash: { $ne: keep.tokenHash } } : { accountId });
    } finally {
      // Again once deleted: a lookup that ran meanwhile may have read them.
      this.forgetSessions();
    }
  }

  /**
   * Deletes customer accounts and everything that opens them: sessions and e-mailed links, in
   * the caller's transaction (the account deleting itself, a person forgotten); the caller calls
   * `forgetSessions()` again once it has committed. Staff accounts among `accountIds` are left
   * alone. Answers how many accounts went.
   */
  async deleteCustomerAccounts(em: EntityManager, accountIds: readonly number[]): Promise<number> {
    if (accountIds.length === 0) return 0;
    const customers = await em.find(Account, { id: { $in: [...accountIds] }, role: 'customer' }, { fields: ['id'] });
    if (customers.length === 0) return 0;
    const accountId = { $in: customers.map((account) => account.id) };
    this.forgetSessions();
    try {
      await em.nativeDelete(Session, { accountId });
      await em.nativeDelete(EmailVerification, { accountId });
      await em.nativeDelete(PasswordReset, { accountId });
      return await em.nativeDelete(Account, { id: accountId });
    } finally {
      // Again once deleted: a lookup that ran meanwhile may have read them.
      this.forgetSessions();
    }
  }

  /** The live session of a cookie token, sliding an idle session forward. */
  async authenticate(token: string | undefined, now = new Date()): Promise<SignedIn | null> {
    if (!token) return null;
    const tokenHash = hashToken(token);
    const cached = this.checked.get(tokenHash);
    if (cached) {
      const { session } = cached.signedIn;
      if (cached.until > now.getTime() && session.expiresAt > now && now.getTime() - session.lastSeenAt.getTime() <= SLIDE_AFTER_MS) {
        return cached.signedIn;
      }
      this.checked.delete(tokenHash);
    }
    const generation = this.generation;
    const signedIn = await this.lookUp(tokenHash, now);
    if (signedIn && generation === this.generation) {
      if (this.checked.size >= 10_000) this.checked.clear();
      this.checked.set(tokenHash, { signedIn, until: now.getTime() + SESSION_CACHE_MS });
    }
    return signedIn;
  }

  private async lookUp(tokenHash: string, now: Date): Promise<SignedIn | null> {
    const em = this.orm.em.fork();
    const session = await em.findOne(Session, { tokenHash });
    if (!session) return null;
    if (session.expiresAt <= now) {
      await em.remove(session).flush();
      return null;
    }
    const account = await em.findOne(Account, session.accountId);
    if (!account) return null;
    // Disabling ends the sessions in the same transaction; this is the belt to those braces.
    if (account.disabledAt) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
      session.lastSeenAt = now;
      if (!session.persistent) session.expiresAt = new Date(now.getTime() + IDLE_SESSION_MS);
      await em.flush();
    }
    return { account, session };
  }

  async logout(token: string | undefined): Promise<void> {
    if (!token) return;
    this.forgetSessions();
    await this.orm.em.fork().nativeDelete(Session, { tokenHash: hashToken(token) });
    this.forgetSessions();
  }

  /**
   * Creates the account if its e-mail is new (demo accounts, first administrator).
   * `emailVerified`: its address needs no link (the demo's, which receive no mail).
   */
  async ensureAccount(email: string, name: string, role: AccountRole, password: string, { emailVerified = false } = {}): Promise<boolean> {
    const em = this.orm.em.fork();
    if (await em.findOne(Account, { email })) return false;
    const now = new Date();
    em.create(Account, { email, name, role, passwordHash: await hashPassword(password), createdAt: now, emailVerifiedAt: emailVerified ? now : null });
    try {
      await em.flush();
      return true;
    } catch (error) {
      // Another instance starting at the same time created it first.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }
}
