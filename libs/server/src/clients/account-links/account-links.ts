import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { clientMessages as m, NotFound, type AccountCandidate, type ClientAccounts, type CustomerAccount, type LinkedAccount } from '@taller/domain';
import { Account, fullName } from '../../auth/account.entity.js';
import { MIKRO_ORM } from '../../persistence/orm.js';
import { ClientRow } from '../client-row.entity.js';
import { ClientAccountLink } from './client-account-link.entity.js';

/** The most accounts a search answers. */
export const ACCOUNT_SEARCH_LIMIT = 10;

const customerJson = (account: Account): CustomerAccount => ({
  accountId: account.id,
  name: fullName(account),
  email: account.email,
  phone: account.phone ?? null,
  emailVerified: account.emailVerifiedAt != null,
});

/**
 * Which customer accounts see which clients' work ('Mis pedidos y reparaciones'). An account
 * whose e-mail is verified sees the clients with that e-mail, unless staff unlinked it from
 * one; and the clients staff linked it to by hand. Before its e-mail is verified, none.
 *
 * The phone is never matched on its own: nobody proved the phone typed at registration is
 * theirs, so anyone could read a stranger's repairs by typing the stranger's number. Staff see
 * the accounts whose phone matches the client's as suggestions, and link one by hand once they
 * know who the person is.
 */
@Injectable()
export class AccountLinks {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** The ids of the clients whose work the account sees (none for staff, or before verifying). */
  async clientIdsOf(account: Account, em: EntityManager = this.orm.em.fork()): Promise<number[]> {
    if (account.role !== 'customer' || !account.emailVerifiedAt) return [];
    const byEmail = await em.find(ClientRow, { emailKey: account.email }, { fields: ['id'] });
    const decisions = await em.find(ClientAccountLink, { accountId: account.id });
    const unlinked = new Set(decisions.filter((d) => !d.linked).map((d) => d.clientId));
    const ids = new Set(byEmail.map((client) => client.id).filter((id) => !unlinked.has(id)));
    for (const decision of decisions) if (decision.linked) ids.add(decision.clientId);
    return [...ids].sort((a, b) => a - b);
  }

  /**
   * Whether the account is linked to the client: staff's decision, else the same e-mail. It sees
   * the client's work only while its e-mail is verified, which this leaves aside: unlinking an
   * account that has not verified yet must still keep it out once it does.
   */
  async isLinked(account: Account, clientId: number, em: EntityManager = this.orm.em.fork()): Promise<boolean> {
    const decision = await em.findOne(ClientAccountLink, { clientId, accountId: account.id });
    if (decision) return decision.linked;
    return (await em.count(ClientRow, { id: clientId, emailKey: account.email })) > 0;
  }

  /** The customer account with this id (404 in Spanish otherwise: staff are no customers). */
  async requireCustomer(accountId: number, em: EntityManager = this.orm.em.fork()): Promise<Account> {
    const account = await em.findOne(Account, { id: accountId, role: 'customer' });
    if (!account) throw new NotFound(m.accountNotFound);
    return account;
  }

  /** The customer account with this e-mail (the command line names accounts so). */
  async requireCustomerByEmail(email: string): Promise<Account> {
    const account = await this.orm.em.fork().findOne(Account, { email: email.trim().toLowerCase(), role: 'customer' });
    if (!account) throw new NotFound(m.accountNotFound);
    return account;
  }

  /** The client's row (404 'Cliente no encontrado' for one not there, or deleted). */
  async requireClient(clientId: number): Promise<ClientRow> {
    const client = await this.orm.em.fork().findOne(ClientRow, clientId);
    if (!client) throw new NotFound(m.notFound);
    return client;
  }

