import { ForbiddenException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { NotFound, ValidationFailed } from '@taller/domain';
import { Account } from '../../../auth/account.entity.js';
import { WRONG_CURRENT_PASSWORD_WINDOW_MS, WRONG_CURRENT_PASSWORDS } from '../../../auth/account.rules.js';
import { authMessages as m } from '../../../auth/auth.messages.js';
import { AuthService } from '../../../auth/auth.service.js';
import { LoginThrottle } from '../../../auth/login-throttle.js';
import { verifyPassword } from '../../../auth/passwords.js';
import { ClientAccountLink } from '../../../clients/account-links/client-account-link.entity.js';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { LinkClientAccount } from '../../../clients/commands/link-client-account/link-client-account.command.js';
import type { TallerConfig } from '../../../config/config.js';
import { DEMO_ACCOUNTS } from '../../../demo/demo-data.js';
import { TALLER_CONFIG } from '../../../event-sourcing/tokens.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { AttemptCounters, counterKey } from '../../../shared/attempt-counters.js';
import { ChangeNotYetVisible, Commands } from '../../../shared/commands.js';
import { TooManyAttempts } from '../../../shared/too-many-attempts.js';
import { DeleteCustomerAccount, type CustomerAccountDeleted } from './delete-customer-account.command.js';

/**
 * Deletes a customer account (GDPR: erasure of what the account itself holds): its row, its
 * sessions, its pending e-mailed links, and its links to clients, each unlinked as staff would
 * (`ClientAccountUnlinked` in the client's history, the customer as the actor). The clients and
 * their work stay: they are the shop's records, which it must keep; forgetting the client is
 * the shop's own decision ('Olvidar cliente').
 */
@CommandHandler(DeleteCustomerAccount)
export class DeleteCustomerAccountHandler implements ICommandHandler<DeleteCustomerAccount> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(TALLER_CONFIG) private readonly config: TallerConfig,
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
    private readonly counters: AttemptCounters,
    private readonly commands: Commands,
  ) {}

  async execute({ accountId, password, address, context }: DeleteCustomerAccount): Promise<CustomerAccountDeleted> {
    const em = this.orm.em.fork();
    const account = await em.findOne(Account, accountId);
    // The route is for customers; a staff account is the Administrador's to disable.
    if (!account || account.role !== 'customer') throw new ForbiddenException({ message: m.forbidden });
    if (this.config.demo && DEMO_ACCOUNTS.some((demo) => demo.email === account.email)) throw new ForbiddenException({ message: m.deleteDemoRefused });
    await this.checkPassword(account, password, address);

    const unlinked = await this.unlinkClients(em, account, context);
    await em.transactional((tx) => this.auth.deleteCustomerAccounts(tx, [account.id]));
    this.auth.forgetSessions();
    await this.counters.forget(currentPasswordKey(account));
    const deleted = [m.deletedItems.account, m.deletedItems.sessions, m.deletedItems.links, ...(unlinked > 0 ? [m.deletedItems.clients] : [])];
    return { message: m.accountDeleted, deleted, kept: Object.values(m.keptItems), unlinkedClients: unlinked };
  }

  /**
   * As the sign-in counts wrong passwords (per e-mail and address, and per address: the same
   * budget, so this is no second door for guessing), and as the profile counts wrong current
   * passwords per account (a borrowed session is no password oracle). Every attempt counts
   * before the password is compared; the right one forgives.
   */
  private async checkPassword(account: Account, password: string, address: string): Promise<void> {
    const now = Date.now();
    const perAccount = { key: currentPasswordKey(account), max: WRONG_CURRENT_PASSWORDS, windowMs: WRONG_CURRENT_PASSWORD_WINDOW_MS };
    const wait = Math.max(await this.throttle.attempt(account.email, address, now), await this.counters.attempt([perAccount], now));
    if (wait > 0) throw new TooManyAttempts(m.throttled, wait);
    if (!(await verifyPassword(password, account.passwordHash))) throw new ValidationFailed({ password: m.deletePasswordWrong }, m.deletePasswordWrong);
    await this.throttle.succeeded(account.email, address);
    await this.counters.forget(perAccount.key);
  }

  /**
   * Unlinks every client the account is linked to, as AccountLinks tells it (by staff's hand, or
   * by the same e-mail unless staff unlinked it), through the command staff use. Answers how many.
   */
  private async unlinkClients(em: EntityManager, account: Account, context: DeleteCustomerAccount['context']): Promise<number> {
    const decisions = await em.find(ClientAccountLink, { accountId: account.id });
    const unlinkedBefore = new Set(decisions.filter((d) => !d.linked).map((d) => d.clientId));
    const byEmail = (await em.find(ClientRow, { emailKey: account.email }, { fields: ['id'] })).map((c) => c.id).filter((id) => !unlinkedBefore.has(id));
    const linked = [...new Set([...decisions.filter((d) => d.linked).map((d) => d.clientId), ...byEmail])].sort((a, b) => a - b);
    let unlinked = 0;
    for (const clientId of linked) {
      try {
        const { changed } = await this.commands.run(new LinkClientAccount(clientId, account.id, false, context));
        if (changed) unlinked++;
      } catch (error) {
        // Stored, the lists not there yet: unlinked all the same.
        if (error instanceof ChangeNotYetVisible) unlinked++;
        // Deleted meanwhile: nothing left to unlink.
        else if (!(error instanceof NotFound)) throw error;
      }
    }
    return unlinked;
  }
}

const currentPasswordKey = (account: Account) => counterKey('current-password', String(account.id));
