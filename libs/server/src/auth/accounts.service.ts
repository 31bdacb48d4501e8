import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException, type EntityManager, type MikroORM } from '@mikro-orm/core';
import { validate, ValidationFailed } from '@taller/domain';
import { MIKRO_ORM } from '../persistence/orm.js';
import { ShopSettings } from '../shop/shop-settings.js';
import { addressOf, AttemptCounters, counterKey } from '../shared/attempt-counters.js';
import { TooManyAttempts } from '../shared/too-many-attempts.js';
import { Account, fullName } from './account.entity.js';
import { StaffAccounts } from '../accounts/staff-accounts.js';
import { commandContext } from '../shared/actor.js';
import {
  passwordChangeSchema,
  profileSchema,
  REGISTRATION_WINDOW_MS,
  REGISTRATIONS_PER_ADDRESS,
  registrationSchema,
  WRONG_CURRENT_PASSWORD_WINDOW_MS,
  WRONG_CURRENT_PASSWORDS,
} from './account.rules.js';
import { authMessages as m } from './auth.messages.js';
import { AuthService, publicUser, type SignedIn } from './auth.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordReset } from './password-reset.entity.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** The spec's codes for a taken e-mail or phone (`{error, message}` with 409). */
export type TakenCode = 'email_exists' | 'phone_exists';

function taken(code: TakenCode): ConflictException {
  const [field, message] = code === 'email_exists' ? (['email', m.emailExists] as const) : (['phone', m.phoneExists] as const);
  return new ConflictException({ error: code, message, errors: { [field]: message } });
}

/**
 * A customer's own account: registration (which signs the new customer in), the profile and
 * the password. Staff use the profile and the password too.
 */
