import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { emailKey, NotFound } from '@taller/domain';
import { Account, Session } from '../../../auth/account.entity.js';
import { authMessages as m } from '../../../auth/auth.messages.js';
import { AccountLinks } from '../../../clients/account-links/account-links.js';
import { ClientAccountLink } from '../../../clients/account-links/client-account-link.entity.js';
import { ClientRow } from '../../../clients/client-row.entity.js';
import { ContactMessage } from '../../../contact/contact-message.entity.js';
import { NoticePreference } from '../../../notices/notice-preference.entity.js';
import { OrderRow } from '../../../orders/order-row.entity.js';
import { StockAlert } from '../../../products/alerts/stock-alert.entity.js';
import { ProductRow } from '../../../products/product-row.entity.js';
import { MIKRO_ORM } from '../../../persistence/orm.js';
import { RepairRow } from '../../../repairs/repair-row.entity.js';
import { RevisionRow } from '../../../revisions/revision-row.entity.js';
import { CustomerRecords, type CustomerRecord } from '../../../tracking/customer-records.js';
import { accountJson, clientJson, customerContactMessageJson, sessionJson, workJson, type CustomerData, type WorkRow } from './customer-data.json.js';
import { ExportCustomerData } from './export-customer-data.query.js';

/**
 * Everything the shop keeps about a customer account: the account and its sessions; and, once
 * its e-mail is verified, the clients it is linked to with their notice preferences, all their
 * work (what 'Mis pedidos y reparaciones' lists, without its limit, and the job's own details),
 * the contact messages sent from that e-mail, and the 'Agotado: te avisamos' left with it. Before the e-mail is verified none of those:
 * anyone can register with someone else's address, so typing it must not hand over their data.
 */
@QueryHandler(ExportCustomerData)
export class ExportCustomerDataHandler implements IQueryHandler<ExportCustomerData> {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly links: AccountLinks,
    private readonly records: CustomerRecords,
  ) {}

  async execute({ accountId, now }: ExportCustomerData): Promise<CustomerData> {
    const em = this.orm.em.fork();
    const account = await em.findOne(Account, accountId);
    if (!account) throw new NotFound(m.notSignedIn);
    const sessions = await em.find(Session, { accountId }, { orderBy: { createdAt: 'asc' } });
    const verified = account.role === 'customer' && account.emailVerifiedAt != null;
    const clientIds = verified ? await this.links.clientIdsOf(account, em) : [];
    const records = await this.records.ofClients(clientIds, now, { em });
    const rows = await this.workRows(em, records);
    return {
      explanation: m.dataExplanation,
      generatedAt: now.toISOString(),
      account: accountJson(account),
      sessions: sessions.map(sessionJson),
      clients: await this.clients(em, account, clientIds),
      work: records.map((record) => workJson(record, rows.get(`${record.kind}:${record.id}`))),
      contactMessages: verified ? (await this.contactMessages(em, account.email)).map(customerContactMessageJson) : [],
      stockAlerts: verified ? await this.stockAlerts(em, account.email) : [],
    };
  }

  /** The products the address asked to be told about when they have units again (until the e-mail is sent). */
  private async stockAlerts(em: EntityManager, email: string) {
    const alerts = await em.find(StockAlert, { emailKey: emailKey(email) }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (alerts.length === 0) return [];
    const names = new Map((await em.find(ProductRow, { id: { $in: alerts.map((alert) => alert.productId) } })).map((product) => [product.id, product.name]));
    return alerts.map((alert) => ({ productId: alert.productId, product: names.get(alert.productId) ?? null, email: alert.email, askedAt: alert.createdAt.toISOString() }));
  }

  private async clients(em: EntityManager, account: Account, clientIds: number[]) {
    if (clientIds.length === 0) return [];
    const clients = await em.find(ClientRow, { id: { $in: clientIds } }, { orderBy: { id: 'asc' } });
    const byStaff = new Set((await em.find(ClientAccountLink, { accountId: account.id, linked: true })).map((link) => link.clientId));
    const preferences = new Map((await em.find(NoticePreference, { clientId: { $in: clientIds } })).map((p) => [p.clientId, p]));
    return clients.map((client) => clientJson(client, byStaff.has(client.id) ? 'staff' : 'email', preferences.get(client.id) ?? null));
  }

  /** The rows of the records, by `kind:id`, for what the shop wrote of each job. */
  private async workRows(em: EntityManager, records: CustomerRecord[]): Promise<Map<string, WorkRow>> {
    const ids = (kind: CustomerRecord['kind']) => records.filter((r) => r.kind === kind).map((r) => r.id);
    const found = new Map<string, WorkRow>();
    const [repairs, revisions, orders] = [ids('repair'), ids('revision'), ids('order')];
    if (repairs.length > 0) for (const row of await em.find(RepairRow, { id: { $in: repairs } })) found.set(`repair:${row.id}`, { kind: 'repair', row });
    if (revisions.length > 0) for (const row of await em.find(RevisionRow, { id: { $in: revisions } })) found.set(`revision:${row.id}`, { kind: 'revision', row });
    if (orders.length > 0) for (const row of await em.find(OrderRow, { id: { $in: orders } })) found.set(`order:${row.id}`, { kind: 'order', row });
    return found;
  }

  /**
   * The messages sent from /contacto with the account's e-mail, however it was capitalised: the
   * lower-case search text finds the candidates on either engine (LIKE's `_` would match any
   * character), the exact comparison is ours.
   */
  private async contactMessages(em: EntityManager, email: string): Promise<ContactMessage[]> {
    const candidates = await em.find(ContactMessage, { searchText: { $like: `%${email.replace(/%/g, '')}%` } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return candidates.filter((row) => row.email.trim().toLowerCase() === email);
  }
}
