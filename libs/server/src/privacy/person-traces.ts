import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { emailKey, phoneKey } from '@taller/domain';
import { Account } from '../auth/account.entity.js';
import { AuthService } from '../auth/auth.service.js';
import { ClientAccountLink } from '../clients/account-links/client-account-link.entity.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { regardingContactMessage } from '../contact/contact-notification.js';
import { Outbox } from '../mail/outbox.js';
import { OutboxMessage } from '../mail/outbox-message.entity.js';
import { InvoiceRow } from '../invoices/invoice-row.entity.js';
import { NoticePreference } from '../notices/notice-preference.entity.js';
import { StockAlert } from '../products/alerts/stock-alert.entity.js';
import { OrderRow } from '../orders/order-row.entity.js';
import { MIKRO_ORM } from '../persistence/orm.js';
import { RepairRow } from '../repairs/repair-row.entity.js';
import { RevisionRow } from '../revisions/revision-row.entity.js';
import { UploadedImage } from '../uploads/uploaded-image.entity.js';
import { ERASED_IMAGE_NAME } from './personal-fields.js';

/** Who is being forgotten: their client number and every address and phone they ever had. */
export interface Person {
  clientId: number;
  emails: string[];
  phones: string[];
}

/** What was destroyed outside the log, for the answer and the CLI's summary. */
export interface ErasedTraces {
  records: string[];
  accounts: number;
  contactMessages: number;
  /** 'Agotado: te avisamos' requests left with one of their addresses. */
  stockAlerts: number;
  outboxMessages: number;
  images: number;
}

/**
 * A person's data outside the event log: their customer accounts (with sessions and tokens),
 * the contact messages they sent, the e-mails and SMS to them or about their work (rows and
 * `.eml` files), their notice preference, the names their photos had. `erase` destroys it all
 * in one transaction; the `.eml` files go once it has committed.
 */