  /**
   * The client's detail: the accounts linked to it (by e-mail, or by hand), and the ones staff
   * might link: same phone, or unlinked before.
   */
  async ofClient(clientId: number): Promise<ClientAccounts> {
    const client = await this.requireClient(clientId);
    const em = this.orm.em.fork();
    const decisions = await em.find(ClientAccountLink, { clientId: client.id });
    const decided = new Map(decisions.map((d) => [d.accountId, d]));
    const matching = await this.matching(em, client);
    const ids = [...new Set([...decisions.map((d) => d.accountId), ...matching.map((a) => a.id)])];
    const accounts = ids.length === 0 ? [] : await em.find(Account, { id: { $in: ids }, role: 'customer' }, { orderBy: { name: 'asc', id: 'asc' } });
    const linked: LinkedAccount[] = [];
    const suggested: AccountCandidate[] = [];
    for (const account of accounts) {
      const decision = decided.get(account.id);
      const byEmail = client.emailKey !== '' && account.email === client.emailKey;
      if (decision?.linked) {
        linked.push({ ...customerJson(account), via: 'staff', linkedBy: decision.changedBy, linkedAt: decision.changedAt.toISOString() });
      } else if (!decision && byEmail) {
        linked.push({ ...customerJson(account), via: 'email', linkedBy: null, linkedAt: account.emailVerifiedAt?.toISOString() ?? null });
      } else {
        suggested.push(this.candidate(account, client, false, decision));
      }
    }
    return { linked, suggested };
  }

  /**
   * Customer accounts whose e-mail or phone holds `text` (at least 3 characters), for 'Vincular
   * cuenta': the first ACCOUNT_SEARCH_LIMIT by e-mail, each saying what it shares with the client.
   */
  async search(clientId: number, text: string): Promise<AccountCandidate[]> {
    const client = await this.requireClient(clientId);
    const wanted = text.trim().toLowerCase();
    const digits = wanted.replace(/\D/g, '');
    const em = this.orm.em.fork();
    // LIKE finds the candidates (a `%` typed would match anything: dropped); the exact test is ours.
    const like = (value: string) => `%${value.replace(/%/g, '')}%`;
    const or: object[] = [{ email: { $like: like(wanted) } }];
    if (digits.length >= 3) or.push({ phone: { $like: like(digits) } });
    const found = await em.find(Account, { role: 'customer', $or: or }, { orderBy: { email: 'asc' }, limit: ACCOUNT_SEARCH_LIMIT * 5 });
    const hits = found
      .filter((a) => a.email.includes(wanted) || (digits.length >= 3 && (a.phone ?? '').includes(digits)))
      .slice(0, ACCOUNT_SEARCH_LIMIT);
    const decisions = hits.length === 0 ? [] : await em.find(ClientAccountLink, { clientId: client.id, accountId: { $in: hits.map((a) => a.id) } });
    const decided = new Map(decisions.map((d) => [d.accountId, d]));
    return hits.map((account) => {
      const decision = decided.get(account.id);
      const byEmail = client.emailKey !== '' && account.email === client.emailKey;
      return this.candidate(account, client, decision ? decision.linked : byEmail, decision);
    });
  }

  /** Customer accounts sharing the client's e-mail or phone. */
  private async matching(em: EntityManager, client: Pick<ClientRow, 'emailKey' | 'phoneKey'>): Promise<Account[]> {
    const or: object[] = [];
    if (client.emailKey) or.push({ email: client.emailKey });
    if (client.phoneKey) or.push({ phone: client.phoneKey });
    return or.length === 0 ? [] : em.find(Account, { role: 'customer', $or: or });
  }

  private candidate(account: Account, client: Pick<ClientRow, 'emailKey' | 'phoneKey'>, linked: boolean, decision: ClientAccountLink | undefined): AccountCandidate {
    const matches: ('email' | 'phone')[] = [];
    if (client.emailKey && account.email === client.emailKey) matches.push('email');
    if (client.phoneKey && account.phone === client.phoneKey) matches.push('phone');
    const unlinked = decision && !decision.linked ? decision : undefined;
    return {
      ...customerJson(account),
      matches,
      linked,
      unlinkedBy: unlinked?.changedBy ?? null,
      unlinkedAt: unlinked?.changedAt.toISOString() ?? null,
    };
  }
}