@Injectable()
export class AccountsService {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly auth: AuthService,
    private readonly counters: AttemptCounters,
    @Inject(StaffAccounts) private readonly staff: StaffAccounts,
    @Inject(ShopSettings) private readonly shop: ShopSettings,
    private readonly verifications: EmailVerificationService,
  ) {}

  /**
   * Creates a `customer` account from the registration form and opens its session (ended
   * with the browser). A taken e-mail or phone is a 409 with the spec's code. Every valid
   * attempt counts against the address (10 an hour, then 429), so the 409s cannot be used to
   * list the customers; a refused form does not count. The e-mail that verifies the address
   * goes with the account, in the same transaction (none when the site's address is unknown:
   * the profile asks for it again).
   */
  async register(body: unknown, address: string, siteUrl: string | undefined, now = new Date()): Promise<SignedIn & { token: string; message: string }> {
    const form = validate(registrationSchema, body, m.formInvalid);
    const attempts = { key: counterKey('registrations', addressOf(address)), max: REGISTRATIONS_PER_ADDRESS, windowMs: REGISTRATION_WINDOW_MS };
    const wait = await this.counters.attempt([attempts], now.getTime());
    if (wait > 0) throw new TooManyAttempts(m.registrationThrottled, wait);
    const em = this.orm.em.fork();
    await this.refuseTaken(em, { email: form.email, phone: form.phone ?? null });
    const passwordHash = await hashPassword(form.password);
    const { tradeName } = (await this.shop.current()).identity;
    try {
      const registered = await em.transactional(async (tx) => {
        const account = tx.create(Account, {
          email: form.email,
          name: form.firstName,
          lastName: form.lastName,
          phone: form.phone ?? null,
          role: 'customer',
          passwordHash,
          createdAt: now,
        });
        await tx.flush();
        const { token, session } = this.auth.openSession(tx, account.id, { persistent: false, area: 'customer' }, now);
        if (siteUrl) await this.verifications.issue(tx, account, siteUrl, now);
        return { token, account, session, message: m.registered(tradeName) };
      });
      this.verifications.sent();
      return registered;
    } catch (error) {
      // Someone took the e-mail or phone between the check and the insert.
      if (error instanceof UniqueConstraintViolationException) await this.refuseTaken(this.orm.em.fork(), { email: form.email, phone: form.phone ?? null });
      throw error;
    }
  }

  profile(signedIn: SignedIn) {
    return { user: publicUser(signedIn.account) };
  }

  /**
   * Replaces name, last name, e-mail and phone; a new e-mail needs the current password. A
   * customer's new e-mail is unverified (the account sees none of its work) until they open the
   * link sent to it; links sent to the old one stop working.
   */
  async updateProfile(body: unknown, signedIn: SignedIn, siteUrl: string | undefined) {
    const form = validate(profileSchema, body, m.formInvalid);
    const em = this.orm.em.fork();
    const account = await em.findOneOrFail(Account, signedIn.account.id);
    const phone = form.phone ?? null;
    const before = { name: fullName(account), email: account.email };
    if (form.email !== account.email) await this.checkCurrentPassword(account, form.currentPassword);
    await this.refuseTaken(em, { email: form.email, phone }, account.id);
    account.name = form.firstName;
    account.lastName = form.lastName ?? null;
    const emailChanged = account.email !== form.email;
    account.email = form.email;
    account.phone = phone;
    const verifyNewEmail = emailChanged && account.role === 'customer';
    try {
      if (emailChanged) {
        // A reset or verification link sent to the old address must not open the account any more.
        await em.nativeDelete(PasswordReset, { accountId: account.id, usedAt: null });
        await this.verifications.revokeOpen(em, account.id);
        account.emailVerifiedAt = null;
      }
      // The new link and its e-mail are written with the change, in the flush's transaction.
      if (verifyNewEmail && siteUrl) await this.verifications.issue(em, account, siteUrl);
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) await this.refuseTaken(this.orm.em.fork(), { email: form.email, phone }, account.id);
      throw error;
    }
    // A staff member's own name or e-mail is a change of a team account: recorded in its stream.
    await this.staff.recordOwnProfile(account, before, commandContext({ id: account.id, name: fullName(account), role: account.role }, 'api'));
    if (!verifyNewEmail) return { user: publicUser(account), message: m.profileSaved };
    this.verifications.sent();
    return { user: publicUser(account), message: siteUrl ? `${m.profileSaved}. ${m.verificationSent(account.email)}` : m.profileSaved };
  }

  /** A new password, given the current one; every other session of the account ends. */
  async changePassword(body: unknown, signedIn: SignedIn) {
    const form = validate(passwordChangeSchema, body, m.formInvalid);
    const em = this.orm.em.fork();
    const account = await em.findOneOrFail(Account, signedIn.account.id);
    await this.checkCurrentPassword(account, form.currentPassword);
    if (form.newPassword === form.currentPassword) throw new ValidationFailed({ newPassword: m.samePassword }, m.samePassword);
    const passwordHash = await hashPassword(form.newPassword);
    const endedSessions = await em.transactional(async (tx) => {
      await tx.nativeUpdate(Account, { id: account.id }, { passwordHash });
      // A reset link asked for earlier must not undo this.
      await tx.nativeDelete(PasswordReset, { accountId: account.id, usedAt: null });
      return this.auth.endSessions(tx, account.id, signedIn.session);
    });
    return { message: m.passwordChanged, endedSessions };
  }

  /**
   * Wrong current passwords count per account (a borrowed session must not become a password
   * oracle, from wherever it is used); every check counts before the password is compared,
   * and the right one forgives.
   */
  private async checkCurrentPassword(account: Account, password: string | undefined): Promise<void> {
    if (!password) throw new ValidationFailed({ currentPassword: m.currentPasswordRequired }, m.currentPasswordRequired);
    const key = counterKey('current-password', String(account.id));
    const wait = await this.counters.attempt([{ key, max: WRONG_CURRENT_PASSWORDS, windowMs: WRONG_CURRENT_PASSWORD_WINDOW_MS }]);
    if (wait > 0) throw new TooManyAttempts(m.throttled, wait);
    if (!(await verifyPassword(password, account.passwordHash))) {
      throw new ValidationFailed({ currentPassword: m.currentPasswordWrong }, m.currentPasswordWrong);
    }
    await this.counters.forget(key);
  }

  /** 409 when another account has the e-mail (checked first) or the phone. */
  private async refuseTaken(em: EntityManager, wanted: { email: string; phone: string | null }, self?: number): Promise<void> {
    const others = self === undefined ? {} : { id: { $ne: self } };
    if (await em.count(Account, { email: wanted.email, ...others })) throw taken('email_exists');
    if (wanted.phone !== null && (await em.count(Account, { phone: wanted.phone, ...others }))) throw taken('phone_exists');
  }
}