@Injectable()
export class PersonTraces {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly outbox: Outbox,
    private readonly auth: AuthService,
  ) {}

  /** The streams of the person's work (`repair-12`…), as the read models know them. */
  async recordsOf(clientId: number): Promise<string[]> {
    const em = this.orm.em.fork();
    const ids = async (entity: typeof RepairRow | typeof RevisionRow | typeof OrderRow) =>
      (await em.find(entity as typeof RepairRow, { clientId }, { fields: ['id'] })).map((row) => row.id);
    return [
      ...(await ids(RepairRow)).map((id) => `repair-${id}`),
      ...(await ids(RevisionRow)).map((id) => `revision-${id}`),
      ...(await ids(OrderRow)).map((id) => `order-${id}`),
    ];
  }

  /** The phones their repairs and revisions were registered with (not always the client's). */
  async contactNumbersOf(records: string[]): Promise<string[]> {
    const em = this.orm.em.fork();
    const ids = (kind: string) => records.filter((stream) => stream.startsWith(`${kind}-`)).map((stream) => Number(stream.slice(kind.length + 1)));
    const repairs = await em.find(RepairRow, { id: { $in: ids('repair') } }, { fields: ['contactNumber'] });
    const revisions = await em.find(RevisionRow, { id: { $in: ids('revision') } }, { fields: ['contactNumber'] });
    return [...repairs, ...revisions].map((row) => row.contactNumber).filter(Boolean);
  }

  /** The customer accounts that are this person: linked to the client, or signed up with their address or phone. */
  async accountsOf(person: Person): Promise<number[]> {
    const em = this.orm.em.fork();
    const linked = await em.find(ClientAccountLink, { clientId: person.clientId, linked: true }, { fields: ['accountId'] });
    const emails = unique(person.emails.map(emailKey));
    const phones = unique(person.phones);
    const or = [
      ...(linked.length > 0 ? [{ id: { $in: linked.map((link) => link.accountId) } }] : []),
      ...(emails.length > 0 ? [{ email: { $in: emails } }] : []),
      ...(phones.length > 0 ? [{ phone: { $in: phones } }] : []),
    ];
    if (or.length === 0) return [];
    return (await em.find(Account, { role: 'customer', $or: or }, { fields: ['id'] })).map((account) => account.id);
  }

  async erase(person: Person, records: string[], accountIds: number[]): Promise<ErasedTraces> {
    const emails = unique(person.emails.map(emailKey));
    const phoneKeys = unique(person.phones.map(phoneKey));
    const em = this.orm.em.fork();
    const { files, ...counts } = await em.transactional(async (tx) => {
      const accounts = await this.auth.deleteCustomerAccounts(tx, accountIds);
      await tx.nativeDelete(NoticePreference, { clientId: person.clientId });
      const stockAlerts = emails.length > 0 ? await tx.nativeDelete(StockAlert, { emailKey: { $in: emails } }) : 0;
      const contactIds = await this.contactMessagesOf(tx, emails, phoneKeys);
      if (contactIds.length > 0) await tx.nativeDelete(ContactMessage, { id: { $in: contactIds } });
      // Their work's invoices stay (the law keeps them), but not the e-mails that carried them,
      // whichever address they went to.
      const invoices = await this.invoicesOf(tx, records);
      const regarding = [...records.map((stream) => stream.replace('-', ':')), ...contactIds.map(regardingContactMessage), ...invoices.map((id) => `invoice:${id}`)];
      const outboxRows = await this.outboxRowsOf(tx, emails, phoneKeys, regarding);
      if (outboxRows.length > 0) await tx.nativeDelete(OutboxMessage, { id: { $in: outboxRows.map((row) => row.id) } });
      const images = await this.renameImages(tx, records);
      return {
        accounts,
        contactMessages: contactIds.length,
        stockAlerts,
        outboxMessages: outboxRows.length,
        images,
        files: outboxRows.map((row) => this.outbox.emlFileOf(row)),
      };
    });
    // Committed: no session of the accounts deleted is trusted from memory any more.
    this.auth.forgetSessions();
    await this.outbox.removeFiles(files);
    return { records, ...counts };
  }

  /** The invoices of their repairs and orders (a rectifying one names the same work). */
  private async invoicesOf(tx: EntityManager, records: string[]): Promise<number[]> {
    const ids = (kind: string) => records.filter((stream) => stream.startsWith(`${kind}-`)).map((stream) => Number(stream.slice(kind.length + 1)));
    const or = (['repair', 'order'] as const).flatMap((kind) => (ids(kind).length > 0 ? [{ sourceKind: kind, sourceId: { $in: ids(kind) } }] : []));
    if (or.length === 0) return [];
    return (await tx.find(InvoiceRow, { $or: or }, { fields: ['id'] })).map((row) => row.id);
  }

  /** The messages sent from one of their addresses or phones (compared as the duplicate check does). */
  private async contactMessagesOf(tx: EntityManager, emails: string[], phoneKeys: string[]): Promise<number[]> {
    const rows = await tx.find(ContactMessage, {}, { fields: ['id', 'email', 'phone'] });
    return rows
      .filter((row) => emails.includes(emailKey(row.email)) || (row.phone !== null && row.phone !== '' && phoneKeys.includes(phoneKey(row.phone))))
      .map((row) => row.id);
  }

  private async outboxRowsOf(tx: EntityManager, emails: string[], phoneKeys: string[], regarding: string[]) {
    const rows = await tx.find(OutboxMessage, {}, { fields: ['id', 'to', 'channel', 'regarding', 'createdAt'] });
    return rows.filter((row) => {
      if (row.regarding !== null && regarding.includes(row.regarding)) return true;
      const to = row.to.replace(/^whatsapp:/, '');
      return row.channel === 'email' ? emails.includes(emailKey(to)) : phoneKeys.includes(phoneKey(to));
    });
  }

  /** Their photos keep the file (it shows the device) but lose the name they came with. */
  private async renameImages(tx: EntityManager, records: string[]): Promise<number> {
    let renamed = 0;
    for (const kind of ['repair', 'revision'] as const) {
      const ids = records.filter((stream) => stream.startsWith(`${kind}-`)).map((stream) => Number(stream.slice(kind.length + 1)));
      if (ids.length === 0) continue;
      renamed += await tx.nativeUpdate(UploadedImage, { targetType: kind, targetId: { $in: ids } }, { originalName: ERASED_IMAGE_NAME });
    }
    return renamed;
  }
}

const unique = (values: string[]) => [...new Set(values.filter((value) => value !== ''))];
